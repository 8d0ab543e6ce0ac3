export { SettingsScreen } from './components/settings-screen';
export { profileKeys, profileQueryOptions, useProfile } from './api/get-profile';
export { settingsKeys, settingsQueryOptions } from './api/get-settings';
export { phoneRulesKeys, phoneRulesQueryOptions, usePhoneRules } from './api/get-phone-rules';
