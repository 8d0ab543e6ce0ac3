// The real product for the browser tests: a fresh build of the web app, served by the
// real server on a fresh embedded database in a temporary directory.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot, spawnServer } from './spawn-server.mjs';

execSync('npm run build -w @karamu/web', { cwd: repositoryRoot, stdio: 'inherit' });

// Schedules fire within a second of their time, so a test can wait for one to run.
process.env.SCHEDULER_INTERVAL_MS ??= '1000';
// Every test signs in from 127.0.0.1; the per-address limit (30 in 15 minutes) is for
// strangers, and the server tests check it.
process.env.LOGIN_MAX_ATTEMPTS_PER_IP ??= '10000';
const dataDir = mkdtempSync(path.join(tmpdir(), 'karamu-e2e-'));
const server = spawnServer({ port: process.env.E2E_PORT ?? '3100', dataDir });

const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
