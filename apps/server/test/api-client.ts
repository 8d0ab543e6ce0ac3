/** Calls the test app as the web app would, with a session cookie; answers status and JSON. */
import type { TestApp } from './test-app';
import { asWebApp } from './test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function apiAs(t: TestApp, cookie: string | undefined) {
  // Tests read answers loosely; the server's own schemas are what check their shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async <T = any>(method: Method, url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers: asWebApp(cookie),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = response.body ? (JSON.parse(response.body) as T) : (undefined as T);
    return { status: response.statusCode, body };
  };
}

/** A start time comfortably in the future, as ISO text. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
