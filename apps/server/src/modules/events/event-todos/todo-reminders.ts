/**
 * Reminds each open to-do's assignee once, by SMS or e-mail through messaging (decision
 * 0049). A to-do is due for its reminder from 08:00 in the event's zone on the day before
 * its due day (so "due tomorrow" is reminded today, never at night). Each reminder is one
 * transaction: claim the row (FOR UPDATE SKIP LOCKED, so two processes never remind one
 * to-do), queue the message with `queueSingleMessage` and write `reminded_for` (the due
 * day reminded for) and `reminded_at` together. A crash before the commit leaves nothing
 * queued and the to-do still due; after it, it is reminded. A to-do whose due day changes
 * (edited, or its event moved) no longer matches `reminded_for` and is reminded again, once,
 * but never twice in one UTC day however often the day changes (decision 0059).
 *
 * A reminder is the event owner's notice (decision 0059): it spends the owner's allowance
 * through the outbound gate, goes only to a member of the event's team, and by SMS only to
 * a phone its holder proved with a code, so a to-do cannot text a stranger's number.
 */
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageChannel } from '@karamu/shared';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { eventTeam, eventTodos, events, users } from '../../../db/schema';
import { queueNoticeUnlessRefused, type Clock, type Messaging } from '../../platform/messaging';
import { startOfUtcDay } from '../../platform/outbound-gate';
import { dayInEventZone, dueDay } from './todos-repository';
import { startRepeatingJob, type RepeatingJob } from '../../../lib/repeating-job';

/** The batch `audience` of to-do reminders: the messages list shows them under it. */
const TODO_REMINDER_PURPOSE = 'todo-reminders';
/** Reminders per tick, so one tick cannot hold the process for long; the rest wait a tick. */
const MAX_REMINDERS_PER_TICK = 100;

/** When the reminder is due: 08:00 on the day before the due day, in the event's zone. */
const reminderAt = sql`((${dueDay} - 1) + time '08:00') at time zone ${events.timeZone}`;

type Assignee = {
  name: string;
  phone: string | null;
  verifiedPhone: string | null;
  email: string | null;
};

/**
 * SMS to a proven phone and e-mail to an address, preferring a channel whose provider is
 * set up; with neither set up, SMS waits for a provider as any message does. A phone that
 * is not the one proven by a code gets nothing: anyone can type any number in a profile.
 */
function reachOf(
  assignee: Assignee,
  providers: Record<MessageChannel, boolean>,
): { channel: MessageChannel; address: string } | undefined {
  const proven = assignee.phone !== null && assignee.verifiedPhone === assignee.phone;
  const sms =
    proven && assignee.phone ? { channel: 'sms' as const, address: assignee.phone } : undefined;
  const email = assignee.email ? { channel: 'email' as const, address: assignee.email } : undefined;
  if (sms && providers.sms) return sms;
  if (email && providers.email) return email;
  return sms ?? email;
}

const displayDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Plain GSM text, one or two SMS parts. */
function reminderText(facts: {
  assigneeName: string;
  title: string;
  eventName: string;
  dueDate: string;
  today: string;
}) {
  const when =
    facts.dueDate < facts.today
      ? `was due on ${displayDay(facts.dueDate)}`
      : `is due on ${displayDay(facts.dueDate)}`;
  return `Hello ${facts.assigneeName}, a reminder: "${facts.title}" for ${facts.eventName} ${when}.`;
}

