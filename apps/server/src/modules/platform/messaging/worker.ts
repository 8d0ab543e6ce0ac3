/**
 * The delivery worker: one lane per channel claims due messages as fast as the channel's
 * rate limit and a bound on sends in flight allow, hands each to the channel's transport
 * and records the answers as they arrive, several to a transaction (group-commit.ts). It polls every WORKER_POLL_MS and is
 * woken at once when a batch is queued in this process. Started by main.ts (tests start
 * their own), stopped on shutdown after the sends in flight are recorded.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { createTransports, type Transports } from './channels';
import type { SendOutcome, Transport } from './channels/types';
import {
  claimDue,
  completeFinishedBatches,
  releaseLapsedClaims,
  type ClaimedMessage,
} from './claim';
import type { Clock } from './clock';
import { pruneEarlyReceipts } from './delivery-receipts';
import { pruneWebhookCalls } from './webhook-calls';
import { createGroupCommit } from './group-commit';
import type { Messaging } from './messaging';
import { recordOutcomes, type Answer, type RecordedAs } from './outcomes';
import { createTokenBucket, unlimitedBucket } from './rate-limiter';
import type { RetryPolicy } from './retry-policy';

/** Sends in flight per channel: overlaps provider latency without opening hundreds of sockets. */
const MAX_IN_FLIGHT = 32;
/** How long the first answer of a small group waits for others to share its transaction. */
const GATHER_OUTCOMES_MS = 10;
/** More are claimed once the sends in flight fall to this. */
const REFILL_BELOW = MAX_IN_FLIGHT / 2;
/**
 * The longest wait between claims while they keep failing (the database is away, decision
 * 0017): the wait doubles from WORKER_POLL_MS up to this, so an outage is not a log line
 * per lane per poll, and the worker resumes within this long of the database's return.
 */
const MAX_CLAIM_BACKOFF_MS = 10_000;
/** Early receipts are pruned this often, not every poll: the cap's query sorts the table. */
const PRUNE_RECEIPTS_EVERY_MS = 60_000;
/**
 * A STOP that arrives while a batch is queued: sends skip opted-out addresses, and so must
 * the messages queued before the reply, checked as they are claimed.
 */
const OPTED_OUT: SendOutcome = {
  kind: 'not_sent',
  reason: 'Not sent: the recipient opted out after it was queued',
};

export type DeliveryWorker = { stop(): Promise<void> };

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A sleep that `wake()` ends early. */
function createAlarm() {
  const sleepers = new Set<() => void>();
  return {
    sleep(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        sleepers.add(done);
      });
    },
    wake() {
      for (const done of [...sleepers]) done();
    },
  };
}

