/**
 * PostgreSQL closing the app's connections under it (decision 0017), as a restart, a
 * failover or pg_terminate_backend does: the app's backends are terminated from a
 * separate admin connection while it serves requests and while the delivery worker sends
 * a batch. The process stays up (an unhandled error fails this run), requests meanwhile
 * answer or get 503 with Retry-After, the app answers again without a restart, and every
 * message reaches the provider exactly once. Then PostgreSQL goes down and comes back,
 * seen through a proxy that resets the app's connections and refuses new ones (the
 * suite's server is shared by the files running beside this one, so it is not stopped).
 * Runs in the PostgreSQL pass only (see vitest.config.ts); db-failure.test.ts covers a
 * database that cannot be reached at all.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bootstrapAdmin } from '../src/bootstrap';
import { connectClient, openDatabase } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import {
  createEventWithGuests,
  createTemplate,
  guestRows,
  startWorker,
  waitFor,
} from './support/messaging-fixtures';
import { startTcpProxy } from './support/tcp-proxy';
import { ADMIN_PASSWORD, asWebApp, createTestApp, loginCookie, type TestApp } from './test-app';

const baseUrl = process.env.TEST_DATABASE_URL!;
const RECIPIENTS = 150;

let t: TestApp;
let sms: FakeSmsProvider;
let cookie: string;
/** On the server's `postgres` database: outside the app's pool and its database. */
let admin: pg.Client;
let database: string;

beforeAll(async () => {
  sms = await startFakeSmsProvider('africastalking');
  t = await createTestApp({
    ...sms.env,
    PROVIDER_TIMEOUT_MS: '2000',
    MESSAGE_RETRY_BASE_MS: '20',
    // Short, so a message whose outcome could not be recorded goes again soon.
    MESSAGE_LEASE_MS: '5000',
    WORKER_POLL_MS: '50',
    SMS_RATE_PER_SECOND: '200',
  });
  cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  admin = await connectClient(baseUrl);
  const current = await t.db.execute(sql`select current_database() as name`);
  database = (current as unknown as { rows: { name: string }[] }).rows[0]!.name;
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
  await sms?.close();
});

/** Terminates the app's backends (all, or those `where` picks); answers how many. */
async function terminateBackends(where = 'true'): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and (${where})`,
    [database],
  );
  for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
  return rows.length;
}

const getMe = () => t.app.inject({ method: 'GET', url: '/api/me', headers: asWebApp(cookie) });
/**
 * A request that always reads the database: GET /api/me may be answered from the session
 * cache for a few seconds (decision 0016), which would hide an outage.
 */
const USERS = '/api/users?size=1';
const getUsers = () => t.app.inject({ method: 'GET', url: USERS, headers: asWebApp(cookie) });

/** Serving again within 10 s of the outage's end, without anything restarted. */
async function expectServingAgain() {
  await waitFor(
    'GET /api/users and GET /api/me to answer 200',
    async () =>
      (await getUsers()).statusCode === 200 && (await getMe()).statusCode === 200
        ? true
        : undefined,
    10_000,
  );
}

describe('backends terminated under the app', () => {
  it('answers 503 with Retry-After to the request whose connection was terminated', async () => {
    expect((await getUsers()).statusCode).toBe(200);
    // The request's query waits on a lock, so its backend is known when it is terminated.
    const locker = await connectClient(new URL(`/${database}`, baseUrl).toString());
    await locker.query('begin');
    await locker.query('lock table users in access exclusive mode');
    const pending = getUsers();
    await waitFor('the request to wait on the lock', async () =>
      (
        await admin.query(
          `select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
          [database],
        )
      ).rowCount! > 0
        ? true
        : undefined,
    );
    // A list reads its page and its total at once: one or two backends wait.
    expect(await terminateBackends(`wait_event_type = 'Lock'`)).toBeGreaterThanOrEqual(1);
    const response = await pending;
    await locker.query('rollback');
    await locker.end();

    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: 'The database is unavailable, please try again shortly',
    });
    await expectServingAgain();
  });

  it('survives a connection terminated inside a transaction between two queries', async () => {
    const outcome = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(await terminateBackends()).toBeGreaterThan(0);
      // The client hears of it while it holds no query (its `error` event) or with the
      // next one; either way the transaction fails as "unavailable".
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toSatisfy(isDatabaseUnavailable);
    await expectServingAgain();
  });

  it('answers or says 503 to requests while every backend is terminated, then serves again', async () => {
    const statuses: number[] = [];
    let terminating = true;
    const load = async () => {
      while (terminating) {
        const response = await getMe();
        statuses.push(response.statusCode);
        if (response.statusCode === 503) expect(response.headers['retry-after']).toBe('5');
      }
    };
    const clients = [load(), load(), load(), load()];
    let terminated = 0;
    for (let round = 0; round < 5; round += 1) {
      await waitFor('a request to be answered', async () =>
        statuses.length > round * 4 ? true : undefined,
      );
      terminated += await terminateBackends();
    }
    terminating = false;
    await Promise.all(clients);

    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    await expectServingAgain();
  });
});

