import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, type Theme } from '@karamu/shared';
import {
  getStoredTheme,
  resolveTheme,
  setTheme,
  subscribeTheme,
  type ResolvedTheme,
} from './theme-store';

export type ThemeState = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

const getResolvedTheme = (): ResolvedTheme => resolveTheme(getStoredTheme());
// A page rendered at build time (decision 0032) knows no visitor: the default theme, light.
const getPrerenderedTheme = (): Theme => DEFAULT_THEME;
const getPrerenderedResolvedTheme = (): ResolvedTheme => 'light';

/** The chosen theme and what it resolves to now (both follow changes, system ones too). */
export function useTheme(): ThemeState {
  const theme = useSyncExternalStore(subscribeTheme, getStoredTheme, getPrerenderedTheme);
  const resolvedTheme = useSyncExternalStore(
    subscribeTheme,
    getResolvedTheme,
    getPrerenderedResolvedTheme,
  );
  return { theme, resolvedTheme, setTheme };
}