export function startDeliveryWorker(options: {
  db: Db;
  config: Config;
  clock: Clock;
  logger: Logger;
  /** The app's messaging: its audiences hear of ends, its wake-up starts the lanes. */
  messaging: Messaging;
}): DeliveryWorker {
  const { db, config, clock, logger, messaging } = options;
  const transports: Transports = createTransports(config);
  const policy: RetryPolicy = {
    maxAttempts: config.MESSAGE_MAX_ATTEMPTS,
    baseDelayMs: config.MESSAGE_RETRY_BASE_MS,
  };
  const pollMs = config.WORKER_POLL_MS;
  let stopped = false;
  /** Batches whose messages ended since the last look: perhaps complete now. */
  const touchedBatches = new Set<string>();
  let lastHousekeeping = 0;
  let lastPrune = Number.NEGATIVE_INFINITY;
  let housekeeping: Promise<void> | undefined;
  const outcomes = createGroupCommit<Answer, RecordedAs>(
    (answers) => recordOutcomes(db, answers, policy, messaging.audiences),
    // A few milliseconds more between a provider's acceptance and our record, for a
    // transaction per several answers instead of one each.
    { gatherMs: GATHER_OUTCOMES_MS, fullAt: MAX_IN_FLIGHT },
  );

  /**
   * Lapsed claims back to the queue, finished batches completed: when idle, and at least
   * every poll. Early receipts that never met their acceptance, and webhook calls past
   * their keeping, are dropped now and then.
   */
  function keepHouse(): Promise<void> {
    housekeeping ??= (async () => {
      try {
        const released = await releaseLapsedClaims(db, clock.now());
        if (released > 0)
          logger.warn({ released }, 'messages whose worker stopped mid-send are queued again');
        const batches = [...touchedBatches];
        touchedBatches.clear();
        await completeFinishedBatches(db, batches);
        if (performance.now() - lastPrune >= PRUNE_RECEIPTS_EVERY_MS) {
          lastPrune = performance.now();
          const dropped = await pruneEarlyReceipts(db, clock.now());
          if (dropped > 0)
            logger.info({ dropped }, 'dropped delivery receipts for ids never recorded');
          const forgotten = await pruneWebhookCalls(db, clock.now());
          if (forgotten > 0) logger.info({ forgotten }, 'forgot old processed webhook calls');
        }
      } catch (error) {
        logger.error({ err: error }, 'delivery housekeeping failed');
      } finally {
        lastHousekeeping = performance.now();
        housekeeping = undefined;
      }
    })();
    return housekeeping;
  }

  async function deliver(transport: Transport, message: ClaimedMessage): Promise<void> {
    const outcome = message.optedOut ? OPTED_OUT : await transport.send(message);
    try {
      const recorded = await outcomes.add({ message, outcome, at: clock.now() });
      if (recorded !== 'retrying') touchedBatches.add(message.batchId);
      if (recorded === 'failed' || recorded === 'retrying') {
        logger.warn({ messageId: message.id, outcome }, `message ${recorded}`);
      }
    } catch (error) {
      // Not recorded: the claim lapses and the message goes again with the same key.
      logger.error({ err: error, messageId: message.id }, 'could not record a delivery outcome');
    }
  }

  function runLane(transport: Transport) {
    const { channel } = transport;
    const bucket = transport.ratePerSecond
      ? createTokenBucket(transport.ratePerSecond)
      : unlimitedBucket;
    const alarm = createAlarm();
    const inFlight = new Set<Promise<void>>();
    let failedClaims = 0;
    const loop = (async () => {
      while (!stopped) {
        if (performance.now() - lastHousekeeping >= pollMs) await keepHouse();
        // Refill in chunks: a claim per freed slot would cost a transaction per message.
        if (inFlight.size > REFILL_BELOW) {
          await alarm.sleep(pollMs);
          continue;
        }
        const room = Math.min(MAX_IN_FLIGHT - inFlight.size, bucket.available());
        if (room <= 0) {
          await alarm.sleep(bucket.msUntilNext());
          continue;
        }
        let claimed: ClaimedMessage[];
        try {
          claimed = await claimDue(db, {
            channel,
            limit: room,
            now: clock.now(),
            leaseMs: config.MESSAGE_LEASE_MS,
          });
          failedClaims = 0;
        } catch (error) {
          failedClaims += 1;
          const retryInMs = Math.min(
            pollMs * 2 ** (failedClaims - 1),
            Math.max(pollMs, MAX_CLAIM_BACKOFF_MS),
          );
          logger.error({ err: error, channel, retryInMs }, 'could not claim messages');
          await alarm.sleep(retryInMs);
          continue;
        }
        if (claimed.length === 0) {
          if (inFlight.size === 0) await keepHouse();
          await alarm.sleep(pollMs);
          continue;
        }
        bucket.take(claimed.length);
        for (const message of claimed) {
          const sending: Promise<void> = deliver(transport, message).finally(() => {
            inFlight.delete(sending);
            alarm.wake();
          });
          inFlight.add(sending);
        }
      }
      await Promise.all(inFlight);
    })();
    return { loop, wake: alarm.wake };
  }

  // A channel without a provider has no lane: its messages wait, queued, and are claimed
  // by the first worker that has one (decision 0029). Never claimed, never sent twice.
  const lanes = Object.values(transports).map(runLane);
  const stopListening = messaging.wakeup.listen(() => {
    for (const lane of lanes) lane.wake();
  });

  return {
    async stop() {
      stopped = true;
      stopListening();
      for (const lane of lanes) lane.wake();
      await Promise.all(lanes.map((lane) => lane.loop));
      await keepHouse();
      await Promise.all(Object.values(transports).map((transport) => transport.close()));
    },
  };
}
