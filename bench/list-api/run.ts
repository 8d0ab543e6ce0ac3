/**
 * `npm run bench`: seeds guests into PostgreSQL and PGlite, then measures a page of the
 * guest list through HTTP and the same SQL through the driver. Prints figures and writes
 * them to bench/results/; it never fails on time.
 *
 * Options: --db postgres|pglite|both  --guests N (or BENCH_GUESTS)  --duration S  --warmup S
 *          --connections N  --pool-size N  --port N (PostgreSQL; a free one by default)
 *          --log-level L (the app's, default info)  --fresh (reseed PGlite)
 * BENCH_SERVER_EXEC_ARGV='--cpu-prof' passes Node flags to the measured server process.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { bootstrapAdmin } from '../../apps/server/src/bootstrap';
import {
  connectClient,
  openDatabase,
  type OpenDatabaseOptions,
} from '../../apps/server/src/db/client';
import { runHttp, summarize, type RawRun } from './measure';
import { findFreePort, startPostgresCluster } from './postgres-cluster';
import {
  describeMachine,
  measureBusy,
  printResult,
  ratioOf,
  writeResult,
  type DatabaseKind,
  type ListApiResult,
  positiveFlag,
} from './report';
import { EVENT_COUNT, SEED_VERSION, seed, type SqlClient } from './seed';
import type { CapturedQuery, DirectRequest } from './server-process';
import { spawnServer, type ServerHandle } from './spawn-server';
import { WORKLOAD, pathOf } from './workload';

const ADMIN_PASSWORD = 'karamu-bench-admin-password';
const cacheDir = new URL('../.cache/', import.meta.url).pathname;

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    guests: { type: 'string', default: process.env.BENCH_GUESTS ?? '1000000' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'pool-size': { type: 'string', default: '10' },
    port: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    fresh: { type: 'boolean', default: false },
  },
});
const settings = {
  databases: (flags.db === 'both' ? ['postgres', 'pglite'] : [flags.db]) as DatabaseKind[],
  guests: positiveFlag('guests', flags.guests),
  durationSeconds: positiveFlag('duration', flags.duration),
  warmupSeconds: positiveFlag('warmup', flags.warmup),
  connections: positiveFlag('connections', flags.connections),
  poolSize: positiveFlag('pool-size', flags['pool-size']),
  port: flags.port === undefined ? undefined : positiveFlag('port', flags.port),
  logLevel: flags['log-level'],
};
if (settings.databases.some((kind) => kind !== 'postgres' && kind !== 'pglite')) {
  throw new Error('--db must be postgres, pglite or both');
}
const args = process.argv.slice(2);
const command = args.length > 0 ? `npm run bench -- ${args.join(' ')}` : 'npm run bench';
const log = (line: string) => console.log(line);

/** Migrates, creates `admin`, seeds; returns seconds spent seeding. */
async function seedDatabase(options: OpenDatabaseOptions): Promise<number> {
  const database = await openDatabase(options);
  try {
    await bootstrapAdmin(database.db, ADMIN_PASSWORD);
    const client =
      options.kind === 'postgres'
        ? await connectClient(options.url)
        : (database.db as unknown as { $client: SqlClient }).$client;
    try {
      const { rows } = await client.query(`select id from users where username = 'admin'`);
      const adminId = (rows[0] as { id: string }).id;
      log(`Seeding ${settings.guests.toLocaleString('en')} guests into ${options.kind}:`);
      return await seed(client, {
        guests: settings.guests,
        adminId,
        maintenanceWorkMem: options.kind === 'postgres' ? '512MB' : '256MB',
        log,
      });
    } finally {
      if (client instanceof pg.Client) await client.end();
    }
  } finally {
    await database.close();
  }
}

type Prepared = {
  database: OpenDatabaseOptions;
  seedSeconds: number;
  seededThisRun: boolean;
  cleanup: () => void;
};

