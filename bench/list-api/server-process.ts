/**
 * The measured process: the real app (`buildApp`) on 127.0.0.1, and beside it the raw driver
 * for the direct-SQL side. PGlite cannot be shared between processes, so both sides live
 * here; the load generators' own work (autocannon) stays in the parent process.
 *
 * The parent drives it over IPC with `{ id, method, args }` and gets `{ id, result | error }`.
 */
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import {
  createPool,
  openDatabase,
  type OpenDatabaseOptions,
} from '../../apps/server/src/db/client';
import { runClosedLoop, type LoadOptions } from './measure';

export type ServerProcessOptions = {
  database: OpenDatabaseOptions;
  logLevel: string;
  /** Which queries the direct side replays (a regular expression's source): the guests' by default. */
  capture?: string;
};

export type CapturedQuery = { text: string; params: unknown[]; startMs: number; endMs: number };

/** A request's captured queries, replayed by the direct side as the app ran them. */
export type DirectRequest = { queries: { text: string; params: unknown[] }[]; parallel: boolean };

type QueryFn = (...args: unknown[]) => Promise<{ rows: unknown[] }>;
type Queryable = { query: QueryFn };

const options = JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}') as ServerProcessOptions;
const database = await openDatabase(options.database);
// Drizzle keeps the driver it was given: the pg Pool, or the PGlite instance.
const appClient = (database.db as unknown as { $client: Queryable }).$client;
// The direct side gets a pool of its own with the app's size; PGlite has one connection only.
const directClient: Queryable =
  options.database.kind === 'postgres'
    ? createPool({ url: options.database.url, poolSize: options.database.poolSize })
    : appClient;

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: options.logLevel,
  WEB_DIST_DIR: '/nonexistent-karamu-web-dist',
});
const app = await buildApp({ db: database.db, config });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/**
 * Wraps the app's driver to record the SQL it sends for the captured table, and to count the
 * queries in flight: a request abandoned by autocannon goes on running in the server.
 */
const capturePattern = new RegExp(options.capture ?? '\\bfrom "guests"', 'i');
let captured: CapturedQuery[] | null = null;
let appQueriesInFlight = 0;
let lastAppQueryAt = 0;
const originalQuery = appClient.query;
appClient.query = function (this: Queryable, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text: string }).text;
  const entry =
    captured && capturePattern.test(text)
      ? { text, params: (args[1] as unknown[]) ?? [], startMs: performance.now(), endMs: 0 }
      : undefined;
  if (entry) captured?.push(entry);
  appQueriesInFlight += 1;
  const promise = originalQuery.apply(this, args);
  const settled = () => {
    appQueriesInFlight -= 1;
    lastAppQueryAt = performance.now();
    if (entry) entry.endMs = lastAppQueryAt;
  };
  promise.then(settled, settled);
  return promise;
};

/** Resolves once the app has run no query for a quarter of a second. */
async function drain(): Promise<void> {
  while (appQueriesInFlight > 0 || performance.now() - lastAppQueryAt < 250) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const runRequest = async ({ queries, parallel }: DirectRequest) => {
  if (parallel) {
    await Promise.all(queries.map((q) => directClient.query(q.text, q.params)));
  } else {
    for (const q of queries) await directClient.query(q.text, q.params);
  }
};

const methods = {
  captureStart: () => {
    captured = [];
  },
  captureStop: () => {
    const queries = captured ?? [];
    captured = null;
    return queries;
  },
  drain,
  direct: async (load: LoadOptions & { workload: DirectRequest[] }) =>
    runClosedLoop(load, (sequence) => runRequest(load.workload[sequence % load.workload.length]!)),
  explain: async (query: { text: string; params: unknown[] }) => {
    const { rows } = await directClient.query(
      `explain (analyze, buffers, costs off) ${query.text}`,
      query.params,
    );
    return rows.map((row) => (row as { 'QUERY PLAN': string })['QUERY PLAN']);
  },
  databaseVersion: async () => {
    const { rows } = await directClient.query('select version() as version');
    return (rows[0] as { version: string }).version;
  },
  /** CPU time of this process so far, microseconds. */
  cpu: () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  },
  memory: () => {
    const { rss } = process.memoryUsage();
    return {
      rssMb: Math.round(rss / 2 ** 20),
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
  },
  stop: async () => {
    await app.close();
    if (directClient !== appClient) await (directClient as pg.Pool).end();
    await database.close();
    setImmediate(() => process.exit(0));
  },
};
export type ServerMethod = keyof typeof methods;

process.on('message', async (message: { id: number; method: ServerMethod; args: never }) => {
  try {
    const result = await methods[message.method](message.args);
    process.send?.({ id: message.id, result });
  } catch (error) {
    process.send?.({ id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
process.send?.({ ready: true, port });
