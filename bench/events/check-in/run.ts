/**
 * Check-in benchmark: 100 door devices posting check-ins at once to one event of 20,000
 * guests, on PostgreSQL and on PGlite, against the same write run straight through the
 * driver in the same run. Prints figures and writes bench/results/events-check-in.md; it
 * never fails on time, only when the check-ins were not really recorded.
 *
 *   npm run bench:events-check-in -w @karamu/bench -- [--db postgres|pglite|both] [--guests N]
 *     [--duration S] [--warmup S] [--connections N] [--pool-size N]
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { CheckInVerdict } from '@karamu/shared';
import { openDatabase, type OpenDatabaseOptions } from '../../../apps/server/src/db/client';
import {
  runHttpRequests,
  runPacedHttpRequests,
  summarize,
  type RawRun,
} from '../../list-api/measure';
import { findFreePort, startPostgresCluster } from '../../list-api/postgres-cluster';
import {
  measureBusy,
  ratioOf,
  resultsDir,
  type DatabaseKind,
  positiveFlag,
} from '../../list-api/report';
import { spawnServer, type ServerHandle } from '../../list-api/spawn-server';
import { printResult, writeMarkdown, type CheckInResult } from './report';
import { seedCheckInEvent, type SeededEvent } from './seed';
import { checkInRequest, directCheckIns } from './workload';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    guests: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '100' },
    'pool-size': { type: 'string', default: '10' },
    /** Check-ins a second over all devices (realistic arrivals); back to back when absent. */
    rate: { type: 'string' },
  },
});
const args = process.argv.slice(2);
const settings = {
  guests: positiveFlag('guests', flags.guests),
  durationSeconds: positiveFlag('duration', flags.duration),
  warmupSeconds: positiveFlag('warmup', flags.warmup),
  connections: positiveFlag('connections', flags.connections),
  poolSize: positiveFlag('pool-size', flags['pool-size']),
  rate: flags.rate === undefined ? undefined : positiveFlag('rate', flags.rate),
  command: [
    'npm run bench:events-check-in -w @karamu/bench',
    ...(args.length > 0 ? ['--', ...args] : []),
  ].join(' '),
};
const databases = (flags.db === 'both' ? ['postgres', 'pglite'] : [flags.db]) as DatabaseKind[];
if (databases.some((kind) => kind !== 'postgres' && kind !== 'pglite')) {
  throw new Error('--db must be postgres, pglite or both');
}

/** A database of its own for each run, thrown away after it. */
async function provision(kind: DatabaseKind) {
  if (kind === 'postgres') {
    const cluster = startPostgresCluster(await findFreePort());
    const database = { kind, url: cluster.url, poolSize: settings.poolSize } as const;
    return { database, cleanup: cluster.stop };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'karamu-bench-check-in-'));
  const database = { kind, dataDir: path.join(dir, 'data') } as const;
  return { database, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One check-in before the run: the codes and the session must be accepted, or nothing counts. */
async function checkOnce(base: string, seeded: SeededEvent): Promise<void> {
  const request = checkInRequest(seeded.eventId, seeded.cards, 0);
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { cookie: seeded.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(request.json),
  });
  const verdict = (await response.json()) as CheckInVerdict;
  if (!response.ok || verdict.result !== 'admitted') {
    throw new Error(
      `the first check-in was not admitted: ${response.status} ${JSON.stringify(verdict)}`,
    );
  }
}

/** What the database holds after the run, from the check-ins themselves. */
async function countRecorded(database: OpenDatabaseOptions, eventId: string) {
  const { db, close } = await openDatabase(database);
  try {
    const { rows } = (await db.execute(sql`
      select
        (select count(*) from check_ins where event_id = ${eventId} and device_id like 'http-%')::int as http,
        (select count(*) from check_ins where event_id = ${eventId} and device_id like 'sql-%')::int as direct,
        (select count(*) from check_ins where event_id = ${eventId} and admitted = 0)::int as refused,
        (select coalesce(sum(admitted), 0) from check_ins where event_id = ${eventId})::int as admitted,
        (select sum(checked_in_count) from guests where event_id = ${eventId})::int as counted`)) as unknown as {
      rows: { http: number; direct: number; refused: number; admitted: number; counted: number }[];
    };
    return rows[0]!;
  } finally {
    await close();
  }
}

