/**
 * The embedded database in a worker thread (decision 0054) answers as PGlite on the
 * request thread did: the same rows and types, the same errors, one transaction at a time;
 * a worker that dies fails its calls as "unavailable" (503, decision 0017) and a data
 * directory is opened again by the next call.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWorkerClient } from './pglite-worker-client';
import { isDatabaseUnavailable } from './unavailable';

const OPTIONS = { sharedBuffers: '16MB' };

/** Drizzle's pglite driver leaves these types as PostgreSQL's text (drizzle-orm/pglite/session). */
const keepText = (value: string) => value;
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText,
  1115: keepText,
  1185: keepText,
  1187: keepText,
  1182: keepText,
};

const SETUP = `
  create table t (
    id int primary key, big bigint, num numeric, f float8, ok boolean, name text,
    raw bytea, doc jsonb, at timestamptz, day date, span interval, u uuid,
    tags text[], ns int[], ats timestamptz[]
  );
  create unique index t_name_unique on t (name);
`;
const INSERT = `insert into t values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`;
const ROW = [
  1,
  '9007199254740993',
  '12.50',
  1.5,
  true,
  'Wanjiru',
  new Uint8Array([0, 1, 254, 255]),
  JSON.stringify({ a: [1, 'x', null], b: { c: true } }),
  new Date('2026-11-26T10:00:00.123Z'),
  '2026-12-24',
  '1 day 02:03:04',
  '0b6f3c8e-6f2c-4a53-9a4e-0f1d2c3b4a59',
  ['a', 'b,c', 'd"e'],
  [1, 2, 3],
  ['2026-01-01T00:00:00Z'],
];
const SELECT = 'select *, count(*) over () as n, null::text as nothing from t';

let here: PGlite;
let there: PgliteWorkerClient;

beforeAll(async () => {
  here = new PGlite();
  there = await PgliteWorkerClient.open(OPTIONS);
  for (const db of [here, there]) {
    await db.exec(SETUP);
    await db.query(INSERT, ROW);
  }
});
afterAll(async () => {
  await here.close();
  await there.close();
});

