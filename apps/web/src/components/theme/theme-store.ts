import { DEFAULT_THEME, THEMES, type Theme } from '@karamu/shared';

export const THEME_STORAGE_KEY = 'karamu-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export type ResolvedTheme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** The stored choice, or the default (system) when none or an unknown value is stored. */
export function getStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): fall back silently.
    return DEFAULT_THEME;
  }
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme === 'system') return prefersDark() ? 'dark' : 'light';
  return theme;
}

/** Puts the `dark` class on <html> when the theme resolves to dark. */
export function applyTheme(theme: Theme): void {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

const listeners = new Set<() => void>();

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but still applied for this visit.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/**
 * Applies the stored theme now and follows the system preference while the choice is
 * "system". Returns a function that stops following.
 */
export function startThemeSync(): () => void {
  applyTheme(getStoredTheme());
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    applyTheme(getStoredTheme());
    listeners.forEach((listener) => listener());
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
