import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  getStoredTheme,
  setTheme,
  startThemeSync,
  subscribeTheme,
  THEME_STORAGE_KEY,
} from './theme-store';

type Listener = () => void;

/** jsdom has no matchMedia: a controllable stand-in for the system colour scheme. */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    change(nextDark: boolean) {
      dark = nextDark;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('theme store', () => {
  it('defaults to system when nothing (or nonsense) is stored', () => {
    expect(getStoredTheme()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(getStoredTheme()).toBe('system');
  });

  it('persists the choice under karamu-theme and applies it to <html>', () => {
    stubSystemScheme(false);
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);

    setTheme('dark');
    expect(localStorage.getItem('karamu-theme')).toBe('dark');
    expect(getStoredTheme()).toBe('dark');
    expect(isDark()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    setTheme('light');
    expect(getStoredTheme()).toBe('light');
    expect(isDark()).toBe(false);
    unsubscribe();
  });

  it('follows prefers-color-scheme while the choice is system', () => {
    const system = stubSystemScheme(true);
    const stop = startThemeSync();
    expect(isDark()).toBe(true);

    system.change(false);
    expect(isDark()).toBe(false);

    setTheme('dark');
    system.change(false);
    expect(isDark()).toBe(true);

    stop();
    expect(system.listenerCount()).toBe(0);
  });

  it('treats system as light where the browser cannot tell', () => {
    applyTheme('system');
    expect(isDark()).toBe(false);
  });
});
