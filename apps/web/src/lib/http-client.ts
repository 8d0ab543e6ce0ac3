import axios, { AxiosError, type AxiosInstance } from 'axios';
import { API_BASE_PATH, MESSAGES } from '@karamu/shared';
import { expireSession, getApiOrigin, parseTimeout } from './http';
import { isAxiosError } from './http-errors';

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

/**
 * The one HTTP client. No `withCredentials`: the app and the API share an origin (the
 * server serves the build), so the session cookie goes along without it.
 */
export function createHttpClient(): AxiosInstance {
  const client = axios.create({
    baseURL: `${getApiOrigin()}${API_BASE_PATH}`,
    timeout: parseTimeout(import.meta.env.VITE_API_TIMEOUT_MS),
    // The server refuses state-changing requests without this header or a JSON body (CSRF).
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  client.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(toClientError(error)),
  );
  return client;
}
