/**
 * A fresh server on a fresh database for one test file: PGlite in memory by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import type { Privilege, RoleScope } from '@karamu/shared';
import { buildApp } from '../src/app';
import { bootstrapAdmin } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/passwords';
import { SESSION_COOKIE } from '../src/modules/auth/sessions';
import { insertRole } from '../src/modules/roles/roles-repository';
import { insertUser, setUserRoles } from '../src/modules/users/users-repository';

export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const USER_PASSWORD = 'user-password-for-tests';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
};

async function openFreshPostgres(baseUrl: string): Promise<DatabaseHandle> {
  const name = `karamu_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** `logStream` receives the log lines (give LOG_LEVEL too: tests log nothing by default). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const database = baseUrl
    ? await openFreshPostgres(baseUrl)
    : await openDatabase({ kind: 'pglite' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-karamu-web-dist',
    ...env,
  });
  await bootstrapAdmin(database.db, ADMIN_PASSWORD);
  const app = await buildApp({ db: database.db, config, logStream: options.logStream });
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
  userCounter += 1;
  const username = `user${userCounter}_${randomBytes(3).toString('hex')}`;
  const roleId = await insertRole(t.db, { name: `role of ${username}`, scope, privileges });
  const id = await insertUser(t.db, {
    username,
    name: `User ${userCounter}`,
    passwordHash: await hashPassword(USER_PASSWORD),
    createdBy: null,
  });
  await setUserRoles(t.db, id, [roleId]);
  return { id, username, cookie: await loginCookie(t.app, username, USER_PASSWORD) };
}

/** Headers of a same-site call from the web app. */
export const asWebApp = (cookie?: string) => ({
  'x-requested-with': 'XMLHttpRequest',
  ...(cookie ? { cookie } : {}),
});