/** Claims, queues and marks one due to-do inside `tx`; answers its id, or undefined when none is due. */
async function remindOne(
  tx: Db,
  messaging: Messaging,
  now: Date,
  skip: readonly string[],
  logger: FastifyBaseLogger,
): Promise<string | undefined> {
  const [row] = await tx
    .select({
      id: eventTodos.id,
      title: eventTodos.title,
      eventId: events.id,
      eventName: events.name,
      ownerId: events.createdBy,
      dueDate: sql<string>`to_char(${dueDay}, 'YYYY-MM-DD')`,
      today: sql<string>`to_char(${dayInEventZone(now)}, 'YYYY-MM-DD')`,
      assignee: {
        name: users.name,
        phone: users.phone,
        verifiedPhone: users.verifiedPhone,
        email: users.email,
      },
    })
    .from(eventTodos)
    .innerJoin(events, eq(events.id, eventTodos.eventId))
    .innerJoin(users, eq(users.id, eventTodos.assigneeId))
    .where(
      and(
        eq(eventTodos.status, 'open'),
        isNotNull(eventTodos.assigneeId),
        eq(users.disabled, false),
        // Still on the event's team (its creator or on event_team, as assignment requires):
        // someone taken off the team is reminded of nothing.
        sql`(${users.id} = ${events.createdBy} or exists (select 1 from ${eventTeam} where ${eventTeam.eventId} = ${events.id} and ${eventTeam.userId} = ${users.id}))`,
        // At most one reminder a to-do a UTC day, however often its due day changes.
        sql`(${eventTodos.remindedAt} is null or ${eventTodos.remindedAt} < ${startOfUtcDay(now).toISOString()}::timestamptz)`,
        // A cancelled or completed event's to-dos are nobody's business any more.
        inArray(events.status, ['draft', 'active']),
        sql`${eventTodos.remindedFor} is distinct from ${dueDay}`,
        sql`${reminderAt} <= ${now.toISOString()}::timestamptz`,
        skip.length > 0 ? notInArray(eventTodos.id, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(reminderAt), asc(eventTodos.id))
    .limit(1)
    .for('update', { of: eventTodos, skipLocked: true });
  if (!row) return undefined;
  const reach = reachOf(row.assignee, messaging.settings.delivery.providers);
  if (reach && row.ownerId) {
    const queued = await queueNoticeUnlessRefused(tx, messaging, {
      purpose: TODO_REMINDER_PURPOSE,
      contextId: row.eventId,
      // One message per to-do and due day: a changed due day is a new reminder.
      recipientKey: `todo:${row.id}:${row.dueDate}`,
      recipientName: row.assignee.name,
      channel: reach.channel,
      address: reach.address,
      subject: `Reminder: ${row.title}`,
      body: reminderText({ ...row, assigneeName: row.assignee.name }),
      // The event owner's notice: their allowance, their proven phone first (0022, 0059).
      spender: { account: row.ownerId },
      now,
    });
    if ('refused' in queued) {
      // Marked all the same: a refused reminder is not tried again every tick.
      logger.warn({ todoId: row.id, reason: queued.refused.message }, 'to-do reminder refused');
    }
  } else {
    // Marked all the same: a to-do whose assignee has no proven phone or e-mail (or whose
    // event has no owner left to spend for it) is not retried each tick.
    logger.warn(
      { todoId: row.id },
      'to-do reminder not sent: no proven phone or e-mail, or no event owner',
    );
  }
  await tx
    .update(eventTodos)
    .set({ remindedAt: now, remindedFor: row.dueDate })
    .where(eq(eventTodos.id, row.id));
  return row.id;
}

/** Queues every reminder due at `clock.now()` (up to a tick's worth); answers how many. */
export async function runDueTodoReminders(
  db: Db,
  messaging: Messaging,
  clock: Clock,
  logger: FastifyBaseLogger,
): Promise<number> {
  const now = clock.now();
  const handled: string[] = [];
  while (handled.length < MAX_REMINDERS_PER_TICK) {
    let claimed: string | undefined;
    try {
      claimed = await db.transaction((tx) => remindOne(tx, messaging, now, handled, logger));
    } catch (error) {
      // Rolled back: still due, tried at the next tick.
      logger.error({ err: error }, 'to-do reminder failed');
      break;
    }
    if (!claimed) break;
    handled.push(claimed);
  }
  if (handled.length > 0) messaging.wakeup.notify();
  return handled.length;
}

export type TodoReminders = RepeatingJob;

/** Ticks at once and then every SCHEDULER_INTERVAL_MS; a tick never overlaps the last. */
export function startTodoReminders(options: {
  db: Db;
  config: Pick<Config, 'SCHEDULER_INTERVAL_MS'>;
  clock: Clock;
  logger: FastifyBaseLogger;
  messaging: Messaging;
}): TodoReminders {
  const { db, config, clock, logger, messaging } = options;
  return startRepeatingJob({
    run: () => runDueTodoReminders(db, messaging, clock, logger),
    intervalMs: config.SCHEDULER_INTERVAL_MS,
    logger,
    failure: 'to-do reminders tick failed',
  });
}