/** Both sides against one running server; the server process runs the direct side too. */
async function measure(server: ServerHandle, seeded: SeededEvent) {
  const base = `http://127.0.0.1:${server.port}`;
  await checkOnce(base, seeded);
  const load = {
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    durationSeconds: settings.durationSeconds,
  };
  const busyBeforeRun = await measureBusy();
  const timing = `${settings.warmupSeconds} s warm-up, then ${settings.durationSeconds} s`;

  console.log(`HTTP, ${settings.connections} connections, ${timing}`);
  let sequence = 1; // the first card was checked in by checkOnce
  const cpuBeforeHttp = await server.call<number>('cpu');
  const requests = {
    ...load,
    url: base,
    cookie: seeded.cookie,
    nextRequest: () => checkInRequest(seeded.eventId, seeded.cards, sequence++),
  };
  const httpRun = settings.rate
    ? await runPacedHttpRequests({ ...requests, rate: settings.rate })
    : await runHttpRequests(requests);
  const http = summarize(httpRun, (await server.call<number>('cpu')) - cpuBeforeHttp);
  const { rssMb } = await server.call<{ rssMb: number }>('memory');
  await server.call('drain');

  console.log(`direct SQL, ${settings.connections} in flight, ${timing}`);
  const cpuBeforeDirect = await server.call<number>('cpu');
  const directRun = await server.call<RawRun>('direct', {
    ...load,
    workload: directCheckIns(seeded.eventId, seeded.adminId, seeded.cards),
  });
  const direct = summarize(directRun, (await server.call<number>('cpu')) - cpuBeforeDirect);
  const databaseVersion = (await server.call<string>('databaseVersion')).split(' on ')[0]!;
  return { busyBeforeRun, httpRun, http, directRun, direct, serverRssMb: rssMb, databaseVersion };
}

async function bench(kind: DatabaseKind): Promise<CheckInResult> {
  const { database, cleanup } = await provision(kind);
  try {
    console.log(
      `${kind}: seeding ${settings.guests.toLocaleString('en')} guests and signing their cards…`,
    );
    const seeded = await seedCheckInEvent(database, settings.guests);
    const server = await spawnServer({ database, logLevel: 'info' });
    let measured: Awaited<ReturnType<typeof measure>>;
    try {
      measured = await measure(server, seeded);
    } finally {
      await server.stop();
    }
    const { httpRun, directRun, http, direct } = measured;

    const found = await countRecorded(database, seeded.eventId);
    // Requests cut off at the end of a run may still have been recorded: at least, not exactly
    // (and one more over HTTP, checkOnce's).
    if (found.http < httpRun.completed + 1 || found.direct < directRun.completed) {
      throw new Error(`fewer check-ins recorded than answered: ${JSON.stringify(found)}`);
    }
    if (found.refused > 0 || found.admitted !== found.counted) {
      throw new Error(`the guests' counts do not add up: ${JSON.stringify(found)}`);
    }
    return {
      database: kind,
      databaseVersion: measured.databaseVersion,
      guests: settings.guests,
      seedSeconds: seeded.seedSeconds,
      busyBeforeRun: measured.busyBeforeRun,
      http,
      direct,
      ratio: ratioOf(http, direct),
      serverRssMb: measured.serverRssMb,
      recorded: { http: found.http, direct: found.direct, refused: found.refused },
    };
  } finally {
    cleanup();
  }
}

const results: CheckInResult[] = [];
for (const kind of databases) {
  const result = await bench(kind);
  printResult(result);
  results.push(result);
}
mkdirSync(resultsDir, { recursive: true });
console.log(`wrote ${writeMarkdown(results, settings)}`);
