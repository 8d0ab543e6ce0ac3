/** `npm start`: configuration, database, first-start admin, then the server. */
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { bootstrapAdmin, ADMIN_USERNAME } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { isDatabaseUnavailable } from './db/unavailable';
import { startScheduler, type Scheduler } from './modules/platform/message-schedules';
import { startTodoReminders, type TodoReminders } from './modules/events/event-todos';
import { startPaymentPoller, type PaymentPoller } from './modules/platform/payments';
import {
  publicAddressWarning,
  startDeliveryWorker,
  systemClock,
  type DeliveryWorker,
} from './modules/platform/messaging';

/** A start-up failure the user can fix: printed as a plain message, without a stack. */
class StartupError extends Error {}

function loadEnvFile(): void {
  const file = `${process.env.INIT_CWD ?? process.cwd()}/.env`;
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

async function start(config: Config): Promise<void> {
  // The app's logger exists once the app is built, after the database is open.
  let log: FastifyBaseLogger | undefined = undefined;
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          onConnectionError: (error) =>
            log?.warn(
              { err: error },
              'PostgreSQL closed a connection; new ones are opened as requests need them',
            ),
        }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  const { created, generatedPassword } = await bootstrapAdmin(database.db, config.ADMIN_PASSWORD);
  if (generatedPassword) {
    // Printed once, to the console only: never to the structured log.
    process.stdout.write(
      `\nCreated user '${ADMIN_USERNAME}' with password: ${generatedPassword}\n` +
        'Sign in and change it; it is not shown again.\n\n',
    );
  } else if (created) {
    process.stdout.write(
      `\nCreated user '${ADMIN_USERNAME}' with the password from ADMIN_PASSWORD.\n\n`,
    );
  }

  const app = await buildApp({ db: database.db, config });
  log = app.log;
  // Started once listening, outside buildApp, so tests run their own or none.
  let background: (DeliveryWorker | Scheduler | TodoReminders | PaymentPoller)[] = [];
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // The worker finishes recording the sends in flight before the database closes.
    await Promise.all(background.map((task) => task.stop()));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(
        `Port ${config.PORT} on ${config.HOST} is already in use: stop what uses it, or set PORT.`,
      );
    }
    throw error;
  }
  const jobs = {
    db: database.db,
    config,
    clock: systemClock,
    logger: app.log,
    messaging: app.messaging,
  };
  background = [
    startDeliveryWorker(jobs),
    startScheduler(jobs),
    startTodoReminders(jobs),
    startPaymentPoller({
      payments: app.payments,
      intervalMs: config.PAYMENT_POLL_MS,
      logger: app.log,
    }),
  ];
  app.log.info(
    {
      sms: config.SMS_PROVIDER ?? 'not configured',
      email: config.SMTP_URL ? 'smtp' : 'not configured',
      payments: config.PAYMENT_PROVIDER ?? 'not configured',
    },
    'message delivery started',
  );
  const addressWarning = publicAddressWarning(config);
  if (addressWarning) app.log.warn(addressWarning);
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined },
    `Karamu is serving http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
  );
}

try {
  loadEnvFile();
  await start(loadConfig());
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof StartupError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  if (isDatabaseUnavailable(error)) {
    // At start only: once serving, an outage answers 503 and the server waits it out.
    process.stderr.write(
      `Cannot reach the database at DATABASE_URL (${(error as Error).message}): start PostgreSQL, or check the URL.\n`,
    );
    process.exit(1);
  }
  throw error;
}
