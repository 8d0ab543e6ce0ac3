// `npm test`: every layer (unit, component and server integration with Vitest, then the
// browser tests in Chromium), then one closing line adding them up. With
// POSTGRES_TEST_URL set (CI sets it), the server integration suite runs a second time on
// that PostgreSQL server, beside the browser tests: they share no state.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Runs a command to its end; answers its exit status (a signal counts as 1). */
function run(command, args, { env = {}, log } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (log) {
      const out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Vitest with the JSON report and the unhandled-errors record test-report.mjs reads. */
function vitest(report, args = [], options = {}) {
  return run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-unhandled-reporter.mjs',
      `--outputFile.json=${report}`,
    ],
    {
      ...options,
      env: {
        ...options.env,
        VITEST_UNHANDLED_OUTPUT: report.replace(/\.json$/, '.unhandled.json'),
      },
    },
  );
}

/** Awaits a runner and notes how long it took, for the lines printed before the closing one. */
const durations = [];
async function timed(name, running) {
  const started = performance.now();
  const status = await running;
  durations.push(`${name} took ${Math.round((performance.now() - started) / 1000)} s`);
  return status;
}

const statuses = {};
const vitestReport = `${reports}/vitest.json`;
statuses[vitestReport] = await timed(
  'Vitest (shared, web, server on PGlite)',
  vitest(vitestReport),
);

const e2eReport = `${reports}/e2e.json`;
const postgresUrl = process.env.POSTGRES_TEST_URL;
const postgresReport = `${reports}/server-postgres.json`;
const postgresLog = `${reports}/server-postgres.log`;
const [e2eStatus, postgresStatus] = await Promise.all([
  timed(
    'Browser tests',
    run('npm', ['run', 'test', '-w', '@karamu/e2e'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${e2eReport}` },
    }),
  ),
  postgresUrl
    ? timed(
        'Server suite on PostgreSQL',
        vitest(postgresReport, ['--project', 'server'], {
          env: { TEST_DATABASE_URL: postgresUrl },
          log: postgresLog,
        }),
      )
    : undefined,
]);
statuses[e2eReport] = e2eStatus;
const reportFiles = [vitestReport, e2eReport];
if (postgresUrl) {
  console.log('\nServer integration suite on PostgreSQL:\n');
  console.log(readFileSync(postgresLog, 'utf8'));
  statuses[postgresReport] = postgresStatus;
  reportFiles.push(postgresReport);
}

console.log(`\n${durations.join('; ')}.`);
const status = await run('node', [
  'scripts/test-report.mjs',
  ...Object.entries(statuses).flatMap(([file, code]) => ['--exit', `${file}=${code}`]),
  ...reportFiles,
]);
process.exit(status);
