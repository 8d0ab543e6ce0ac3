/**
 * `npm run bench:vendors`: seeds the public directory into PostgreSQL and PGlite, then
 * measures its searches (`GET /api/public/vendors` and `/services` with filters) through
 * HTTP, and the same SQL through the driver. Prints figures and writes them to
 * bench/results/; it never fails on time. The load generators, the measured server process
 * and the PostgreSQL cluster are list-api's.
 *
 * Options: --db postgres|pglite|both  --postgres-url URL (an existing, empty database instead
 *          of a throw-away cluster)  --vendors N  --services-per-vendor N  --duration S
 *          --warmup S  --connections N  --pool-size N  --fresh (reseed PGlite)
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
import { runHttp, summarize, type RawRun, type Summary } from '../list-api/measure';
import { findFreePort, startPostgresCluster } from '../list-api/postgres-cluster';
import {
  describeMachine,
  measureBusy,
  ratioOf,
  resultsDir,
  positiveFlag,
} from '../list-api/report';
import type { SqlClient } from '../list-api/seed';
import type { CapturedQuery, DirectRequest } from '../list-api/server-process';
import { spawnServer, type ServerHandle } from '../list-api/spawn-server';
import { SEED_VERSION, seed } from './seed';
import { WORKLOAD } from './workload';

type DatabaseKind = 'postgres' | 'pglite';
const ADMIN_PASSWORD = 'karamu-bench-admin-password';
const cacheDir = new URL('../.cache/', import.meta.url).pathname;

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    'postgres-url': { type: 'string' },
    vendors: { type: 'string', default: '100000' },
    'services-per-vendor': { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'pool-size': { type: 'string', default: '10' },
    fresh: { type: 'boolean', default: false },
  },
});
const settings = {
  databases: (flags.db === 'both' ? ['postgres', 'pglite'] : [flags.db]) as DatabaseKind[],
  vendors: positiveFlag('vendors', flags.vendors),
  servicesPerVendor: positiveFlag('services-per-vendor', flags['services-per-vendor']),
  durationSeconds: positiveFlag('duration', flags.duration),
  warmupSeconds: positiveFlag('warmup', flags.warmup),
  connections: positiveFlag('connections', flags.connections),
  poolSize: positiveFlag('pool-size', flags['pool-size']),
};
if (settings.databases.some((kind) => kind !== 'postgres' && kind !== 'pglite')) {
  throw new Error('--db must be postgres, pglite or both');
}
const args = process.argv.slice(2);
const command = `npm run bench:vendors${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
const log = (line: string) => console.log(line);

/** The directory's queries: what the direct side replays. */
const CAPTURE = '\\bfrom "(vendors|vendor_services|vendor_photos)"';

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
      log(`Seeding the directory into ${options.kind}:`);
      return await seed(client, {
        vendors: settings.vendors,
        servicesPerVendor: settings.servicesPerVendor,
        ownerId: (rows[0] as { id: string }).id,
        log,
      });
    } finally {
      if (client instanceof pg.Client) await client.end();
    }
  } finally {
    await database.close();
  }
}

type Prepared = { database: OpenDatabaseOptions; seedSeconds: number; cleanup: () => void };

