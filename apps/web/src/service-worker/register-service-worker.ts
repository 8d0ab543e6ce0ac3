/**
 * Where the server serves the worker; at the root, so its scope is the whole app. Kept
 * apart from the worker's own modules: the app and the worker share none (see sw.ts).
 */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker that keeps the app shell for offline reloads (decision 0012).
 * Production builds only: in development Vite serves modules, not the built shell.
 * Browsers offer service workers only in a secure context (https or localhost); on
 * plain http over a local network there is none, and the app works as before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // Failing to register only loses the offline reload; the app itself is unaffected.
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {});
  });
}
