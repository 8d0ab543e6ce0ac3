export {
  applyTheme,
  getStoredTheme,
  resolveTheme,
  setTheme,
  startThemeSync,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
} from './theme-store';
export { useTheme, type ThemeState } from './use-theme';
export { ThemeMenu } from './theme-menu';
export { ThemeRadioItems } from './theme-radio-items';
export { ThemeChoice } from './theme-choice';
