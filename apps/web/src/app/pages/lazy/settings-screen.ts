export { SettingsScreen } from '@/features/settings';
