/**
 * Payments benchmark (issue 18): 10,000 provider callbacks, 30% of them duplicates, posted
 * over HTTP to Flutterwave's webhook route, each confirmed by a status query to a local
 * Flutterwave and settled once by the payments core; on PostgreSQL and on PGlite. Prints
 * callbacks/s and latency percentiles, against a baseline measured in the same run (the
 * same route, hash check and INSERT of the raw callback, without the query and the
 * settling), and the exact totals at the end, which must equal what the provider says was
 * paid: the run fails if they differ. It never fails on time.
 *
 *   npm run bench:payments -w @karamu/bench -- [--db postgres|pglite|both] [--callbacks N] [--port N]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type OpenDatabaseOptions } from '../../apps/server/src/db/client';
import { describeDatabase } from '../messaging/steps';
import { findFreePort, startPostgresCluster } from '../list-api/postgres-cluster';
import { describeMachine, measureBusy, positiveFlag } from '../list-api/report';
import { writeReport, type DatabaseRun } from './report';
import { checkTotals, postCallbacks, seedPending, startBench } from './steps';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    callbacks: { type: 'string', default: '10000' },
    port: { type: 'string' },
  },
});
const callbacks = positiveFlag('callbacks', flags.callbacks!);
/** 30% of the callbacks repeat one already sent (a provider's retries, replays). */
const DUPLICATE_SHARE = 0.3;
const payments = Math.round(callbacks * (1 - DUPLICATE_SHARE));
/** Webhooks in flight at once, as a provider's retries and fresh callbacks overlap. */
const IN_FLIGHT = 16;
const databases = flags.db === 'both' ? ['postgres', 'pglite'] : [flags.db];
if (databases.some((kind) => kind !== 'postgres' && kind !== 'pglite')) {
  throw new Error('--db must be postgres, pglite or both');
}
const log = (line: string) => console.log(line);

async function runOn(options: OpenDatabaseOptions, label: string): Promise<DatabaseRun> {
  const database = await openDatabase(options);
  const bench = await startBench(database.db);
  try {
    const version = await describeDatabase(database.db);
    const seeded = await seedPending(bench, payments);
    log(`${label}: ${payments.toLocaleString('en')} prompts sent (${seeded.promptsPerSecond}/s)`);

    const baseline = await postCallbacks(bench, seeded, callbacks, IN_FLIGHT, 'baseline');
    log(`${label} baseline: ${JSON.stringify(baseline.summary)}`);
    const settled = await postCallbacks(bench, seeded, callbacks, IN_FLIGHT, 'settle');
    log(`${label} callbacks: ${JSON.stringify(settled.summary)}`);
    const totals = await checkTotals(bench, seeded);
    log(`${label} totals: ${JSON.stringify(totals)}`);
    return {
      database: options.kind,
      version,
      promptsPerSecond: seeded.promptsPerSecond,
      baseline: baseline.summary,
      callbacks: settled.summary,
      outcomes: settled.outcomes,
      totals,
    };
  } finally {
    await bench.close();
    await database.close();
  }
}

const busyBeforeRun = await measureBusy();
const runs: DatabaseRun[] = [];
for (const kind of databases) {
  if (kind === 'postgres') {
    const cluster = startPostgresCluster(Number(flags.port ?? (await findFreePort())));
    try {
      runs.push(await runOn({ kind: 'postgres', url: cluster.url, poolSize: 10 }, 'PostgreSQL'));
    } finally {
      cluster.stop();
    }
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karamu-bench-payments-'));
    try {
      runs.push(await runOn({ kind: 'pglite', dataDir }, 'PGlite'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
const file = writeReport({
  date: new Date().toISOString(),
  machine: { ...describeMachine(), busyBeforeRun, loadAverage: os.loadavg()[0]! },
  callbacks,
  payments,
  inFlight: IN_FLIGHT,
  runs,
});
log(`Wrote ${file}`);
