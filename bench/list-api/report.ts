/** The figures of a run: a table on stdout, a JSON file per run, and the latest as markdown. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Summary } from './measure';

export type DatabaseKind = 'postgres' | 'pglite';

export type ListApiResult = {
  benchmark: 'list-api';
  database: DatabaseKind;
  databaseVersion: string;
  date: string;
  command: string;
  machine: ReturnType<typeof describeMachine> & {
    /** Share of all cores busy in the second before measuring, when our processes were idle. */
    busyBeforeRun: number;
  };
  data: { guests: number; events: number; seedSeconds: number; seededThisRun: boolean };
  load: {
    connections: number;
    pipelining: 1;
    warmupSeconds: number;
    durationSeconds: number;
    poolSize: number | null;
    logLevel: string;
  };
  workload: { path: string; total: number }[];
  http: Summary;
  direct: Summary;
  /** HTTP divided by direct SQL. */
  ratio: { reqPerSec: number; p50: number; p95: number; p99: number; serverCpu: number };
  serverMemory: { rssMb: number; maxRssMb: number };
  sql: { page: string; count: string; parallel: boolean };
  plans: { page: string[]; count: string[] };
};

export const resultsDir = new URL('../results/', import.meta.url).pathname;

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

/** How busy the machine is (0..1) over `ms`: other work skews the figures on a shared machine. */
export async function measureBusy(ms = 1000): Promise<number> {
  const total = () =>
    os.cpus().reduce(
      (sum, { times }) => {
        const all = times.user + times.nice + times.sys + times.irq + times.idle;
        return { all: sum.all + all, idle: sum.idle + times.idle };
      },
      { all: 0, idle: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  return Number((1 - (after.idle - before.idle) / (after.all - before.all)).toFixed(2));
}

export const ratioOf = (http: Summary, direct: Summary): ListApiResult['ratio'] => ({
  reqPerSec: Number((http.reqPerSec / direct.reqPerSec).toFixed(2)),
  p50: Number((http.p50Ms / direct.p50Ms).toFixed(2)),
  p95: Number((http.p95Ms / direct.p95Ms).toFixed(2)),
  p99: Number((http.p99Ms / direct.p99Ms).toFixed(2)),
  serverCpu: Number((http.serverCpuMsPerRequest / direct.serverCpuMsPerRequest).toFixed(2)),
});

const NAMES: Record<DatabaseKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/** 'PostgreSQL 15.18 (Debian 15.18-0+deb12u1)', or 'PGlite 0.5.16 (PostgreSQL 18.6)'. */
function databaseName({ databaseVersion }: ListApiResult): string {
  const pglite = /^PostgreSQL ([\d.]+) \(PGlite ([\d.]+)\)/.exec(databaseVersion);
  return pglite ? `PGlite ${pglite[2]} (PostgreSQL ${pglite[1]})` : databaseVersion;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

function rows(result: ListApiResult): string[][] {
  const { http, direct, ratio } = result;
  const side = (label: string, s: Summary) => [
    label,
    fixed(s.reqPerSec),
    fixed(s.p50Ms),
    fixed(s.p95Ms),
    fixed(s.p99Ms),
    fixed(s.serverCpuMsPerRequest, 2),
    String(s.failures),
  ];
  return [
    side('HTTP (autocannon)', http),
    side('direct SQL (driver)', direct),
    [
      'HTTP / direct',
      ...[ratio.reqPerSec, ratio.p50, ratio.p95, ratio.p99, ratio.serverCpu].map((r) => `${r}x`),
      '',
    ],
  ];
}

const HEADER = ['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'server CPU ms/req', 'failed'];

function heading(result: ListApiResult): string {
  const { data, load, machine } = result;
  return (
    `${databaseName(result)}: ${data.guests.toLocaleString('en')} guests ` +
    `in ${data.events.toLocaleString('en')} events, ${load.connections} connections, ` +
    `${load.durationSeconds} s after ${load.warmupSeconds} s warm-up; ${machine.cores} cores ` +
    `(${Math.round(machine.busyBeforeRun * 100)}% busy before the run), Node ${machine.node}`
  );
}

export function printResult(result: ListApiResult): void {
  const table = [HEADER, ...rows(result)];
  const widths = HEADER.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  console.log(`\n${heading(result)}`);
  for (const row of table) console.log(line(row));
  console.log(
    `server RSS ${result.serverMemory.rssMb} MB (peak ${result.serverMemory.maxRssMb} MB); ` +
      `seeding ${result.data.seededThisRun ? 'took' : 'had taken (cached)'} ${fixed(result.data.seedSeconds)} s; ` +
      `matches per page request: ${result.workload.map((w) => w.total).join(', ')}\n`,
  );
}

export function writeResult(result: ListApiResult): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `list-api-${result.database}-${result.date.slice(0, 10)}.json`,
  );
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  writeMarkdown();
  return file;
}

/** The latest result of each database, newest file name last. */
function latestResults(): ListApiResult[] {
  const files = readdirSync(resultsDir)
    .filter((name) => /^list-api-(postgres|pglite)-.*\.json$/.test(name))
    .sort();
  const latest = new Map<string, ListApiResult>();
  for (const name of files) {
    const result = JSON.parse(readFileSync(path.join(resultsDir, name), 'utf8')) as ListApiResult;
    const previous = latest.get(result.database);
    if (!previous || previous.date <= result.date) latest.set(result.database, result);
  }
  return (['postgres', 'pglite'] as const).flatMap((kind) => latest.get(kind) ?? []);
}

function writeMarkdown(): void {
  const lines = [
    '# list-api: latest run',
    '',
    'A page of 50 guests (`GET /api/attendees`, name search + date range, default sort) through',
    'HTTP with autocannon, against the same SQL run through the driver with as many requests in',
    'flight. Written by `npm run bench`; figures only, no pass or fail. Server CPU is the CPU',
    'time of the measured process per request: Node only on PostgreSQL, Node and the database on',
    'PGlite. "Busy before the run" is how loaded the machine was by other work.',
    '',
  ];
  for (const result of latestResults()) {
    lines.push(`## ${NAMES[result.database]}`, '', `${heading(result)}. Run ${result.date}.`, '');
    lines.push(
      `| ${HEADER.join(' | ')} |`,
      `|${HEADER.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    );
    for (const row of rows(result)) lines.push(`| ${row.join(' | ')} |`);
    lines.push(
      '',
      `Server RSS ${result.serverMemory.rssMb} MB (peak ${result.serverMemory.maxRssMb} MB). ` +
        `Seeding took ${fixed(result.data.seedSeconds)} s. Command: \`${result.command}\`.`,
      '',
      `Plans of the first request (\`${decodeURIComponent(result.workload[0]?.path ?? '')}\`), page then count:`,
      '',
      '```',
      ...result.plans.page,
      '',
      ...result.plans.count,
      '```',
      '',
    );
  }
  writeFileSync(path.join(resultsDir, 'list-api.md'), `${lines.join('\n')}`);
}

/** A command-line flag that must be a positive whole number (`_` allowed: `100_000`). */
export function positiveFlag(name: string, text: string): number {
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive whole number`);
  return value;
}
