/**
 * Messaging benchmark: a batch of 10,000 personalised messages queued through the API
 * (time to queued, against a bulk INSERT of the same rows in the same run), then delivered
 * by the real worker to a local SMS provider (Africa's Talking format) and to a local SMTP
 * server (messages/s); on PostgreSQL and on PGlite. Prints figures and writes
 * bench/results/messaging.md; it never fails on time.
 *
 *   npm run bench:messaging -w @karamu/bench -- [--db postgres|pglite|both] [--messages N] [--port N]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { bootstrapAdmin } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type OpenDatabaseOptions } from '../../apps/server/src/db/client';
import { messageBatches } from '../../apps/server/src/db/schema';
import { startDeliveryWorker, systemClock } from '../../apps/server/src/modules/platform/messaging';
import { startFakeSmsProvider } from '../../apps/server/test/support/fake-sms-provider';
import { startSmtpSink } from '../../apps/server/test/support/smtp-sink';
import { findFreePort, startPostgresCluster } from '../list-api/postgres-cluster';
import { describeMachine, measureBusy } from '../list-api/report';
import { writeReport, type DatabaseRun } from './report';
import { benchClient, describeDatabase, seedGuests, timeBulkInsert, untilBatchDone } from './steps';

const ADMIN_PASSWORD = 'karamu-bench-admin-password';
const WARM_UP_GUESTS = 2000;

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    messages: { type: 'string', default: '10000' },
    port: { type: 'string' },
  },
});
const count = Number(flags.messages);
if (!Number.isInteger(count) || count < 101 || count > 100_000) {
  throw new Error('--messages must be a whole number from 101 to 100000');
}
const databases = flags.db === 'both' ? ['postgres', 'pglite'] : [flags.db];
if (databases.some((kind) => kind !== 'postgres' && kind !== 'pglite')) {
  throw new Error('--db must be postgres, pglite or both');
}
const log = (line: string) => console.log(line);
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

async function runOn(options: OpenDatabaseOptions, label: string): Promise<DatabaseRun> {
  const sms = await startFakeSmsProvider('africastalking');
  const smtp = await startSmtpSink();
  const database = await openDatabase(options);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-karamu-web-dist',
    ...sms.env,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Karamu <invitations@karamu.example>',
    PUBLIC_BASE_URL: 'https://karamu.example',
    // The engine's own pace is measured, not a provider's limit or our cap.
    SMS_RATE_PER_SECOND: '1000000',
    EMAIL_RATE_PER_SECOND: '1000000',
    MESSAGES_DAILY_CAP_PER_USER: '10000000',
    PROVIDER_TIMEOUT_MS: '30000',
    MESSAGE_LEASE_MS: '120000',
  });
  try {
    await bootstrapAdmin(database.db, ADMIN_PASSWORD);
    const app = await buildApp({ db: database.db, config });
    const api = await benchClient(app, ADMIN_PASSWORD);
    const version = await describeDatabase(database.db);
    const { eventId } = await seedGuests(database.db, api, count);
    // A running server has queued batches before: the first one after a start also pays
    // for compiling the path (about a third more on the first send), so each channel
    // queues one untimed batch to a smaller event first, removed before the worker starts.
    const warmUp = await seedGuests(database.db, api, WARM_UP_GUESTS);
    log(`${label}: ${count.toLocaleString('en')} guests seeded`);

    const runChannel = async (channel: 'sms' | 'email') => {
      const template = await api.createTemplate(channel);
      const warmUpBatch = await api.queue(template, warmUp.eventId);
      await database.db.delete(messageBatches).where(eq(messageBatches.id, warmUpBatch.id));
      const queuedAt = performance.now();
      const batch = await api.queue(template, eventId);
      const queueMs = performance.now() - queuedAt;
      const insertMs = await timeBulkInsert(database.db, batch.id);
      const cpuBefore = process.cpuUsage();
      const startedAt = performance.now();
      const worker = startDeliveryWorker({
        db: database.db,
        config,
        clock: systemClock,
        logger: app.log,
        messaging: app.messaging,
      });
      const counts = await untilBatchDone(database.db, batch.id);
      const dispatchMs = performance.now() - startedAt;
      await worker.stop();
      const cpu = process.cpuUsage(cpuBefore);
      const atProvider = channel === 'sms' ? sms.accepted.length : smtp.received.length;
      const result = {
        channel,
        queueSeconds: seconds(queueMs),
        bulkInsertSeconds: seconds(insertMs),
        queueToInsert: Number((queueMs / insertMs).toFixed(1)),
        dispatchSeconds: seconds(dispatchMs),
        messagesPerSecond: Math.round(count / (dispatchMs / 1000)),
        cpuMsPerMessage: Number(((cpu.user + cpu.system) / 1000 / count).toFixed(2)),
        sent: counts.sent ?? 0,
        atProvider,
      };
      log(`${label} ${channel}: ${JSON.stringify(result)}`);
      return result;
    };
    const channels = [await runChannel('sms'), await runChannel('email')];
    await app.close();
    return { database: options.kind, version, channels };
  } finally {
    await database.close();
    await sms.close();
    await smtp.close();
  }
}

const busyBeforeRun = await measureBusy();
const runs: DatabaseRun[] = [];
for (const kind of databases) {
  if (kind === 'postgres') {
    const cluster = startPostgresCluster(Number(flags.port ?? (await findFreePort())));
    try {
      runs.push(await runOn({ kind: 'postgres', url: cluster.url, poolSize: 10 }, 'PostgreSQL'));
    } finally {
      cluster.stop();
    }
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karamu-bench-messaging-'));
    try {
      runs.push(await runOn({ kind: 'pglite', dataDir }, 'PGlite'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
const file = writeReport({
  date: new Date().toISOString(),
  machine: { ...describeMachine(), busyBeforeRun, loadAverage: os.loadavg()[0]! },
  messages: count,
  runs,
});
log(`Wrote ${file}`);