async function preparePostgres(): Promise<Prepared> {
  const cluster = startPostgresCluster(settings.port ?? (await findFreePort()));
  // Ctrl-C must not leave a PostgreSQL server running in /tmp.
  const onSignal = () => {
    cluster.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    cluster.stop();
  };
  try {
    const database = { kind: 'postgres', url: cluster.url, poolSize: settings.poolSize } as const;
    return {
      database,
      seedSeconds: await seedDatabase(database),
      seededThisRun: true,
      cleanup: stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A seeded PGlite directory is kept under bench/.cache and reused for the same size. */
async function preparePglite(): Promise<Prepared> {
  const dir = path.join(cacheDir, `pglite-${settings.guests}`);
  const marker = path.join(dir, 'seeded.json');
  const cached = existsSync(marker)
    ? (JSON.parse(readFileSync(marker, 'utf8')) as { seedVersion: number; seedSeconds: number })
    : undefined;
  const reuse = cached?.seedVersion === SEED_VERSION && !flags.fresh;
  if (reuse) log(`Reusing the seeded PGlite database in ${dir} (--fresh to reseed)`);
  let seedSeconds = cached?.seedSeconds ?? 0;
  if (!reuse) {
    const building = `${dir}.tmp`;
    rmSync(building, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    seedSeconds = await seedDatabase({ kind: 'pglite', dataDir: building });
    writeFileSync(
      path.join(building, 'seeded.json'),
      `${JSON.stringify({ seedVersion: SEED_VERSION, seedSeconds }, null, 2)}\n`,
    );
    renameSync(building, dir);
  }
  return {
    database: { kind: 'pglite', dataDir: dir },
    seedSeconds,
    seededThisRun: !reuse,
    cleanup: () => {},
  };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('karamu_session='));
  if (!response.ok || !cookie)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

/** One request per workload entry, recording the guests queries the app ran for it. */
async function captureWorkload(server: ServerHandle, base: string, cookie: string) {
  const requests: DirectRequest[] = [];
  const totals: { path: string; total: number }[] = [];
  for (const request of WORKLOAD) {
    await server.call('captureStart');
    const response = await fetch(`${base}${pathOf(request)}`, { headers: { cookie } });
    const captured = await server.call<CapturedQuery[]>('captureStop');
    if (!response.ok) {
      throw new Error(
        `GET ${pathOf(request)} answered ${response.status}: ${await response.text()}`,
      );
    }
    const body = (await response.json()) as { total: number; items: unknown[] };
    if (captured.length === 0) throw new Error('the endpoint ran no query on the guests table');
    // The app's queries overlap in time when it runs them at once (page and count).
    const parallel = captured.some((q, i) => i > 0 && q.startMs < captured[i - 1]!.endMs);
    requests.push({ queries: captured.map(({ text, params }) => ({ text, params })), parallel });
    totals.push({ path: pathOf(request), total: body.total });
  }
  return { requests, totals };
}

async function bench(kind: DatabaseKind): Promise<ListApiResult> {
  const prepared = kind === 'postgres' ? await preparePostgres() : await preparePglite();
  try {
    const server = await spawnServer({ database: prepared.database, logLevel: settings.logLevel });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const cookie = await signIn(base);
      const { requests, totals } = await captureWorkload(server, base, cookie);
      const load = {
        connections: settings.connections,
        warmupSeconds: settings.warmupSeconds,
        durationSeconds: settings.durationSeconds,
      };
      const machine = { ...describeMachine(), busyBeforeRun: await measureBusy() };

      let sequence = 0;
      const nextPath = () => pathOf(WORKLOAD[sequence++ % WORKLOAD.length]!);
      const timing = `${settings.warmupSeconds} s warm-up, then ${settings.durationSeconds} s`;
      log(`${kind}: HTTP, ${timing}`);
      const cpuBeforeHttp = await server.call<number>('cpu');
      const httpRun = await runHttp({ ...load, url: base, cookie, nextPath });
      const http = summarize(httpRun, (await server.call<number>('cpu')) - cpuBeforeHttp);
      const serverMemory = await server.call<ListApiResult['serverMemory']>('memory');
      await server.call('drain');

      log(`${kind}: direct SQL, ${timing}`);
      const cpuBeforeDirect = await server.call<number>('cpu');
      const directRun = await server.call<RawRun>('direct', { ...load, workload: requests });
      const direct = summarize(directRun, (await server.call<number>('cpu')) - cpuBeforeDirect);

      const first = requests[0]!;
      const count = first.queries.find((q) => /\bcount\(/i.test(q.text)) ?? first.queries.at(-1)!;
      const page = first.queries.find((q) => q !== count) ?? first.queries[0]!;
      const plans = {
        page: await server.call<string[]>('explain', page),
        count: await server.call<string[]>('explain', count),
      };
      return {
        benchmark: 'list-api',
        database: kind,
        // 'PostgreSQL 15.18 (Debian 15.18-0+deb12u1)', 'PostgreSQL 18.6 (PGlite 0.5.16)'
        databaseVersion: (await server.call<string>('databaseVersion')).split(' on ')[0]!,
        date: new Date().toISOString(),
        command,
        machine,
        data: {
          guests: settings.guests,
          events: EVENT_COUNT,
          seedSeconds: Number(prepared.seedSeconds.toFixed(1)),
          seededThisRun: prepared.seededThisRun,
        },
        load: {
          ...load,
          pipelining: 1,
          poolSize: kind === 'postgres' ? settings.poolSize : null,
          logLevel: settings.logLevel,
        },
        workload: totals,
        http,
        direct,
        ratio: ratioOf(http, direct),
        serverMemory,
        sql: { page: page.text, count: count.text, parallel: first.parallel },
        plans,
      };
    } finally {
      await server.stop();
    }
  } finally {
    prepared.cleanup();
  }
}

for (const kind of settings.databases) {
  const result = await bench(kind);
  printResult(result);
  log(`Wrote ${writeResult(result)} and bench/results/list-api.md`);
}
