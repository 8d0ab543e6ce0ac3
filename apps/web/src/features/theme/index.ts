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
export { ThemeMenu, ThemeRadioItems } from './components/theme-menu';
export { ThemeChoice } from './components/theme-choice';
