export { startThemeSync } from './theme-store';
export { useTheme } from './use-theme';
export { ThemeMenu } from './theme-menu';
export { ThemeRadioItems } from './theme-radio-items';
export { ThemeChoice } from './theme-choice';
