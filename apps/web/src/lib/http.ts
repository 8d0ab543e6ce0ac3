import axios, { AxiosError, isAxiosError } from 'axios';
import {
  API_BASE_PATH,
  MESSAGES,
  RELOAD_DELAY_AFTER_401_MS,
  TOAST_DURATION_MS,
} from '@karamu/shared';
import { toast } from 'sonner';
import { scheduleReload } from './reload';

export const DEFAULT_API_TIMEOUT_MS = 30_000;

/** Where the server lives; empty means the app's own origin. */
let apiOrigin: string = import.meta.env.VITE_API_BASE_URL ?? '';

export function getApiOrigin(): string {
  return apiOrigin;
}

export function parseTimeout(raw: string | undefined): number {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : DEFAULT_API_TIMEOUT_MS;
}

/**
 * The one HTTP client. No `withCredentials`: the app and the API share an origin (the
 * server serves the build), so the session cookie goes along without it.
 */
export const http = axios.create({
  baseURL: `${apiOrigin}${API_BASE_PATH}`,
  timeout: parseTimeout(import.meta.env.VITE_API_TIMEOUT_MS),
  // The server refuses state-changing requests without this header or a JSON body (CSRF).
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

/** Points the client at another server (tests use a local one); the default comes from env. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
  http.defaults.baseURL = `${origin}${API_BASE_PATH}`;
}

const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/** Section 8: "Your session has expired" for 5 s, and the page reloads after 1 s. */
export function expireSession(): void {
  toast.error(MESSAGES.sessionExpired, {
    id: SESSION_EXPIRED_TOAST_ID,
    duration: TOAST_DURATION_MS,
  });
  scheduleReload(RELOAD_DELAY_AFTER_401_MS);
}

const TIMEOUT_CODES: ReadonlySet<string | undefined> = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/**
 * Section 8: the client rejects 5xx with 'Something went wrong' and timeouts with
 * 'Request took too long'. The rejection stays an AxiosError (status and body kept) so
 * `getErrorMessage` can still tell a 5xx apart.
 */
export function toClientError(error: unknown): unknown {
  if (!isAxiosError(error)) return error;
  const status = error.response?.status;
  if (status === 401 && !error.config?.isSessionProbe) expireSession();
  const message =
    status !== undefined && status >= 500
      ? MESSAGES.httpServerError
      : TIMEOUT_CODES.has(error.code)
        ? MESSAGES.httpTimeout
        : undefined;
  if (message === undefined) return error;
  return new AxiosError(message, error.code, error.config, error.request, error.response);
}

http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toClientError(error)));
