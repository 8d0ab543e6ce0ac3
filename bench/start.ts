/**
 * Start-up benchmark (decision 0021): how long `npm start` takes to serve on a fresh data
 * directory (the first start: migrations, seeding, the admin), how long a restart on the
 * same directory takes, the resident memory of the idle server with its embedded PGlite,
 * and how long the first page rendered with its data then takes (the page renderer loads
 * on that first page, decision 0040). The web build is excluded (it is made once, before
 * the timing). The same run measures the way the server started before decision 0021, its
 * TypeScript source through tsx, as the baseline.
 *
 * Memory is read twice after a restart: `--idle` seconds after it serves, and again at
 * `--settle` seconds, once V8's memory reducer has run (it starts after about 8 s of an
 * idle process and gives back the young generation and compiler memory that start-up used).
 *
 *   npm run bench:start -w @karamu/bench -- [--runs N] [--idle S] [--settle S]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeMachine, measureBusy } from './list-api/report';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    idle: { type: 'string', default: '5' },
    settle: { type: 'string', default: '30' },
  },
});
const runs = Number(values.runs);
const idleSeconds = Number(values.idle);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs must be 1 to 20');
const settleSeconds = Number(values.settle);
if (!(idleSeconds >= 0 && idleSeconds <= 60)) throw new Error('--idle must be 0 to 60 seconds');
if (!(settleSeconds >= idleSeconds && settleSeconds <= 120)) {
  throw new Error('--settle must be from --idle to 120 seconds');
}

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const PORT = 3320;

type Way = { name: string; args: string[] };
const WAYS: Way[] = [
  { name: 'npm start (compiled bundle)', args: ['--enable-source-maps', 'scripts/start.mjs'] },
  { name: 'before: TypeScript source through tsx', args: ['--import', 'tsx', 'src/main.ts'] },
];

type Start = { ms: number; rssMb: number; settledRssMb: number; firstPageMs: number };

function readRssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

/** The first page the server renders with its data after a start (decision 0040). */
const FIRST_PAGE = '/event-templates';

async function timePage(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}${FIRST_PAGE}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${FIRST_PAGE}: ${response.status}`);
  return performance.now() - started;
}

/**
 * Starts the server, waits for it to say it serves, reads its memory after `idle` and
 * `settle` seconds, then times its first page rendered with data (after the readings,
 * which it would change), and stops it.
 */
function startOnce(way: Way, dataDir: string, idle: number, settle = idle): Promise<Start> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, way.args, {
      cwd: serverDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'karamu-bench-admin-password',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let serving = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (serving || !output.includes('Karamu is serving')) return;
      serving = true;
      const ms = performance.now() - started;
      let rssMb = NaN;
      setTimeout(() => (rssMb = readRssMb(child.pid)), idle * 1000);
      setTimeout(() => {
        const settledRssMb = readRssMb(child.pid);
        timePage().then(
          (firstPageMs) => {
            child.once('exit', () => resolve({ ms, rssMb, settledRssMb, firstPageMs }));
            child.kill('SIGTERM');
          },
          (error: unknown) => {
            child.kill('SIGTERM');
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }, settle * 1000);
    });
    child.once('exit', (code) => {
      if (!serving) reject(new Error(`${way.name} exited with ${code} before serving:\n${output}`));
    });
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Builds first, so that neither the web build nor the server's is timed.
await startOnce(WAYS[0]!, mkdtempSync(path.join(os.tmpdir(), 'karamu-bench-start-')), 0);

const busy = await measureBusy();
const results = [];
for (const way of WAYS) {
  const first: Start[] = [];
  const again: Start[] = [];
  for (let run = 0; run < runs; run += 1) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karamu-bench-start-'));
    try {
      first.push(await startOnce(way, dataDir, idleSeconds));
      again.push(await startOnce(way, dataDir, idleSeconds, settleSeconds));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  results.push({
    way: way.name,
    firstStartS: median(first.map((s) => s.ms)) / 1000,
    restartS: median(again.map((s) => s.ms)) / 1000,
    idleRssMb: median(again.map((s) => s.rssMb)),
    settledRssMb: median(again.map((s) => s.settledRssMb)),
    firstPageS: median(again.map((s) => s.firstPageMs)) / 1000,
  });
}

const machine = describeMachine();
console.log(
  `\nStart-up, ${runs} runs each (medians); ${machine.cores} cores (${machine.cpu}), Node ${machine.node}; ` +
    `machine ${Math.round(busy * 100)}% busy before, load average ${os.loadavg()[0]!.toFixed(1)}.`,
);
console.log(
  `Idle RSS read ${idleSeconds} s and ${settleSeconds} s after the restarted server says it serves (PGlite embedded).\n`,
);
console.log(
  `First page: ${FIRST_PAGE} after the restart, rendered with its data, timed after the reading.\n`,
);
console.log(
  `| | first start s | restart s | idle RSS MB at ${idleSeconds} s | at ${settleSeconds} s | first page s |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.way} | ${r.firstStartS.toFixed(2)} | ${r.restartS.toFixed(2)} | ${r.idleRssMb.toFixed(0)} | ${r.settledRssMb.toFixed(0)} | ${r.firstPageS.toFixed(2)} |`,
  );
}
const [now, before] = results;
console.log(
  `| ratio now / before | ${(now!.firstStartS / before!.firstStartS).toFixed(2)}x | ` +
    `${(now!.restartS / before!.restartS).toFixed(2)}x | ${(now!.idleRssMb / before!.idleRssMb).toFixed(2)}x | ` +
    `${(now!.settledRssMb / before!.settledRssMb).toFixed(2)}x | ` +
    `${(now!.firstPageS / before!.firstPageS).toFixed(2)}x |`,
);

// Issue 14's targets, said for the compiled bundle (`npm start`).
const targets = [
  ['first start under 5 s', now!.firstStartS < 5],
  ['restart under 2 s', now!.restartS < 2],
  [`idle RSS under 300 MB at ${settleSeconds} s`, now!.settledRssMb < 300],
  [`idle RSS under 300 MB at ${idleSeconds} s`, now!.idleRssMb < 300],
] as const;
console.log(
  `\nTargets: ${targets.map(([name, met]) => `${name}: ${met ? 'met' : 'not met'}`).join('; ')}.`,
);
