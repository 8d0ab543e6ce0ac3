/** What app.ts and other modules use of settings: its public face. */
export { settingsRoutes } from './settings-routes';
export {
  normalizeMobilePhone,
  getExtraMobilePrefixes,
  getDefaultCountry,
  getSmsCountriesSetting,
} from './phone-rules';
