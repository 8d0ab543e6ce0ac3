/**
 * A throw-away PostgreSQL cluster in a temporary directory, as `.ci/run` makes one: owned by
 * the `postgres` user when we are root, because PostgreSQL refuses to run as root.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type PostgresCluster = {
  url: string;
  version: string;
  stop: () => void;
};

/** The directory holding initdb and pg_ctl: PATH first, then Debian's versioned folders. */
function findPgBin(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb'))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const dir = path.join(debian, version, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: apt-get install postgresql');
}

/**
 * Durability settings are off because the cluster is thrown away and the benchmark only
 * reads; they speed up seeding and do not change read latency.
 */
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_wal_size=4GB',
  'shared_buffers=512MB',
  'max_connections=100',
];

/** A TCP port nobody listens on right now: other clusters may run on this machine. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function startPostgresCluster(port: number): PostgresCluster {
  const bin = findPgBin();
  const asRoot = process.getuid?.() === 0;
  const user = 'postgres';
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, program),
      asRoot ? ['-u', user, '--', path.join(bin, program), ...args] : args,
      { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
    );

  const dir = mkdtempSync(path.join(os.tmpdir(), 'karamu-bench-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // Not running (start failed): nothing to stop.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', dataDir, '-U', 'karamu', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const options = [`-p ${port}`, `-k ${dir}`, ...SERVER_SETTINGS.map((s) => `-c ${s}`)];
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      options.join(' '),
      'start',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const version = run('postgres', ['--version']).trim();
  return { url: `postgres://karamu@127.0.0.1:${port}/postgres`, version, stop };
}
