export { phoneRulesKeys, usePhoneRules } from './api/get-phone-rules';
export { SETTINGS_ENDPOINT, settingsKeys, useInstallationSettings } from './api/get-settings';
