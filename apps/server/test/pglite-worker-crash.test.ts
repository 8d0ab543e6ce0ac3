/**
 * The embedded database's worker thread dying (decision 0054) is the database going away
 * of decision 0017: a request answers 503 with Retry-After, never hangs, and a data
 * directory is opened again by the next request.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { SESSION_COOKIE } from '../src/modules/platform/auth/sessions';
import { asWebApp } from './test-app';
import { pgliteTemplateDump } from './support/test-database';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent-karamu-web-dist',
  // Otherwise the app reads (or makes) it in the database while it is built.
  DEVICE_COOKIE_SECRET: 'device-cookie-secret-of-the-pglite-worker-tests',
});

const unknownSession = asWebApp(`${SESSION_COOKIE}=a-session-token-nobody-has`);

let dir: string;
/** The run's migrated template (this file runs only in the PGlite pass: vitest.config.ts). */
let template: Blob;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'karamu-pglite-worker-crash-'));
  template = new Blob([await readFile(pgliteTemplateDump())]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function appOn(database: DatabaseHandle) {
  const app = await buildApp({ db: database.db, config });
  return { app, close: async () => (await app.close(), await database.close()) };
}

describe("PGlite's worker thread dying", () => {
  it('answers 503 with Retry-After while an in-memory database cannot come back', async () => {
    const database = await openDatabase({ kind: 'pglite', fromDump: template });
    const { app, close } = await appOn(database);
    try {
      await database.crashForTest!();
      const response = await app.inject({ method: 'GET', url: '/api/me', headers: unknownSession });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'The database is unavailable, please try again shortly',
      });
    } finally {
      await close();
    }
  });

  it('opens the data directory again for the next request', async () => {
    const dataDir = path.join(dir, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir, fromDump: template });
    const { app, close } = await appOn(database);
    try {
      await database.crashForTest!();
      // The session is looked up in the database: no such session, as before the crash.
      const response = await app.inject({ method: 'GET', url: '/api/me', headers: unknownSession });
      expect(response.statusCode, response.body).toBe(401);
    } finally {
      await close();
    }
  });
});
