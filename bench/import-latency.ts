/**
 * Does a guest import hold up everybody else? (issue 13, decision 0019)
 *
 * 1. Latency: the real server (`src/main.ts`, a child process) answers GET /api/me one
 *    request after another; p95 is measured with nothing else running, then while
 *    100,000-row guest lists are previewed one after another (reading and checking run in
 *    an upload worker), then while one is imported (checks reused, then the writes).
 * 2. Memory: a fresh server gets eight honest ~1 MB workbooks at once; the server's peak
 *    RSS (VmHWM) is printed. Target: under 1 GB.
 *
 * PGlite always; PostgreSQL too when a URL is given. Prints figures and writes
 * bench/results/import-latency.md; it never fails on time.
 *
 *   npm run bench:import-latency -w @karamu/bench -- [--postgres-url postgres://…] [--seconds N] [--latency-only]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import {
  freePort,
  startServerChild,
  type ServerChild,
} from '../apps/server/test/support/server-child';
import { describeMachine, measureBusy, resultsDir } from './list-api/report';

const { values: flags } = parseArgs({
  options: {
    'postgres-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    // Skips the eight-workbook memory measure: the latency alone, on a crowded machine.
    'latency-only': { type: 'boolean', default: false },
  },
});
const windowMs = Number(flags.seconds) * 1000;
const ADMIN_PASSWORD = 'karamu-bench-admin-password';
const ROWS = 100_000;

type Target = { name: string; env: Record<string, string> };

function guestCsv(count: number, variant: number): Buffer {
  const lines = ['Full name,Simu,Email,Seats,Table,Notes'];
  for (let i = 1; i <= count; i += 1) {
    const phone = `07${String(100_000_000 + i).slice(1)}`;
    lines.push(
      `Mgeni ${i} Kamau,${phone},mgeni${i}@example.com,${1 + (i % 4)},Meza ${1 + (i % 50)},Run ${variant}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** An honest workbook of about 1 MB, as Excel-like tools write it (shared strings). */
async function guestWorkbook(rows: number, variant: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Guests');
  sheet.addRow(['Full name', 'Phone', 'Email', 'Seats', 'Table', 'Notes']);
  for (let i = 1; i <= rows; i += 1) {
    sheet.addRow([
      `Mgeni ${i} Kamau ${variant}`,
      `07${String(100_000_000 + i).slice(1)}`,
      `mgeni${i}@example.com`,
      1 + (i % 4),
      `Meza ${1 + (i % 50)}`,
      `Note ${i}`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Session = { url: string; cookie: string; eventId: string };

async function signIn(server: ServerChild): Promise<Session> {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  // The session cookie (a sign-in also sets the device cookie, decision 0016).
  const session = login.headers.getSetCookie().find((c) => c.startsWith('karamu_session='));
  const cookie = (session ?? '').split(';')[0]!;
  const event = await fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      name: 'Import latency',
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    }),
  });
  if (!event.ok) throw new Error(`event failed: ${event.status} ${await event.text()}`);
  const { id } = (await event.json()) as { id: string };
  return { url: server.url, cookie, eventId: id };
}

/**
 * Through node:http rather than fetch: fetch gives up on an answer whose headers take
 * longer than 300 s, and a 100,000-row import on a crowded machine can.
 */
