// `npm test`: every layer (unit, component and server integration with Vitest, then the
// browser tests in Chromium), then one closing line adding them up.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;

run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
run('npm', ['run', 'test', '-w', '@karamu/e2e'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${reports}/e2e.json`,
});

const status = run('node', [
  'scripts/test-report.mjs',
  `${reports}/vitest.json`,
  `${reports}/e2e.json`,
]);
process.exit(status ?? 1);
