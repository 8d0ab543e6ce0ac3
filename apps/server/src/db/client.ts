/**
 * Opens the database: PGlite in the data directory by default, a PostgreSQL pool when
 * DATABASE_URL is set. Both give a Drizzle database over the same schema and migrations.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_DIR } from '../server-dir';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
/** A database or an open transaction: every repository function takes one of these. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = path.join(SERVER_DIR, 'drizzle');

/** Any value serves: it only has to be the same for every process migrating one database. */
const MIGRATION_LOCK_KEY = 4_711_042;

export type OpenDatabaseOptions =
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir)
    : openPostgres(options.url, options.poolSize);
}

/**
 * PostgreSQL's default 128MB of shared buffers lives inside PGlite's WebAssembly memory and
 * stays resident once touched: about 130MB of the idle server (decision 0021). The files
 * are still cached by the operating system, and 32MB holds an event of tens of thousands
 * of guests with its indexes.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** `dataDir` undefined: an in-memory database (tests). */
async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    // pg_trgm backs text search on large lists; the migrations create the extension.
    const client = new PGlite({
      ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}),
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  await migrateUnderLock(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Several servers may start at once against one PostgreSQL: one migrates, the rest wait. */
async function migrateUnderLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
