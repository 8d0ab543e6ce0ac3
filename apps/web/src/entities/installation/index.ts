/** The installation's public settings: its default country for phone numbers. */
export { useDefaultCountry } from './use-default-country';
