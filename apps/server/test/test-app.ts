/**
 * A fresh server on a fresh database for one test file: PGlite in memory by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both
 * ways). Either is a copy of the run's migrated template, `admin` included.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Privilege, RoleScope } from '@karamu/shared';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/modules/platform/auth/passwords';
import { SESSION_COOKIE } from '../src/modules/platform/auth/sessions';
import { insertRole } from '../src/modules/platform/roles/roles-repository';
import { insertUser, setUserRoles } from '../src/modules/platform/users/users-repository';
import { openTestDatabase } from './support/test-database';

export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const USER_PASSWORD = 'user-password-for-tests';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
};

/** `logStream` receives the log lines (give LOG_LEVEL too: tests log nothing by default). */
export type TestAppOptions = { now?: () => number; logStream?: DestinationStream };

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-karamu-web-dist',
    ...env,
  });
  const app = await buildApp({ db: database.db, config, ...options });
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The session cookie of a response, as a Cookie header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function login(app: FastifyInstance, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
}

export async function loginCookie(app: FastifyInstance, username: string, password: string) {
  return sessionCookieOf(await login(app, username, password));
}

let userCounter = 0;

/** A user holding exactly `privileges` through one new role; answers its id and a signed-in cookie. */
export async function createUserWith(
  t: TestApp,
  privileges: readonly Privilege[],
  scope: RoleScope = 'all',
): Promise<{ id: string; username: string; cookie: string }> {
  const { roleIds: _, ...user } = await createUserWithRoles(t, [{ scope, privileges }]);
  return user;
}

/** A user holding one new role per entry of `roles`; answers also the roles' ids, in order. */
export async function createUserWithRoles(
  t: TestApp,
  roles: readonly { scope: RoleScope; privileges: readonly Privilege[] }[],
): Promise<{ id: string; username: string; cookie: string; roleIds: string[] }> {
  userCounter += 1;
  const username = `user${userCounter}_${randomBytes(3).toString('hex')}`;
  const roleIds: string[] = [];
  for (const [index, role] of roles.entries()) {
    roleIds.push(await insertRole(t.db, { name: `role ${index + 1} of ${username}`, ...role }));
  }
  const id = await insertUser(t.db, {
    username,
    name: `User ${userCounter}`,
    passwordHash: await hashPassword(USER_PASSWORD),
    createdBy: null,
  });
  await setUserRoles(t.db, id, roleIds);
  return { id, username, cookie: await loginCookie(t.app, username, USER_PASSWORD), roleIds };
}

/** Headers of a same-site call from the web app. */
export const asWebApp = (cookie?: string) => ({
  'x-requested-with': 'XMLHttpRequest',
  ...(cookie ? { cookie } : {}),
});
