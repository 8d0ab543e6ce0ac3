// The real server as `npm start` runs it (the compiled bundle, which support/global-setup.mjs
// and the Lighthouse audit bring up to date first), on a port and an embedded data directory
// of the caller's choosing: each Playwright worker's server, and tests that stop and restart
// their own.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverMain } from '../../apps/server/scripts/builds.mjs';
import { E2E_ADMIN_PASSWORD } from './credentials.mjs';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @param {{ port: number | string, dataDir: string, env?: Record<string, string>,
 *   stdio?: import('node:child_process').StdioOptions }} options
 */
export function spawnServer({ port, dataDir, env = {}, stdio = 'inherit' }) {
  // `node` itself, not `npm start`: a signal sent to the child reaches the server, not a wrapper.
  return spawn('node', ['--enable-source-maps', serverMain], {
    cwd: path.join(repositoryRoot, 'apps/server'),
    stdio,
    env: {
      ...process.env,
      INIT_CWD: repositoryRoot,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
  });
}