describe('PGlite in a worker thread', () => {
  it.each<[string, QueryOptions | undefined]>([
    ["PGlite's own parsers", undefined],
    ["Drizzle's, rows as arrays", { rowMode: 'array', parsers: DRIZZLE_PARSERS }],
    ["Drizzle's, rows as objects", { rowMode: 'object', parsers: DRIZZLE_PARSERS }],
    ['a parser of its own', { parsers: { [types.INT4]: (value) => `#${value}` } }],
  ])('answers the same rows and types as on this thread with %s', async (_, options) => {
    const expected = await here.query(SELECT, [], options);
    const actual = await there.query(SELECT, [], options);
    expect(actual).toEqual(expected);
    const row = (actual.rows as Record<string, unknown>[])[0]!;
    if (options?.rowMode !== 'array') {
      expect(row.raw).toBeInstanceOf(Uint8Array);
      expect(typeof row.big).toBe('bigint');
      if (!options?.parsers) expect(row.at).toBeInstanceOf(Date);
    }
  });

  it('answers exec and writes as on this thread', async () => {
    const sql = `update t set f = f * 2 where id = 1; select f from t; update t set f = f / 2`;
    expect(await there.exec(sql)).toEqual(await here.exec(sql));
  });

  it('fails a statement with the same error and its SQLSTATE, constraint and detail', async () => {
    const same = [2, ...ROW.slice(1)];
    const expected = await here.query(INSERT, same).catch((error: unknown) => error);
    const actual = await there.query(INSERT, same).catch((error: unknown) => error);
    expect(actual).toBeInstanceOf(Error);
    expect(actual).toMatchObject({
      message: (expected as Error).message,
      code: '23505',
      constraint: 't_name_unique',
      detail: (expected as { detail: string }).detail,
      query: INSERT,
    });
    expect(isDatabaseUnavailable(actual)).toBe(false);
  });

  it('fails a call whose parameters cannot cross, and answers the next', async () => {
    await expect(there.query('select $1::text', [() => 'a function'])).rejects.toThrow(
      /could not be cloned/,
    );
    expect((await there.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction, while a query outside it waits for its end', async () => {
    let outside: Promise<unknown> | undefined;
    let outsideDone = false;
    await there.transaction(async (tx) => {
      await tx.query(`insert into t (id, name) values (10, 'Otieno')`);
      outside = there
        .query<{ n: number }>(`select count(*)::int as n from t where id = 10`)
        .then((result) => ((outsideDone = true), result.rows[0]!.n));
      // Statements of the transaction still run; the query outside has not.
      await tx.query('select 1');
      expect(outsideDone).toBe(false);
    });
    expect(await outside).toBe(1);
  });

  it('rolls back a transaction whose callback throws, and closes its handle', async () => {
    let handle: Parameters<Parameters<PgliteWorkerClient['transaction']>[0]>[0] | undefined;
    await expect(
      there.transaction(async (tx) => {
        handle = tx;
        await tx.query(`insert into t (id, name) values (11, 'Akinyi')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(handle!.closed).toBe(true);
    await expect(handle!.query('select 1')).rejects.toThrow('Transaction is closed');
    const { rows } = await there.query<{ n: number }>(
      `select count(*)::int as n from t where id = 11`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('rolls back on request, and the transaction then ends without a commit', async () => {
    await there.transaction(async (tx) => {
      await tx.query(`insert into t (id, name) values (12, 'Kipchoge')`);
      await tx.rollback();
    });
    const { rows } = await there.query<{ n: number }>(
      `select count(*)::int as n from t where id = 12`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('dumps the database as a tarball that opens again', async () => {
    const copy = await PgliteWorkerClient.open({ ...OPTIONS, loadDataDir: await there.dump() });
    try {
      const { rows } = await copy.query<{ name: string }>('select name from t where id = 1');
      expect(rows).toEqual([{ name: 'Wanjiru' }]);
    } finally {
      await copy.close();
    }
  });
});

describe('a worker thread that dies', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'karamu-pglite-worker-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fails the calls waiting on it as unavailable, and the data directory opens again', async () => {
    const client = await PgliteWorkerClient.open({ ...OPTIONS, dataDir: dir });
    try {
      await client.exec(`create table kept (n int); insert into kept values (1)`);
      const waiting = client.query('select pg_sleep(5)');
      await client.crashForTest();
      const error = await waiting.catch((failure: unknown) => failure);
      expect(error).toMatchObject({ code: '57P02' });
      expect(isDatabaseUnavailable(error)).toBe(true);

      const { rows } = await client.query<{ n: number }>('select n from kept');
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await client.close();
    }
  });

  it('keeps failing as unavailable when the database was in memory', async () => {
    const client = await PgliteWorkerClient.open(OPTIONS);
    try {
      await client.crashForTest();
      for (let i = 0; i < 2; i += 1) {
        const error = await client.query('select 1').catch((failure: unknown) => failure);
        expect(isDatabaseUnavailable(error)).toBe(true);
      }
    } finally {
      await client.close();
    }
  });

  it('fails a transaction it was in, without sending its statements to the next worker', async () => {
    const client = await PgliteWorkerClient.open({ ...OPTIONS, dataDir: path.join(dir, 'tx') });
    try {
      await client.exec('create table kept (n int)');
      const failed = await client
        .transaction(async (tx) => {
          await tx.query('insert into kept values (1)');
          await client.crashForTest();
          await tx.query('insert into kept values (2)');
        })
        .catch((failure: unknown) => failure);
      expect(isDatabaseUnavailable(failed)).toBe(true);
      const { rows } = await client.query('select n from kept');
      expect(rows).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('is closed for good once closed', async () => {
    const client = await PgliteWorkerClient.open(OPTIONS);
    await client.close();
    await expect(client.query('select 1')).rejects.toThrow('PGlite is closed');
  });
});
