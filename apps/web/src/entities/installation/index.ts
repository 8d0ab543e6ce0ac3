/** The installation's public settings: its default country, currency and time zone. */
export { installationKeys, useInstallation } from './get-installation';
export { useDefaultCountry } from './use-default-country';
export { useInstallationDefaults, type InstallationDefaults } from './use-installation-defaults';
export { phoneRulesKeys, usePhoneRules } from './api/get-phone-rules';
export { SETTINGS_ENDPOINT, settingsKeys, useInstallationSettings } from './api/get-settings';
