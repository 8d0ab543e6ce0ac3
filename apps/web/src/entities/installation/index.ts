/** The installation's public settings: its default country for phone numbers. */
export { installationKeys } from './get-installation';
export { useDefaultCountry } from './use-default-country';
