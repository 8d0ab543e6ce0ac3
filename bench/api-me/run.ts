/**
 * `npm run bench:api-me` (issue 14): requests per second of GET /api/me, and of a bare
 * Fastify route measured in the same run and the same server process, on PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too.
 * The ratio is the figure to compare: a shared machine moves both sides alike. Prints
 * figures; never fails on time.
 *
 * Options: --duration S (default 10)  --warmup S (default 3)  --connections N (default 10)
 *          --rounds N (default 2: bare and /api/me alternate, each round measures both)
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { describeMachine, measureBusy, positiveFlag } from '../list-api/report';
import type { ApiMeServerReady } from './server';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
  },
});
const settings = {
  durationSeconds: positiveFlag('duration', flags.duration),
  warmupSeconds: positiveFlag('warmup', flags.warmup),
  connections: positiveFlag('connections', flags.connections),
  rounds: positiveFlag('rounds', flags.rounds),
};
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Figures = { reqPerSec: number; p50Ms: number; p99Ms: number; non2xx: number };

async function measure(url: string, cookie: string | undefined, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    pipelining: 1,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

function startServer(database: 'pglite' | 'postgres') {
  const child = fork(new URL('./server.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_API_ME_POSTGRES_URL: database === 'postgres' ? postgresUrl : '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<{ ready: ApiMeServerReady; stop: () => Promise<void> }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server process exited with code ${code}`)));
    child.once('message', (ready: ApiMeServerReady) =>
      resolve({
        ready,
        stop: async () => {
          const gone = new Promise((done) => child.once('exit', done));
          child.send('stop');
          await gone;
        },
      }),
    );
  });
}

const format = (label: string, f: Figures) =>
  `  ${label.padEnd(12)} ${String(f.reqPerSec).padStart(7)} req/s   p50 ${f.p50Ms} ms   p99 ${f.p99Ms} ms` +
  (f.non2xx > 0 ? `   ${f.non2xx} not 2xx!` : '');

console.log(
  `GET /api/me against a bare Fastify route, ${settings.connections} connections, ` +
    `${settings.rounds} rounds of ${settings.durationSeconds} s each after ${settings.warmupSeconds} s warm-up`,
);
console.log(`machine: ${JSON.stringify(describeMachine())}, busy before: ${await measureBusy()}`);

for (const database of postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
  const server = await startServer(database);
  try {
    const { appPort, barePort, cookie } = server.ready;
    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    const meUrl = `http://127.0.0.1:${appPort}/api/me`;
    await measure(bareUrl, undefined, settings.warmupSeconds);
    await measure(meUrl, cookie, settings.warmupSeconds);
    console.log(`\n${database}:`);
    const ratios: number[] = [];
    for (let round = 1; round <= settings.rounds; round += 1) {
      const bare = await measure(bareUrl, undefined, settings.durationSeconds);
      const me = await measure(meUrl, cookie, settings.durationSeconds);
      ratios.push(me.reqPerSec / bare.reqPerSec);
      console.log(format('bare route', bare));
      console.log(format('GET /api/me', me));
      console.log(`  ratio        ${(me.reqPerSec / bare.reqPerSec).toFixed(2)} (round ${round})`);
    }
    const mean = ratios.reduce((sum, r) => sum + r, 0) / ratios.length;
    console.log(`  mean ratio   ${mean.toFixed(2)} of the bare route's req/s`);
  } finally {
    await server.stop();
  }
}
