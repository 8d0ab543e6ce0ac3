/**
 * A daily cap per user bounds what a stolen or careless account can spend: the messages a
 * user queued since midnight UTC (test sends and scheduled runs included), checked under a
 * lock per user so two sends at once cannot both slip under it. SMS have their own
 * allowance and need a proven phone on new accounts (sms-allowance.ts, decision 0022). A
 * send that would pass a limit is refused whole: half a guest list invited is worse than none.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { MessageChannel } from '@karamu/shared';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { tooManyRequests } from '../../lib/too-many-requests';
import type { MessagingSettings } from './settings';
import { assertSmsAllowed, startOfUtcDay } from './sms-allowance';

/** First key of the two-key advisory lock: this lock's namespace. */
const DAILY_CAP_LOCK = 4_711_043;

/** Call inside the transaction that inserts the messages: the lock is held until it ends. */
export async function assertWithinDailyCap(
  db: Db,
  actor: Actor,
  send: { channel: MessageChannel; adding: number },
  settings: MessagingSettings,
  now: Date = new Date(),
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${DAILY_CAP_LOCK}, hashtext(${actor.userId}))`);
  const { adding } = send;
  const cap = settings.dailyCapPerUser;
  const since = startOfUtcDay(now);
  const [row] = await db
    .select({ queued: count() })
    .from(messages)
    .where(and(eq(messages.createdBy, actor.userId), gte(messages.createdAt, since)));
  const queued = row?.queued ?? 0;
  if (queued + adding > cap) {
    const untilMidnight = since.getTime() + 86_400_000 - now.getTime();
    throw tooManyRequests(
      `Sending ${adding.toLocaleString('en')} more messages would pass your daily limit of ` +
        `${cap.toLocaleString('en')} (${queued.toLocaleString('en')} queued today).`,
      untilMidnight,
    );
  }
  if (send.channel === 'sms') await assertSmsAllowed(db, actor.userId, adding, settings, now);
}
