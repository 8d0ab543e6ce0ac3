/**
 * Opens the database: PGlite in the data directory by default (in a worker thread,
 * decision 0054), a PostgreSQL pool when DATABASE_URL is set. Both give a Drizzle database over the same schema and migrations.
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { MIGRATIONS_DIR, templateFor } from './pglite-template';
import { PgliteWorkerClient } from './pglite-worker-client';

type Schema = typeof schema;
/** A database or an open transaction: every repository function takes one of these. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `fromDump` opens again. */
  dump?: () => Promise<Blob>;
  /** PGlite only: ends its worker thread as a crash would (the tests of decision 0054). */
  crashForTest?: () => Promise<void>;
};

/** Any value serves: it only has to be the same for every process migrating one database. */
const MIGRATION_LOCK_KEY = 4_711_042;

export type OpenDatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; fromDump?: Blob }
  | ({ kind: 'postgres'; url: string } & Omit<PoolOptions, 'url'>);

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.fromDump)
    : openPostgres(options);
}

/**
 * PostgreSQL's default 128MB of shared buffers lives inside PGlite's WebAssembly memory and
 * stays resident once touched: about 130MB of the idle server (decision 0021). The files
 * are still cached by the operating system, and 32MB holds an event of tens of thousands
 * of guests with its indexes.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * `dataDir` undefined: an in-memory database (tests), empty or a copy of `fromDump` (the
 * test suites' migrated template: opening a copy is much cheaper than migrating afresh).
 */
async function openPglite(
  dataDir: string | undefined,
  fromDump: Blob | undefined,
): Promise<DatabaseHandle> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    const pgliteDir = dataDir ? path.join(dataDir, 'pglite') : undefined;
    // A new data directory starts from the build's migrated template, when there is one.
    const startFrom = fromDump ?? (pgliteDir ? templateFor(pgliteDir) : undefined);
    const client = await PgliteWorkerClient.open({
      dataDir: pgliteDir,
      loadDataDir: startFrom,
      sharedBuffers: PGLITE_SHARED_BUFFERS,
    });
    // Drizzle's pglite driver calls only `query` and `transaction` (with the handle's
    // `query`), which the worker's client answers as PGlite does.
    const db = drizzlePglite({ client: client as unknown as PGlite, schema });
    try {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        lock?.release();
      },
      dump: () => client.dump(),
      crashForTest: () => client.crashForTest(),
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres({
  url,
  ...poolOptions
}: Extract<OpenDatabaseOptions, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  await migrateUnderLock(url);
  const pool = createPool({ url, ...poolOptions });
  const db = drizzlePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * How long a request waits for a connection (a new one, or a free one of the pool) before
 * it fails with a 503: without a limit it would hang for as long as the database does.
 * Longer than a busy moment's wait for a free connection, shorter than the web app's
 * request timeout (VITE_API_TIMEOUT_MS, 30 s).
 */
const CONNECT_TIMEOUT_MS = 10_000;

export type PoolOptions = {
  url: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  /** Told of each connection PostgreSQL closed (a restart, failover, pg_terminate_backend). */
  onConnectionError?: (error: Error) => void;
};

/**
 * A pg Pool whose checked-out clients go back to it when their connection closes.
 * Drizzle's `transaction()` (node-postgres, 0.45) runs BEGIN before the try/finally that
 * releases its client, so a BEGIN on a connection PostgreSQL just closed leaks the client:
 * the pool loses a connection for good, and after `max` of them every request waits for
 * the connect timeout (drizzle-orm issues 6023 and 6241, open). Here such a client is
 * released, with the error so the pool drops it, when its connection ends; the release
 * its holder makes later, if any, is then a no-op instead of pg-pool's double-release throw.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pool.query's own, which always releases its client.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenConnectionEnds);
  }
}

function releaseWhenConnectionEnds(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('end', onEnd);
    release(error);
  };
  const onEnd = () => releaseOnce(new Error('Connection terminated while checked out'));
  client.once('end', onEnd);
  client.release = releaseOnce;
  return client;
}

/**
 * A pg Pool that survives PostgreSQL going away (decision 0017). A connection the server
 * closes emits `error` on its client, idle or checked out between two queries, and an
 * EventEmitter's `error` without a listener ends the process. So the pool and every client
 * it opens get one. The pool drops such a client (pg-pool removes one that is no longer
 * queryable when it is released) and opens new ones as requests need them, so it
 * reconnects on its own once PostgreSQL is back.
 */
export function createPool({
  url,
  poolSize = 10,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
  onConnectionError = () => {},
}: PoolOptions): pg.Pool {
  const pool = new ReleasingPool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // A server that vanished without closing its sockets (a failover, a dead host) is
    // noticed by TCP keepalive instead of a query hanging until the kernel gives up.
    keepAlive: true,
  });
  // An idle client's error, re-emitted by the pool once it has removed the client.
  pool.on('error', onConnectionError);
  // A checked-out client has no pool listener: its query or the next one fails with the
  // error and the request answers 503, so here it only has to be kept from being fatal.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * A single connected pg Client (migrations, a test's admin connection), with an `error`
 * listener for the same reason as the pool's: a connection closed while no query runs
 * would otherwise end the process. The next query on it fails with the error instead.
 */
export async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Several servers may start at once against one PostgreSQL: one migrates, the rest wait. */
async function migrateUnderLock(url: string): Promise<void> {
  const client = await connectClient(url);
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}
