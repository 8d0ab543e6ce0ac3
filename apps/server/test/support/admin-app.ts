/** The start most test files share: a fresh test app, and often the administrator signed in to it. */
import { afterAll, beforeAll } from 'vitest';
import { apiAs } from '../api-client';
import {
  ADMIN_PASSWORD,
  createTestApp,
  loginCookie,
  type TestApp,
  type TestAppOptions,
} from '../test-app';

export type AdminApi = ReturnType<typeof apiAs>;
export type AdminApp = { t: TestApp; cookie: string; admin: AdminApi };

/**
 * Starts the app before the file's tests and closes it after them. The file keeps its own
 * `t`, set through `take` (which may go on to set up more), so its tests read it as a plain
 * variable.
 */
export function useTestApp(
  take: (t: TestApp) => unknown,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(env, options);
    await take(t);
  });
  afterAll(async () => t?.close());
}

/** As useTestApp, with the administrator signed in: `take` gets also their `cookie` and `admin`. */
export function useAdminApp(
  take: (started: AdminApp) => unknown,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  useTestApp(
    async (t) => {
      const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
      await take({ t, cookie, admin: apiAs(t, cookie) });
    },
    env,
    options,
  );
}
