import type { AxiosInstance } from 'axios';
import {
  API_BASE_PATH,
  MESSAGES,
  RELOAD_DELAY_AFTER_401_MS,
  TOAST_DURATION_MS,
} from '@karamu/shared';
import { showToast } from './lazy-toast';
import { scheduleReload } from './reload';

const DEFAULT_API_TIMEOUT_MS = 30_000;

/** Where the server lives; empty means the app's own origin. */
let apiOrigin: string = import.meta.env.VITE_API_BASE_URL ?? '';

export function getApiOrigin(): string {
  return apiOrigin;
}

export function parseTimeout(raw: string | undefined): number {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : DEFAULT_API_TIMEOUT_MS;
}

let client: Promise<AxiosInstance> | undefined;

/**
 * The axios client, loaded on the first call (decision 0020): axios is not in the first
 * chunk, so a page draws before it arrives. The session check at start-up makes the first
 * call, so it downloads alongside the page's own chunk.
 */
export function loadHttpClient(): Promise<AxiosInstance> {
  client ??= import('./http-client').then((m) =>
    m.createHttpClient({
      origin: apiOrigin,
      timeoutMs: parseTimeout(import.meta.env.VITE_API_TIMEOUT_MS),
      onSessionExpired: expireSession,
    }),
  );
  return client;
}

/** The one HTTP client's methods (see `createHttpClient`), each waiting for axios. */
export const http = {
  get: ((...args: Parameters<AxiosInstance['get']>) =>
    loadHttpClient().then((c) => c.get(...args))) as AxiosInstance['get'],
  post: ((...args: Parameters<AxiosInstance['post']>) =>
    loadHttpClient().then((c) => c.post(...args))) as AxiosInstance['post'],
  put: ((...args: Parameters<AxiosInstance['put']>) =>
    loadHttpClient().then((c) => c.put(...args))) as AxiosInstance['put'],
  patch: ((...args: Parameters<AxiosInstance['patch']>) =>
    loadHttpClient().then((c) => c.patch(...args))) as AxiosInstance['patch'],
  delete: ((...args: Parameters<AxiosInstance['delete']>) =>
    loadHttpClient().then((c) => c.delete(...args))) as AxiosInstance['delete'],
};

/** Points the client at another server (tests use a local one); the default comes from env. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
  // Calls made after this one chain on the same promise, so they see the new base.
  void client?.then((c) => {
    c.defaults.baseURL = `${origin}${API_BASE_PATH}`;
  });
}

const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/**
 * A 401 shows "Your session has expired" for 5 s, and the page reloads 1 s after the notice is
 * raised: counted from the request, a slow phone still loading sonner would reload before
 * the notice ever showed, and the user would not know why they were signed out.
 */
function expireSession(): void {
  void showToast('error', MESSAGES.sessionExpired, {
    id: SESSION_EXPIRED_TOAST_ID,
    duration: TOAST_DURATION_MS,
  }).finally(() => scheduleReload(RELOAD_DELAY_AFTER_401_MS));
}
