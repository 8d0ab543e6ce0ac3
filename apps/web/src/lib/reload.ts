/**
 * The page reload, behind an object so tests can spy on it (jsdom cannot reload).
 * Call `pageReload.reload()`, never `window.location.reload()` directly.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/** Reloads the page after `delayMs`. */
export function scheduleReload(delayMs: number): void {
  window.setTimeout(() => pageReload.reload(), delayMs);
}