async function preparePostgres(): Promise<Prepared> {
  const given = flags['postgres-url'];
  const cluster = given ? undefined : startPostgresCluster(await findFreePort());
  const url = given ?? cluster!.url;
  const stop = () => cluster?.stop();
  const onSignal = () => {
    stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  try {
    const database = { kind: 'postgres', url, poolSize: settings.poolSize } as const;
    return { database, seedSeconds: await seedDatabase(database), cleanup: stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A seeded PGlite directory is kept under bench/.cache and reused for the same sizes. */
async function preparePglite(): Promise<Prepared> {
  const dir = path.join(
    cacheDir,
    `vendors-pglite-${settings.vendors}x${settings.servicesPerVendor}`,
  );
  const marker = path.join(dir, 'seeded.json');
  const cached = existsSync(marker)
    ? (JSON.parse(readFileSync(marker, 'utf8')) as { seedVersion: number; seedSeconds: number })
    : undefined;
  if (cached?.seedVersion === SEED_VERSION && !flags.fresh) {
    log(`Reusing the seeded PGlite database in ${dir} (--fresh to reseed)`);
    return {
      database: { kind: 'pglite', dataDir: dir },
      seedSeconds: cached.seedSeconds,
      cleanup: () => {},
    };
  }
  const building = `${dir}.tmp`;
  rmSync(building, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const seedSeconds = await seedDatabase({ kind: 'pglite', dataDir: building });
  writeFileSync(
    path.join(building, 'seeded.json'),
    JSON.stringify({ seedVersion: SEED_VERSION, seedSeconds }),
  );
  renameSync(building, dir);
  return { database: { kind: 'pglite', dataDir: dir }, seedSeconds, cleanup: () => {} };
}

type Captured = {
  path: string;
  total: number;
  request: DirectRequest;
  pageMs: string;
  countMs: string;
};

/** One request per search, recording the directory queries the app ran and their plans' times. */
async function captureWorkload(server: ServerHandle, base: string): Promise<Captured[]> {
  const captured: Captured[] = [];
  for (const url of WORKLOAD) {
    await server.call('captureStart');
    const response = await fetch(`${base}${url}`);
    const queries = await server.call<CapturedQuery[]>('captureStop');
    if (!response.ok)
      throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
    const { total } = (await response.json()) as { total: number };
    // The page and the count run at once; a services page then reads its photos.
    const parallel = queries.some((q, i) => i > 0 && q.startMs < queries[i - 1]!.endMs);
    const request = { queries: queries.map(({ text, params }) => ({ text, params })), parallel };
    const executionTime = async (query: { text: string; params: unknown[] } | undefined) => {
      if (!query) return '';
      const plan = await server.call<string[]>('explain', query);
      return (
        plan.find((line) => line.startsWith('Execution Time'))?.replace(/^Execution Time: /, '') ??
        ''
      );
    };
    const count = request.queries.find((q) => /\bcount\(/i.test(q.text));
    const page = request.queries.find((q) => q !== count);
    captured.push({
      path: url,
      total,
      request,
      pageMs: await executionTime(page),
      countMs: await executionTime(count),
    });
  }
  return captured;
}

type Result = {
  benchmark: 'vendors';
  database: DatabaseKind;
  databaseVersion: string;
  date: string;
  command: string;
  machine: ReturnType<typeof describeMachine> & { busyBeforeRun: number };
  data: { vendors: number; services: number; seedSeconds: number };
  load: { connections: number; warmupSeconds: number; durationSeconds: number };
  searches: Omit<Captured, 'request'>[];
  http: Summary;
  direct: Summary;
  ratio: ReturnType<typeof ratioOf>;
  serverMemory: { rssMb: number; maxRssMb: number };
};

async function bench(kind: DatabaseKind): Promise<Result> {
  const prepared = kind === 'postgres' ? await preparePostgres() : await preparePglite();
  try {
    const server = await spawnServer({
      database: prepared.database,
      logLevel: 'warn',
      capture: CAPTURE,
    });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const searches = await captureWorkload(server, base);
      const load = {
        connections: settings.connections,
        warmupSeconds: settings.warmupSeconds,
        durationSeconds: settings.durationSeconds,
      };
      const machine = { ...describeMachine(), busyBeforeRun: await measureBusy() };
      let sequence = 0;
      const nextPath = () => WORKLOAD[sequence++ % WORKLOAD.length]!;
      log(`${kind}: HTTP, ${load.warmupSeconds} s warm-up, then ${load.durationSeconds} s`);
      const cpuBeforeHttp = await server.call<number>('cpu');
      const httpRun = await runHttp({ ...load, url: base, cookie: '', nextPath });
      const http = summarize(httpRun, (await server.call<number>('cpu')) - cpuBeforeHttp);
      const serverMemory = await server.call<Result['serverMemory']>('memory');
      await server.call('drain');
      log(`${kind}: direct SQL`);
      const cpuBeforeDirect = await server.call<number>('cpu');
      const directRun = await server.call<RawRun>('direct', {
        ...load,
        workload: searches.map((s) => s.request),
      });
      const direct = summarize(directRun, (await server.call<number>('cpu')) - cpuBeforeDirect);
      return {
        benchmark: 'vendors',
        database: kind,
        databaseVersion: (await server.call<string>('databaseVersion')).split(' on ')[0]!,
        date: new Date().toISOString(),
        command,
        machine,
        data: {
          vendors: settings.vendors,
          services: settings.vendors * settings.servicesPerVendor,
          seedSeconds: Number(prepared.seedSeconds.toFixed(1)),
        },
        load,
        searches: searches.map(({ request: _, ...search }) => search),
        http,
        direct,
        ratio: ratioOf(http, direct),
        serverMemory,
      };
    } finally {
      await server.stop();
    }
  } finally {
    prepared.cleanup();
  }
}

function markdown(result: Result): string[] {
  const side = (label: string, s: Summary) =>
    `| ${label} | ${s.reqPerSec} | ${s.p50Ms} | ${s.p95Ms} | ${s.p99Ms} | ${s.failures} |`;
  const { ratio } = result;
  return [
    `## ${result.databaseVersion}`,
    '',
    `${result.data.vendors.toLocaleString('en')} vendors, ${result.data.services.toLocaleString('en')} services ` +
      `(seeded in ${result.data.seedSeconds} s); ${result.load.connections} connections, ` +
      `${result.load.durationSeconds} s after ${result.load.warmupSeconds} s warm-up; ` +
      `${result.machine.cores} cores (${Math.round(result.machine.busyBeforeRun * 100)}% busy before the run), ` +
      `Node ${result.machine.node}. Run ${result.date}. Command: \`${result.command}\`.`,
    '',
    '| | req/s | p50 ms | p95 ms | p99 ms | failed |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    side('HTTP (autocannon)', result.http),
    side('direct SQL (driver)', result.direct),
    `| HTTP / direct | ${ratio.reqPerSec}x | ${ratio.p50}x | ${ratio.p95}x | ${ratio.p99}x | |`,
    '',
    `Server RSS ${result.serverMemory.rssMb} MB (peak ${result.serverMemory.maxRssMb} MB).`,
    '',
    '| search | matches | page query | count query |',
    '| --- | ---: | ---: | ---: |',
    ...result.searches.map((s) => `| \`${s.path}\` | ${s.total} | ${s.pageMs} | ${s.countMs} |`),
    '',
  ];
}

mkdirSync(resultsDir, { recursive: true });
const results: Result[] = [];
for (const kind of settings.databases) {
  const result = await bench(kind);
  results.push(result);
  writeFileSync(
    path.join(resultsDir, `vendors-${kind}-${result.date.slice(0, 10)}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  log(markdown(result).join('\n'));
}
writeFileSync(
  path.join(resultsDir, 'vendors.md'),
  [
    '# vendors: latest run',
    '',
    'The public directory searches (`bench/vendors/workload.ts`) in turn through HTTP with',
    'autocannon, against the same SQL through the driver with as many requests in flight.',
    'Written by `npm run bench:vendors`; figures only, no pass or fail. Query times are',
    "`explain analyze`'s execution times of each search's page and count queries.",
    '',
    ...results.flatMap(markdown),
  ].join('\n'),
);
log('Wrote bench/results/vendors.md');
