import { useSyncExternalStore } from 'react';
import type { Theme } from '@karamu/shared';
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

/** The chosen theme and what it resolves to now (both follow changes, system ones too). */
export function useTheme(): ThemeState {
  const theme = useSyncExternalStore(subscribeTheme, getStoredTheme, getStoredTheme);
  const resolvedTheme = useSyncExternalStore(subscribeTheme, getResolvedTheme, getResolvedTheme);
  return { theme, resolvedTheme, setTheme };
}
