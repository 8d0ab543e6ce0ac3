/** The start most test files share: a fresh test app and the administrator signed in to it. */
import { afterAll, beforeAll } from 'vitest';
import { apiAs } from '../api-client';
import { ADMIN_PASSWORD, createTestApp, loginCookie, type TestApp } from '../test-app';

export type AdminApi = ReturnType<typeof apiAs>;
export type AdminApp = { t: TestApp; cookie: string; admin: AdminApi };

/**
 * Starts the app before the file's tests and closes it after them. The file keeps its own
 * `t`, `cookie` and `admin`, set through `take` (which may go on to set up more), so its tests read
 * them as plain variables.
 */
export function useAdminApp(
  take: (started: AdminApp) => unknown,
  env: Record<string, string> = {},
) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(env);
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    await take({ t, cookie, admin: apiAs(t, cookie) });
  });
  afterAll(async () => t?.close());
}
