/**
 * Fires due schedules. Each run is one transaction: claim the schedule's row (FOR UPDATE
 * SKIP LOCKED, so two server processes never fire one schedule), queue the batch through
 * `queueBatch` inside it, and move `next_run_at` on (or complete the schedule). A crash
 * before the commit leaves nothing queued and the schedule due; after it, the schedule
 * has moved on: a run is never fired twice. Each tick first re-plans the schedules
 * relative to an event, so they follow it when it moves. A weekly schedule "until nobody
 * is left" completes at the first run whose filter picks nobody.
 */
import { and, asc, eq, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { relativeRunAt, type ScheduleFilter, type ScheduleTiming } from '@karamu/shared';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { messageSchedules, users } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { HttpError } from '../../../lib/http-error';
import { loadPrivileges } from '../auth';
import { queueBatch, type Clock, type Messaging } from '../messaging';
import { contextKey, findContextDates, findNextRun } from './schedule-timing';
import { startRepeatingJob, type RepeatingJob } from '../../../lib/repeating-job';

/** How the scheduler signs what it changes in the audit log. */
const SCHEDULER = { userId: null, username: 'scheduler' };
/** Runs per tick, so one tick cannot hold the process for long; the rest wait a tick. */
const MAX_RUNS_PER_TICK = 50;

type ScheduleRow = typeof messageSchedules.$inferSelect;

/** The creator as they are now: their current roles, or undefined when disabled or deleted. */
async function loadCreator(db: Db, userId: string | null): Promise<Actor | undefined> {
  if (!userId) return undefined;
  const [user] = await db
    .select({ username: users.username, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.disabled) return undefined;
  // No session: the run acts for its creator, not through a sign-in.
  return { userId, username: user.username, sessionId: '', ...(await loadPrivileges(db, userId)) };
}

const snapshot = (row: ScheduleRow) => ({
  status: row.status,
  nextRunAt: row.nextRunAt?.toISOString() ?? null,
  lastRunAt: row.lastRunAt?.toISOString() ?? null,
  pausedReason: row.pausedReason,
});

async function writeOutcome(
  tx: Db,
  row: ScheduleRow,
  change: {
    status: ScheduleRow['status'];
    nextRunAt: Date | null;
    pausedReason?: string;
    lastRunAt?: Date;
    /** Said in the audit log: why the scheduler paused it, or the batch it queued. */
    note: Record<string, string>;
  },
  now: Date,
) {
  const { note, ...columns } = change;
  await tx
    .update(messageSchedules)
    .set({ ...columns, updatedAt: now, version: sql`${messageSchedules.version} + 1` })
    .where(eq(messageSchedules.id, row.id));
  await recordAudit(tx, SCHEDULER, {
    action: 'update',
    resource: 'schedules',
    recordId: row.id,
    before: snapshot(row),
    after: { ...snapshot({ ...row, ...columns }), ...note },
  });
}

/**
 * Moves a run the scheduler planned, while the row is still as it was read (a user's edit
 * or a run since bumped `version`). The scheduler's bookkeeping, not an edit: no new
 * version (the user's next save must not be refused for it) and no audit entry.
 */
async function movePlannedRun(db: Db, row: ScheduleRow, nextRunAt: Date): Promise<boolean> {
  const moved = await db
    .update(messageSchedules)
    .set({ nextRunAt })
    .where(
      and(
        eq(messageSchedules.id, row.id),
        eq(messageSchedules.version, row.version),
        row.nextRunAt
          ? eq(messageSchedules.nextRunAt, row.nextRunAt)
          : isNull(messageSchedules.nextRunAt),
      ),
    )
    .returning({ id: messageSchedules.id });
  return moved.length > 0;
}

/**
 * Relative schedules follow their event both ways. A run re-checks the date when it falls
 * due, which catches an event moved later; one moved earlier would be caught only at the
 * old, later time. So each tick re-plans every active relative schedule first: they are
 * few (one per reminder of an upcoming event), their contexts' dates are read in one
 * query per audience, and only rows whose run moved are written, in one transaction. A
 * run the move put in the past is due at once, as any missed run is. A context that is
 * gone is left to the run, which pauses the schedule saying so.
 */
async function replanRelativeSchedules(db: Db, messaging: Messaging, logger: FastifyBaseLogger) {
  const rows = await db
    .select()
    .from(messageSchedules)
    .where(
      and(
        eq(messageSchedules.status, 'active'),
        sql`${messageSchedules.timing}->>'kind' = 'relative'`,
      ),
    );
  if (rows.length === 0) return;
  const dates = await findContextDates(db, messaging.audiences, rows);
  const moves = rows.flatMap((row) => {
    const timing = row.timing as ScheduleTiming;
    const context = dates.get(contextKey(row));
    if (timing.kind !== 'relative' || !context) return [];
    const due = relativeRunAt(timing, context.date, row.timeZone);
    return due && due.getTime() !== row.nextRunAt?.getTime() ? [{ row, due }] : [];
  });
  if (moves.length === 0) return;
  const moved = await db.transaction(async (tx) => {
    const applied: typeof moves = [];
    for (const move of moves) if (await movePlannedRun(tx, move.row, move.due)) applied.push(move);
    return applied;
  });
  for (const { row, due } of moved) {
    logger.info(
      { scheduleId: row.id, from: row.nextRunAt, to: due },
      'schedule follows its event to a new date',
    );
  }
}

/** queueBatch's refusal of a send whose filter picks nobody it can reach (a 400 on `filter`). */
const isNobodyToSend = (error: HttpError) =>
  error.statusCode === 400 && error.fieldErrors?.filter !== undefined;

/** What the audit log says of the run that ended a schedule "until nobody is left". */
const NOBODY_LEFT = 'Nobody is left: the filter picks no recipient';

/**
 * Whether the schedule's filter picks nobody at all. Recipients it picks but cannot reach
 * (no phone, opted out) are still left: a member who owes stays owed whether or not an
 * SMS can reach them.
 */
async function isNobodyLeft(tx: Db, messaging: Messaging, row: ScheduleRow) {
  const recipients = await messaging.audiences.get(row.audience).listRecipients(
    tx,
    row.contextId,
    row.recipientFilter as ScheduleFilter,
    // Only counted: no link is made or read.
    { publicBaseUrl: '', links: 'preview' },
  );
  return recipients.length === 0;
}

/**
 * One claimed, due schedule. A refusal the creator could fix (they lost the privilege,
 * the template has an unmapped placeholder, the event is gone, the daily cap) pauses it
 * with the reason in the audit log; anything else rolls the run back to try next tick.
 */
async function runSchedule(
  tx: Db,
  messaging: Messaging,
  row: ScheduleRow,
  now: Date,
  logger: FastifyBaseLogger,
) {
  const schedule = { ...row, timing: row.timing as ScheduleTiming };
  const pause = (reason: string) => {
    logger.warn({ scheduleId: row.id, reason }, 'schedule paused');
    return writeOutcome(
      tx,
      row,
      { status: 'paused', nextRunAt: row.nextRunAt, pausedReason: reason, note: {} },
      now,
    );
  };

  // A relative run follows its event: moved later (since this tick's re-plan), the run
  // waits for the new time.
  if (schedule.timing.kind === 'relative') {
    const due = await findNextRun(tx, messaging.audiences, schedule, new Date(0));
    if (!due) return pause('Its event no longer exists');
    if (due.getTime() > now.getTime()) {
      await movePlannedRun(tx, row, due);
      return;
    }
  }

  const creator = await loadCreator(tx, row.createdBy);
  if (!creator) return pause("Its creator's account is disabled or deleted");
  let note: Record<string, string>;
  try {
    const batch = await queueBatch(
      tx,
      creator,
      {
        templateId: row.templateId,
        audience: row.audience,
        contextId: row.contextId,
        filter: row.recipientFilter as ScheduleFilter,
        scheduleId: row.id,
        confirm: true,
      },
      messaging,
    );
    logger.info({ scheduleId: row.id, batchId: batch.id, total: batch.total }, 'schedule fired');
    note = { batchId: batch.id };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    if (!isNobodyToSend(error)) return pause(error.message);
    const timing = schedule.timing;
    if (
      timing.kind === 'weekly' &&
      timing.untilNobodyLeft &&
      (await isNobodyLeft(tx, messaging, row))
    ) {
      logger.info({ scheduleId: row.id }, 'schedule completed: nobody is left');
      return writeOutcome(
        tx,
        row,
        { status: 'completed', nextRunAt: null, lastRunAt: now, note: { outcome: NOBODY_LEFT } },
        now,
      );
    }
    // Still a run: this week nobody's answer is pending, next week someone's may be.
    logger.info(
      { scheduleId: row.id, reason: error.message },
      'schedule ran with nobody to send to',
    );
    note = { outcome: error.message };
  }
  const nextRunAt = await findNextRun(tx, messaging.audiences, schedule, now);
  await writeOutcome(
    tx,
    row,
    { status: nextRunAt ? 'active' : 'completed', nextRunAt, lastRunAt: now, note },
    now,
  );
}

/** Fires every schedule due at `clock.now()` (up to a tick's worth); answers how many were handled. */
export async function runDueSchedules(
  db: Db,
  messaging: Messaging,
  clock: Clock,
  logger: FastifyBaseLogger,
) {
  try {
    await replanRelativeSchedules(db, messaging, logger);
  } catch (error) {
    // The due runs still go: each re-checks its own event's date.
    logger.error({ err: error }, 'could not re-plan relative schedules');
  }
  const now = clock.now();
  const handled: string[] = [];
  while (handled.length < MAX_RUNS_PER_TICK) {
    let claimed: string | undefined;
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(messageSchedules)
          .where(
            and(
              eq(messageSchedules.status, 'active'),
              lte(messageSchedules.nextRunAt, now),
              handled.length > 0 ? notInArray(messageSchedules.id, handled) : undefined,
            ),
          )
          .orderBy(asc(messageSchedules.nextRunAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return;
        claimed = row.id;
        await runSchedule(tx, messaging, row, now, logger);
      });
    } catch (error) {
      // Rolled back: still due, tried again next tick (not in this one).
      logger.error({ err: error, scheduleId: claimed }, 'schedule run failed');
    }
    if (!claimed) break;
    handled.push(claimed);
  }
  return handled.length;
}

export type Scheduler = RepeatingJob;

/** Ticks at once and then every SCHEDULER_INTERVAL_MS; a tick never overlaps the last. */
export function startScheduler(options: {
  db: Db;
  config: Pick<Config, 'SCHEDULER_INTERVAL_MS'>;
  clock: Clock;
  logger: FastifyBaseLogger;
  messaging: Messaging;
}): Scheduler {
  const { db, config, clock, logger, messaging } = options;
  return startRepeatingJob({
    run: () => runDueSchedules(db, messaging, clock, logger),
    intervalMs: config.SCHEDULER_INTERVAL_MS,
    logger,
    failure: 'scheduler tick failed',
  });
}
