/** Arranging state through the real API, as the brief's conventions ask: log in by API, act by UI. */
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './credentials.mjs';

const headers = { 'x-requested-with': 'XMLHttpRequest' };

async function expectOk<T = unknown>(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function loginByApi(request: APIRequestContext, username: string, password: string) {
  return expectOk(await request.post('/api/login', { headers, data: { username, password } }));
}

export const loginAsAdmin = (request: APIRequestContext) =>
  loginByApi(request, 'admin', E2E_ADMIN_PASSWORD);

let counter = 0;

/**
 * A new user holding exactly `privileges` (created by the admin through the API); its
 * username and password for signing in through the screen.
 */
export async function createUserWith(request: APIRequestContext, privileges: string[]) {
  await loginAsAdmin(request);
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const role = await expectOk<{ id: string }>(
    await request.post('/api/roles', { headers, data: { name: `e2e role ${tag}`, privileges } }),
  );
  const username = `e2e_${tag}`;
  const password = 'e2e-user-password';
  await expectOk(
    await request.post('/api/users', {
      headers,
      data: { username, name: `E2E ${tag}`, password, roleIds: [role.id] },
    }),
  );
  return { username, password };
}

/** POST as the request context's user; the answer's JSON, or an error naming the status. */
export async function postJson<T = unknown>(
  request: APIRequestContext,
  url: string,
  data?: unknown,
): Promise<T> {
  return expectOk<T>(await request.post(url, { headers, data }));
}

/** PATCH as the request context's user; the answer's JSON, or an error naming the status. */
export async function patchJson<T = unknown>(
  request: APIRequestContext,
  url: string,
  data: unknown,
): Promise<T> {
  return expectOk<T>(await request.patch(url, { headers, data }));
}

/** GET as the request context's user; the answer's JSON, or an error naming the status. */
export async function getJson<T = unknown>(request: APIRequestContext, url: string): Promise<T> {
  return expectOk<T>(await request.get(url, { headers }));
}
