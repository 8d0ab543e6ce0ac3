/**
 * A PostgreSQL that cannot be reached (decision 0017): the app answers 503 with
 * Retry-After instead of 500, the delivery worker and the scheduler log and keep trying,
 * and nothing ends the process (an unhandled error fails this run). The database is a real
 * pg Pool pointed at a port on 127.0.0.1 where nothing listens (PostgreSQL stopped), or
 * where a server accepts and never answers (a host that hangs): no PostgreSQL is needed,
 * so this runs in both passes. Connections PostgreSQL closes under a running app are
 * tested in db-failure.postgres.test.ts.
 */
import net from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPool, type Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { startScheduler } from '../src/modules/platform/message-schedules/scheduler';
import { startDeliveryWorker, systemClock } from '../src/modules/platform/messaging';
import { SESSION_COOKIE } from '../src/modules/platform/auth/sessions';
import { waitFor } from './support/messaging-fixtures';
import { freePort } from './support/server-child';
import { asWebApp } from './test-app';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent-karamu-web-dist',
  WORKER_POLL_MS: '20',
  SCHEDULER_INTERVAL_MS: '100',
  // A provider, so the worker has an SMS lane that claims (a channel without one has none,
  // decision 0029). Never called: every claim fails first.
  SMS_PROVIDER: 'africastalking',
  AT_USERNAME: 'sandbox',
  AT_API_KEY: 'never-used',
  AT_BASE_URL: 'http://127.0.0.1:9',
  // Otherwise the app reads (or makes) it in the database while it is built.
  DEVICE_COOKIE_SECRET: 'device-cookie-secret-of-the-db-failure-tests',
});

/** An app over a pool whose every connection attempt fails. */
async function appOn(port: number, connectTimeoutMs?: number) {
  const pool = createPool({
    url: `postgres://karamu@127.0.0.1:${port}/karamu`,
    ...(connectTimeoutMs ? { connectTimeoutMs } : {}),
  });
  const db: Db = drizzle({ client: pool, schema });
  const app = await buildApp({ db, config });
  return { app, db, close: async () => (await app.close(), await pool.end()) };
}

function expectUnavailable(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    message: 'The database is unavailable, please try again shortly',
  });
}

const signedIn = asWebApp(`${SESSION_COOKIE}=a-session-token-from-before-the-outage`);

describe('PostgreSQL stopped: nothing listens on its port', () => {
  let target: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    target = await appOn(await freePort());
  });
  afterAll(() => target.close());

  it('answers 503 with Retry-After to a signed-in request and to a sign-in', async () => {
    expectUnavailable(
      await target.app.inject({ method: 'GET', url: '/api/me', headers: signedIn }),
    );
    expectUnavailable(
      await target.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: 'a-password' },
      }),
    );
  });

  it('keeps the delivery worker and the scheduler trying, and stops them cleanly', async () => {
    const lines: { msg: string }[] = [];
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const jobs = {
      db: target.db,
      config,
      clock: systemClock,
      logger,
      messaging: target.app.messaging,
    };
    const worker = startDeliveryWorker(jobs);
    const scheduler = startScheduler(jobs);
    const count = (msg: string) => lines.filter((line) => line.msg === msg).length;
    // Several failed rounds of each: they went on after the first failure.
    await waitFor('failed claims and scheduler ticks', async () =>
      count('could not claim messages') >= 3 && count('schedule run failed') >= 3
        ? true
        : undefined,
    );
    await worker.stop();
    await scheduler.stop();
  });
});

describe('a database host that accepts connections and never answers', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let target: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    target = await appOn((silent.address() as net.AddressInfo).port, 300);
  });
  afterAll(async () => {
    await target.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 once the connect timeout passes instead of hanging', async () => {
    expectUnavailable(
      await target.app.inject({ method: 'GET', url: '/api/me', headers: signedIn }),
    );
  });
});