async function upload(session: Session, file: Buffer, contentType: string, dryRun: boolean) {
  const started = performance.now();
  const { status, body } = await new Promise<{ status: number; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        `${session.url}/api/events/${session.eventId}/guests/import?dryRun=${dryRun}`,
        {
          method: 'POST',
          headers: {
            cookie: session.cookie,
            'x-requested-with': 'XMLHttpRequest',
            'content-type': contentType,
            'content-length': file.length,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(file);
    },
  );
  if (status < 200 || status >= 300)
    throw new Error(`import answered ${status}: ${body.slice(0, 300)}`);
  return performance.now() - started;
}

/** GET /api/me one after another until `done` resolves (or for `windowMs`); their times. */
async function sampleMe(session: Session, done: Promise<unknown> | number): Promise<number[]> {
  const times: number[] = [];
  let finished = false;
  if (typeof done === 'number') setTimeout(() => (finished = true), done);
  // Settled either way; the caller hears of a failure from `done` itself.
  else
    void done.then(
      () => (finished = true),
      () => (finished = true),
    );
  while (!finished) {
    const started = performance.now();
    const response = await fetch(`${session.url}/api/me`, { headers: { cookie: session.cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
}

/** Peak and current resident memory of a process, in MB, from /proc. */
function memoryOf(pid: number): { peakMb: number; nowMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { peakMb: kb('VmHWM') / 1024, nowMb: kb('VmRSS') / 1024 };
}

async function withServer<T>(
  target: Target,
  work: (server: ServerChild) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'karamu-bench-import-latency-'));
  // Five minutes to start: other work may share the machine's two cores.
  const server = await startServerChild(
    dir,
    await freePort(),
    // A budget for reading uploads that a crowded machine cannot overrun: the bench
    // measures the latency of others, not whether a preview fits 60 s.
    { ADMIN_PASSWORD, LOG_LEVEL: 'warn', UPLOAD_JOB_TIMEOUT_SECONDS: '900', ...target.env },
    300_000,
  );
  try {
    return await work(server);
  } finally {
    await server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

type LatencyFigures = {
  idle: { p95: number; n: number };
  previews: { p95: number; n: number; files: number; meanPreviewMs: number };
  importing: { p95: number; max: number; n: number; importMs: number };
};

async function measureLatency(target: Target): Promise<LatencyFigures> {
  return withServer(target, async (server) => {
    const session = await signIn(server);
    await sampleMe(session, 1000); // warm-up
    const idle = await sampleMe(session, windowMs);

    // Previews of different files (so no check is reused) back to back for the window.
    const previewTimes: number[] = [];
    let variant = 0;
    let stop = false;
    const previews = (async () => {
      while (!stop) {
        variant += 1;
        previewTimes.push(await upload(session, guestCsv(ROWS, variant), 'text/csv', true));
      }
    })();
    // The first preview starts a warm worker; measure from its end on.
    while (previewTimes.length === 0) await new Promise((r) => setTimeout(r, 100));
    const during = await sampleMe(session, windowMs);
    stop = true;
    await previews;

    // The real import of the last previewed file: its checks are reused, then it writes.
    const file = guestCsv(ROWS, variant);
    let importMs = 0;
    const importing = upload(session, file, 'text/csv', false).then((ms) => (importMs = ms));
    const duringImport = await sampleMe(session, importing);
    // A failed import fails the run here, inside withServer, which then stops the server.
    await importing;
    return {
      idle: { p95: p95(idle), n: idle.length },
      previews: {
        p95: p95(during),
        n: during.length,
        files: previewTimes.length,
        meanPreviewMs: previewTimes.reduce((a, b) => a + b, 0) / previewTimes.length,
      },
      importing: {
        p95: p95(duringImport),
        // Not Math.max(...): a free request thread answers too many for the call's arguments.
        max: duringImport.reduce((a, b) => Math.max(a, b), 0),
        n: duringImport.length,
        importMs,
      },
    };
  });
}

type MemoryFigures = {
  workbookBytes: number;
  rowsEach: number;
  before: number;
  peakMb: number;
  seconds: number;
};

async function measureMemory(target: Target, workbooks: Buffer[], rowsEach: number) {
  return withServer(target, async (server) => {
    const session = await signIn(server);
    const before = memoryOf(server.pid).nowMb;
    const started = performance.now();
    await Promise.all(
      workbooks.map((file) =>
        upload(
          session,
          file,
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          true,
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      workbookBytes: workbooks[0]!.length,
      rowsEach,
      before,
      peakMb: memoryOf(server.pid).peakMb,
      seconds,
    } satisfies MemoryFigures;
  });
}

const targets: Target[] = [{ name: 'PGlite', env: {} }];
if (flags['postgres-url'])
  targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: flags['postgres-url'] } });

const busy = await measureBusy();
// About 1 MB each, like the 948 KB workbook; each different, so none is a repeat.
const ROWS_PER_WORKBOOK = 30_000;
const workbooks = flags['latency-only']
  ? []
  : await Promise.all(Array.from({ length: 8 }, (_, i) => guestWorkbook(ROWS_PER_WORKBOOK, i)));
const lines: string[] = [];
const print = (line: string) => {
  console.log(line);
  lines.push(line);
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

print('# Import latency and memory');
print('');
const machine = describeMachine();
print(
  `Run ${new Date().toISOString()} on ${machine.cores} cores (${machine.cpu}), Node ${machine.node}; machine busy ${Math.round(busy * 100)}% before the run, load average ${os.loadavg()[0]!.toFixed(1)}. GET /api/me one request at a time, ${windowMs / 1000} s per window.`,
);
print('');
print(
  '| Database | /api/me p95 idle | p95 during 100,000-row previews | ratio | p95 during the import (writes) | ratio | slowest during the import | preview of 100,000 rows | import |',
);
print('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const memory: { name: string; figures: MemoryFigures }[] = [];
for (const target of targets) {
  const f = await measureLatency(target);
  print(
    `| ${target.name} | ${ms(f.idle.p95)} (n=${f.idle.n}) | ${ms(f.previews.p95)} (n=${f.previews.n}, ${f.previews.files} files) | ${(f.previews.p95 / f.idle.p95).toFixed(2)}x | ${ms(f.importing.p95)} (n=${f.importing.n}) | ${(f.importing.p95 / f.idle.p95).toFixed(2)}x | ${ms(f.importing.max)} | ${ms(f.previews.meanPreviewMs)} | ${ms(f.importing.importMs)} |`,
  );
  if (!flags['latency-only']) {
    memory.push({
      name: target.name,
      figures: await measureMemory(target, workbooks, ROWS_PER_WORKBOOK),
    });
  }
}
print('');
print(
  '| Database | Eight workbooks at once | Server RSS before | Server peak RSS (VmHWM) | All eight previewed in |',
);
print('| --- | --- | --- | --- | --- |');
for (const { name, figures } of memory) {
  print(
    `| ${name} | ${(figures.workbookBytes / 1000).toFixed(0)} kB, ${figures.rowsEach.toLocaleString('en')} rows each | ${figures.before.toFixed(0)} MB | ${figures.peakMb.toFixed(0)} MB | ${figures.seconds.toFixed(1)} s |`,
  );
}
print('');
print(
  'Run again: `npm run bench:import-latency -w @karamu/bench -- [--postgres-url postgres://…]`.',
);
writeFileSync(path.join(resultsDir, 'import-latency.md'), `${lines.join('\n')}\n`);
