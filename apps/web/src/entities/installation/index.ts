/** The installation's public settings: its default country for phone numbers. */
export { useDefaultCountry } from './use-default-country';
export { phoneRulesKeys, usePhoneRules } from './api/get-phone-rules';
export { SETTINGS_ENDPOINT, settingsKeys, useInstallationSettings } from './api/get-settings';
