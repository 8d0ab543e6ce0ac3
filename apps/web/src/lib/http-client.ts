import axios, { AxiosError, type AxiosInstance } from 'axios';
import { API_BASE_PATH, MESSAGES } from '@karamu/shared';
import { isAxiosError } from './http-errors';

const TIMEOUT_CODES: ReadonlySet<string | undefined> = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/**
 * The client rejects 5xx with 'Something went wrong' and timeouts with
 * 'Request took too long'. The rejection stays an AxiosError (status and body kept) so
 * `getErrorMessage` can still tell a 5xx apart.
 */
function toClientError(error: unknown, onSessionExpired: () => void): unknown {
  if (!isAxiosError(error)) return error;
  const status = error.response?.status;
  if (status === 401 && !error.config?.isSessionProbe) onSessionExpired();
  const message =
    status !== undefined && status >= 500
      ? MESSAGES.httpServerError
      : TIMEOUT_CODES.has(error.code)
        ? MESSAGES.httpTimeout
        : undefined;
  if (message === undefined) return error;
  return new AxiosError(message, error.code, error.config, error.request, error.response);
}

export type HttpClientOptions = {
  /** Where the server lives; empty means the app's own origin. */
  origin: string;
  timeoutMs: number;
  /** A 401 outside the session probe: the session ended while the app was open. */
  onSessionExpired: () => void;
};

/**
 * The one HTTP client. No `withCredentials`: the app and the API share an origin (the
 * server serves the build), so the session cookie goes along without it. `lib/http.ts`
 * passes in what it owns, so this module imports nothing back from it (no import cycle).
 */
export function createHttpClient({
  origin,
  timeoutMs,
  onSessionExpired,
}: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: `${origin}${API_BASE_PATH}`,
    timeout: timeoutMs,
    // The server refuses state-changing requests without this header or a JSON body (CSRF).
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  client.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(toClientError(error, onSessionExpired)),
  );
  return client;
}
