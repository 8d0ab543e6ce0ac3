/** The check-in figures: a table on stdout and bench/results/events-check-in.md. */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Summary } from '../../list-api/measure';
import {
  describeMachine,
  resultsDir,
  type DatabaseKind,
  type ListApiResult,
} from '../../list-api/report';

export type CheckInResult = {
  database: DatabaseKind;
  databaseVersion: string;
  guests: number;
  seedSeconds: number;
  busyBeforeRun: number;
  http: Summary;
  direct: Summary;
  ratio: ListApiResult['ratio'];
  serverRssMb: number;
  /** Rows found after the run: every answered request recorded one, nobody refused. */
  recorded: { http: number; direct: number; refused: number };
};

export type Settings = {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  poolSize: number;
  /** Check-ins a second over all devices; undefined: back to back. */
  rate: number | undefined;
  command: string;
};

/** 'PostgreSQL 15.18 (Debian 15.18-0+deb12u1)', or 'PGlite 0.5.16 (PostgreSQL 18.6)'. */
function databaseName({ databaseVersion }: CheckInResult): string {
  const pglite = /^PostgreSQL ([\d.]+) \(PGlite ([\d.]+)\)/.exec(databaseVersion);
  return pglite ? `PGlite ${pglite[2]} (PostgreSQL ${pglite[1]})` : databaseVersion;
}

const HEADER = ['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'server CPU ms/req', 'failed'];

function rows(result: CheckInResult): string[][] {
  const side = (label: string, s: Summary) => [
    `${databaseName(result)}, ${label}`,
    s.reqPerSec.toFixed(1),
    s.p50Ms.toFixed(1),
    s.p95Ms.toFixed(1),
    s.p99Ms.toFixed(1),
    s.serverCpuMsPerRequest.toFixed(2),
    String(s.failures),
  ];
  const { ratio } = result;
  return [
    side('HTTP', result.http),
    side('direct SQL', result.direct),
    [
      `${databaseName(result)}, HTTP / direct`,
      ...[ratio.reqPerSec, ratio.p50, ratio.p95, ratio.p99, ratio.serverCpu].map((r) => `${r}x`),
      '',
    ],
  ];
}

export function printResult(result: CheckInResult): void {
  const table = [HEADER, ...rows(result)];
  const widths = HEADER.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    );
  }
  const { recorded } = result;
  console.log(
    `recorded ${recorded.http} check-ins over HTTP and ${recorded.direct} directly, ${recorded.refused} refused; server RSS ${result.serverRssMb} MB\n`,
  );
}

export function writeMarkdown(results: readonly CheckInResult[], settings: Settings): string {
  const machine = describeMachine();
  const first = results[0];
  const lines = [
    '# Check-in benchmark',
    '',
    `Run ${new Date().toISOString()} on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}; load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
    '',
    `One event of ${first?.guests.toLocaleString('en') ?? 0} guests whose cards each admit 50 people. ${settings.connections} connections (door devices) post check-ins (\`POST /api/events/:id/check-ins\`, a signed card code, one person, a new clientId each) for one guest after another, ${settings.rate ? `arriving at a steady ${settings.rate} a second (one every ${1000 / settings.rate} ms, each timed from when it was due; up to ${settings.connections} sockets)` : 'back to back'}, no pipelining, ${settings.durationSeconds} s measured after ${settings.warmupSeconds} s warm-up, as the admin (one session). After the session and privileges, each check-in is one query for the event and its key, the card's Ed25519 signature checked in Node, and one statement that looks up the clientId, locks the card, inserts the check-in and adds it to the card's count; triggers move the event's totals row (decision 0021). "Direct SQL" is the write alone, run through the driver back to back with as many in flight (${settings.poolSize} pooled connections on PostgreSQL, PGlite's one): the same statement without the clientId lookup, the triggers included. Server CPU is the measured process's CPU per request (Node only on PostgreSQL, Node and the database on PGlite). After each run the database is checked: every answered request recorded one check-in, none refused, and the guests' counts add up. Figures are one run; the machine is shared, so read them as orders of magnitude.`,
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...results.flatMap((result) => rows(result).map((row) => `| ${row.join(' | ')} |`)),
    '',
    ...results.map(
      (r) =>
        `- ${databaseName(r)}: machine ${Math.round(r.busyBeforeRun * 100)}% busy before the run; seeding ${r.seedSeconds.toFixed(1)} s; ${r.recorded.http.toLocaleString('en')} check-ins recorded over HTTP, ${r.recorded.direct.toLocaleString('en')} directly, ${r.recorded.refused} refused; server RSS ${r.serverRssMb} MB.`,
    ),
    '',
    `Command: \`${settings.command}\`; options after \`--\`: \`--db postgres|pglite|both\`, \`--guests N\`, \`--duration S\`, \`--warmup S\`, \`--connections N\`, \`--pool-size N\`, \`--rate N\` (arrivals a second).`,
    '',
  ];
  const name = settings.rate ? `events-check-in-rate-${settings.rate}.md` : 'events-check-in.md';
  const target = path.join(resultsDir, name);
  writeFileSync(target, lines.join('\n'));
  return target;
}
