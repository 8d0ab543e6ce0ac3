export {
  applyTheme,
  getStoredTheme,
  resolveTheme,
  setTheme,
  startThemeSync,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
} from './theme-store';
export { useTheme, type ThemeState } from './hooks/use-theme';
export { ThemeMenu } from './components/theme-menu';
export { ThemeRadioItems } from './components/theme-radio-items';
export { ThemeChoice } from './components/theme-choice';