describe('the delivery worker with its backends terminated mid-batch', () => {
  it('sends every message exactly once after recovery', async () => {
    const api = apiAs(t, cookie);
    const rows = guestRows(RECIPIENTS);
    const { eventId } = await createEventWithGuests(t, cookie, rows);
    const templateId = await createTemplate(api, { channel: 'sms', body: 'Karibu {guest_name}' });
    // Slow enough that sends are in flight when the connections go.
    sms.setDelay(50);
    let terminations = 0;
    let nextAt = RECIPIENTS / 10;
    // Whenever the provider has taken another tenth of the batch, before it answers: the
    // worker's connections die between its claims and its records.
    sms.beforeAnswer(async () => {
      if (sms.accepted.length < nextAt) return;
      nextAt += RECIPIENTS / 10;
      terminations += await terminateBackends();
    });
    const worker = startWorker(t);
    try {
      const created = await api('POST', '/api/message-batches', {
        templateId,
        contextId: eventId,
        filter: { name: 'all' },
        confirm: true,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const batch = await waitFor(
        'the batch to finish',
        async () => {
          const { status, body } = await api('GET', `/api/message-batches/${created.body.id}`);
          return status === 200 && body.status === 'completed' ? body : undefined;
        },
        60_000,
      );
      expect(terminations).toBeGreaterThan(0);
      expect(batch.counts).toMatchObject({ sent: RECIPIENTS, queued: 0, sending: 0, failed: 0 });
      // The provider: each recipient exactly once (a message sent again after a lost
      // record carried the same idempotency key and was answered from it).
      const accepted = sms.accepted.filter((m) => m.body.startsWith('Karibu Guest '));
      expect(accepted).toHaveLength(RECIPIENTS);
      expect(new Set(accepted.map((m) => m.to))).toEqual(new Set(rows.map((r) => r.phone)));
      console.info(
        `db-failure: ${terminations} backends terminated mid-batch; ${sms.repeats} sends repeated after a lost record were answered from their idempotency key`,
      );
    } finally {
      sms.beforeAnswer(undefined);
      sms.setDelay(0);
      await worker.stop();
    }
    // Every connection is back in the pool (none leaked by a transaction whose BEGIN met a
    // closed connection, see createPool), so the app can use all of them.
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  }, 120_000);
});

describe('PostgreSQL down and back up', () => {
  it('answers 503 with Retry-After while it is down and serves again once it is back', async () => {
    const server = new URL(baseUrl);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port) });
    const name = `karamu_test_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(`/${name}`, baseUrl);
    url.port = String(proxy.port);
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    const app = await buildApp({ db: database.db, config: t.config });
    try {
      await bootstrapAdmin(database.db, ADMIN_PASSWORD);
      const signedIn = asWebApp(await loginCookie(app, 'admin', ADMIN_PASSWORD));
      const users = () => app.inject({ method: 'GET', url: USERS, headers: signedIn });
      expect((await users()).statusCode).toBe(200);

      await proxy.stop();
      for (const response of [await users(), await users()]) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
      }

      await proxy.start();
      await waitFor(
        'GET /api/users to answer 200',
        async () => ((await users()).statusCode === 200 ? true : undefined),
        10_000,
      );
    } finally {
      await app.close();
      await database.close();
      await proxy.stop();
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  });
});
