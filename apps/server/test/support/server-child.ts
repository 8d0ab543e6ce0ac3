/**
 * The real server (`src/main.ts`) as a child process, as `npm start` runs it, so a test
 * can SIGKILL it mid-work and start it again on the same data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export type ServerChild = {
  url: string;
  /** The process id, for its memory figures in /proc (bench/import-latency.ts). */
  pid: number;
  /** What the process wrote, for the failure message. */
  output: () => string;
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts it and resolves once it answers HTTP. `dataDir` is its DATA_DIR and where it
 * looks for a .env file (none: the test's environment is the whole configuration).
 * `startTimeoutMs`: a benchmark on a loaded machine may wait longer than a test.
 */
export async function startServerChild(
  dataDir: string,
  port: number,
  env: Record<string, string>,
  startTimeoutMs = 90_000,
): Promise<ServerChild> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      INIT_CWD: dataDir,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: '/nonexistent-karamu-web-dist',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    try {
      await fetch(`${url}/api/me`);
      break;
    } catch {
      if (Date.now() > until) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
