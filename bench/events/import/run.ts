/**
 * Guest import benchmark: 100,000 guests from one CSV file into a new event through the
 * import service (read, check every row, one transaction of batched inserts), on
 * PostgreSQL and on PGlite, against a plain COPY of the same file in the same run.
 * Prints figures and writes bench/results/events-import.md; it never fails on time.
 *
 *   node --import tsx bench/events/import/run.ts [--db postgres|pglite|both] [--rows N] [--port N]
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { bootstrapAdmin } from '../../../apps/server/src/bootstrap';
import { openDatabase, type DatabaseHandle, type Db } from '../../../apps/server/src/db/client';
import { guests, users } from '../../../apps/server/src/db/schema';
import type { Actor } from '../../../apps/server/src/lib/access';
import { createEvent } from '../../../apps/server/src/modules/events/events/events-service';
import {
  importGuests,
  previewGuestImport,
} from '../../../apps/server/src/modules/events/guest-import/guest-import-service';
import { startPostgresCluster } from '../../list-api/postgres-cluster';
import { describeMachine, measureBusy, resultsDir } from '../../list-api/report';

type DatabaseKind = 'postgres' | 'pglite';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rows: { type: 'string', default: '100000' },
    port: { type: 'string', default: '54341' },
  },
});
const rows = Number(flags.rows);
if (!Number.isInteger(rows) || rows < 1 || rows > 100_000) {
  throw new Error('--rows must be a whole number from 1 to 100000 (the import limit)');
}
const databases: DatabaseKind[] =
  flags.db === 'both' ? ['postgres', 'pglite'] : [flags.db as DatabaseKind];

/** The same file for every run: Kenyan mobiles, nationally written, as organisers type them. */
function guestCsv(count: number): Buffer {
  const lines = ['Full name,Simu,Email,Seats,Table,Notes'];
  for (let i = 1; i <= count; i += 1) {
    const phone = `07${String(100_000_000 + i).slice(1)}`;
    lines.push(
      `Mgeni ${i} Kamau,${phone},mgeni${i}@example.com,${1 + (i % 4)},Meza ${1 + (i % 50)},"Note, ${i}"`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

const COPY_TABLE = 'bench_copy_guests';
const COPY_COLUMNS =
  'name text, phone text, email text, admissions integer, table_name text, notes text';

async function adminActor(db: Db): Promise<Actor> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const all = new Set(['SUPER_ADMIN', 'ALL']);
  return {
    userId: admin!.id,
    username: 'admin',
    sessionId: 'bench',
    privileges: all,
    allScopePrivileges: all,
  };
}

function pgliteVersion(): string {
  const manifest = new URL(
    '../../../node_modules/@electric-sql/pglite/package.json',
    import.meta.url,
  );
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

type Figures = {
  database: DatabaseKind;
  version: string;
  rows: number;
  previewSeconds: number;
  importSeconds: number;
  copySeconds: number;
  created: number;
};

/** COPY of the same bytes into a plain table of the file's columns: the floor for loading it. */
async function timeCopy(kind: DatabaseKind, handle: DatabaseHandle, file: Buffer, dir: string) {
  await handle.db.execute(sql.raw(`create table ${COPY_TABLE} (${COPY_COLUMNS})`));
  const statement = `copy ${COPY_TABLE} from %s with (format csv, header true)`;
  const started = process.hrtime.bigint();
  if (kind === 'pglite') {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    await client.query(statement.replace('%s', `'/dev/blob'`), [], { blob: new Blob([file]) });
  } else {
    // Server-side COPY reads the file as the server's user: a world-readable temporary file.
    const csvPath = path.join(dir, 'guests.csv');
    writeFileSync(csvPath, file);
    chmodSync(csvPath, 0o644);
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    await pool.query(statement.replace('%s', `'${csvPath}'`));
  }
  const elapsed = seconds(started);
  const counted = (await handle.db.execute(
    sql.raw(`select count(*)::int as n from ${COPY_TABLE}`),
  )) as unknown as { rows: { n: number }[] };
  if (counted.rows[0]?.n !== rows)
    throw new Error(`COPY loaded ${counted.rows[0]?.n} of ${rows} rows`);
  return elapsed;
}

async function countRows(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(guests)
    .where(eq(guests.eventId, eventId));
  return row!.n;
}

async function measure(kind: DatabaseKind, file: Buffer): Promise<Figures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'karamu-bench-import-'));
  chmodSync(dir, 0o755);
  const cluster = kind === 'postgres' ? startPostgresCluster(Number(flags.port)) : undefined;
  const handle = cluster
    ? await openDatabase({ kind: 'postgres', url: cluster.url })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data') });
  try {
    await bootstrapAdmin(handle.db, 'karamu-bench-admin-password');
    const actor = await adminActor(handle.db);
    const event = await createEvent(handle.db, actor, {
      name: 'Import benchmark',
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    } as Parameters<typeof createEvent>[2]);
    const options = { dryRun: false, onExisting: 'skip', onInvalid: 'refuse' } as const;

    let started = process.hrtime.bigint();
    const preview = await previewGuestImport(handle.db, actor, event.id, { file, options });
    const previewSeconds = seconds(started);
    if (preview.problems.length > 0)
      throw new Error(`unexpected problems: ${preview.problems[0]?.message}`);

    started = process.hrtime.bigint();
    const report = await importGuests(handle.db, actor, event.id, { file, options });
    const importSeconds = seconds(started);
    const created = await countRows(handle.db, event.id);
    if (created !== rows || report.created !== rows)
      throw new Error(`imported ${created} of ${rows} rows`);

    const copySeconds = await timeCopy(kind, handle, file, dir);
    const version = cluster
      ? cluster.version
      : `PGlite ${pgliteVersion()} (data directory on disk)`;
    return { database: kind, version, rows, previewSeconds, importSeconds, copySeconds, created };
  } finally {
    await handle.close();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en');

function render(results: Figures[], busy: number, bytes: number): string {
  const machine = describeMachine();
  const lines = [
    '# Guest import benchmark',
    '',
    `Run ${new Date().toISOString()} on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}; machine busy ${Math.round(busy * 100)}% before the run (load average ${os.loadavg()[0]!.toFixed(1)} at the end).`,
    '',
    `${rows.toLocaleString('en')} guests in one CSV file of ${(bytes / 1e6).toFixed(1)} MB (name, national mobile number, email, seats, table, notes), imported into a new event: the dry run \`previewGuestImport\` reads the file and checks every row and phone number in an upload worker (no writes); then \`importGuests\` takes that check of the same file (decision 0019) and writes the guests hidden in short committed statements, then publishes them in one short transaction with one audit entry, decision 0034). COPY is \`COPY … FROM\` the same file into a plain table of the file's columns (no checks, no indexes): the floor for loading these bytes. Figures are one run each; the machine is shared, so read them as orders of magnitude.`,
    '',
    '| Database | Dry run (read + check) | Import (writes) | Import rows/s | Dry run + import | COPY | COPY rows/s | Import ÷ COPY time |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.version} | ${r.previewSeconds.toFixed(2)} s | ${r.importSeconds.toFixed(2)} s | ${rate(r.rows, r.importSeconds)} | ${(r.importSeconds + r.previewSeconds).toFixed(2)} s | ${r.copySeconds.toFixed(2)} s | ${rate(r.rows, r.copySeconds)} | ${(r.importSeconds / r.copySeconds).toFixed(1)}× |`,
    ),
    '',
    'Run again: `node --import tsx bench/events/import/run.ts` (`--db postgres|pglite|both`, `--rows N`).',
    '',
  ];
  return lines.join('\n');
}

const file = guestCsv(rows);
const busy = await measureBusy();
const results: Figures[] = [];
for (const kind of databases) {
  console.log(`${kind}: importing ${rows.toLocaleString('en')} guests…`);
  const figures = await measure(kind, file);
  results.push(figures);
  console.log(
    `${kind}: dry run ${figures.previewSeconds.toFixed(2)} s, import ${figures.importSeconds.toFixed(2)} s (${rate(rows, figures.importSeconds)} rows/s), COPY ${figures.copySeconds.toFixed(2)} s (${rate(rows, figures.copySeconds)} rows/s), import/COPY ${(figures.importSeconds / figures.copySeconds).toFixed(1)}×`,
  );
}
mkdirSync(resultsDir, { recursive: true });
const target = path.join(resultsDir, 'events-import.md');
writeFileSync(target, render(results, busy, file.length));
console.log(`wrote ${target}`);
