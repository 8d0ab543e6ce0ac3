/**
 * A server of the test's own, apart from the shared one Playwright starts: a test that
 * kills the server mid-work and starts it again on the same data needs one nobody else uses.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from './spawn-server.mjs';

export type OwnServer = {
  url: string;
  /**
   * Starts the server (again) on the same port and data directory; resolves once it
   * answers. `moreEnv` adds to the environment for this start (a provider configured later).
   */
  start: (moreEnv?: Record<string, string>) => Promise<void>;
  /** SIGKILL: no shutdown, nothing flushed, as a crash or the OOM killer leaves it. */
  kill: () => Promise<void>;
  /** A clean stop, and the data directory removed. */
  dispose: () => Promise<void>;
};

/** A port nobody listens on now, from the system. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('No free port');
  return address.port;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export async function createOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'karamu-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  /** The server's last output, shown when it fails to start. */
  let output = '';

  const start = async (moreEnv: Record<string, string> = {}) => {
    output = '';
    const started = spawnServer({
      port,
      dataDir,
      env: { ...env, ...moreEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) {
        throw new Error(`The server exited with ${started.exitCode}:\n${output}`);
      }
      try {
        if ((await fetch(`${url}/`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The server did not answer within 3 minutes:\n${output}`);
  };

  const stopWith = async (signal: NodeJS.Signals) => {
    if (!child) return;
    const running = child;
    child = undefined;
    const gone = exited(running);
    running.kill(signal);
    await gone;
  };

  return {
    url,
    start,
    kill: () => stopWith('SIGKILL'),
    dispose: async () => {
      await stopWith('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
