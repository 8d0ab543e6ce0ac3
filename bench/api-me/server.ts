/**
 * The measured process of `npm run bench:api-me`: the real app (`buildApp`) and a bare
 * Fastify route side by side, so both share one process's conditions. It signs in once and
 * tells the parent the ports and the session cookie over IPC; any message stops it.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { bootstrapAdmin } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';

export type ApiMeServerReady = { appPort: number; barePort: number; cookie: string };

const ADMIN_PASSWORD = 'karamu-bench-admin-password';
const baseUrl = process.env.BENCH_API_ME_POSTGRES_URL;

/** A database of its own on the PostgreSQL server, dropped at the end. */
async function createPostgresDatabase(url: string) {
  const name = `karamu_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const postgres = baseUrl ? await createPostgresDatabase(baseUrl) : undefined;
const database = await openDatabase(
  postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite' },
);
await bootstrapAdmin(database.db, ADMIN_PASSWORD);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent-karamu-web-dist',
});
const app = await buildApp({ db: database.db, config });
await app.listen({ host: '127.0.0.1', port: 0 });

// The ceiling: what Fastify answers with no hooks, no session and no database.
const bare = Fastify();
bare.get('/bare', async () => ({ id: 'bench', username: 'admin', name: 'Administrator' }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { username: 'admin', password: ADMIN_PASSWORD },
});
const session = login.cookies.find((cookie) => cookie.name === 'karamu_session');
if (!session) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);

const portOf = (server: typeof app.server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const ready: ApiMeServerReady = {
  appPort: portOf(app.server),
  barePort: portOf(bare.server),
  cookie: `karamu_session=${session.value}`,
};
process.send?.(ready);

process.once('message', async () => {
  await bare.close();
  await app.close();
  await database.close();
  await postgres?.drop();
  process.exit(0);
});
