/**
 * What an account may spend (decision 0022, moved behind the gate by 0059): a daily cap of
 * messages of every channel (test sends and scheduled runs included), and for SMS a daily
 * allowance and, on a self-signed-up account, a phone proven with a code first when a
 * provider is configured. Checked under a lock per account, in the transaction that queues
 * the messages, so two sends at once cannot both slip under it. A send that would pass a
 * limit is refused whole: half a guest list invited is worse than none.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { MessageChannel, SendingStatus } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messages, users } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { tooManyRequests } from '../../../lib/too-many-requests';
import type { OutboundLimits } from './limits';
import { nextUtcMidnight, startOfUtcDay } from './utc-day';

/** First key of the two-key advisory lock: this lock's namespace. */
const DAILY_CAP_LOCK = 4_711_043;

const VERIFY_PHONE_FIRST =
  'Verify your phone number in Settings before sending SMS: new accounts prove their number with a code first.';

type Limits = Pick<
  OutboundLimits,
  'dailyCapPerUser' | 'newAccountDailySmsAllowance' | 'smsProviderConfigured'
>;

export type SmsStanding = Pick<
  SendingStatus,
  'phone' | 'verificationRequired' | 'phoneVerified' | 'smsAllowance'
>;

/** Messages the account queued today, of one channel or of all. */
async function queuedToday(db: Db, userId: string, since: Date, channel?: MessageChannel) {
  const [row] = await db
    .select({ queued: count() })
    .from(messages)
    .where(
      and(
        eq(messages.createdBy, userId),
        channel ? eq(messages.channel, channel) : undefined,
        gte(messages.createdAt, since),
      ),
    );
  return row?.queued ?? 0;
}

/** The account's standing for SMS today; `now` decides which day. */
async function getSmsStanding(
  db: Db,
  userId: string,
  limits: Limits,
  now: Date = new Date(),
): Promise<SmsStanding> {
  const [user] = await db
    .select({
      signedUp: users.signedUp,
      phone: users.phone,
      verifiedPhone: users.verifiedPhone,
      smsDailyAllowance: users.smsDailyAllowance,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const usedToday = await queuedToday(db, userId, startOfUtcDay(now), 'sms');
  const perDay =
    user.smsDailyAllowance ??
    (user.signedUp ? limits.newAccountDailySmsAllowance : limits.dailyCapPerUser);
  return {
    phone: user.phone,
    verificationRequired: user.signedUp && limits.smsProviderConfigured,
    phoneVerified: user.phone !== null && user.verifiedPhone === user.phone,
    smsAllowance: {
      perDay,
      usedToday,
      left: Math.max(0, perDay - usedToday),
      resetsAt: nextUtcMidnight(now).toISOString(),
    },
  };
}

/** What the account used today per channel, against what it may: the profile's counts. */
export async function getAccountUse(
  db: Db,
  userId: string,
  limits: Limits,
  now: Date = new Date(),
): Promise<{ sms: SmsStanding; channels: SendingStatus['channelUse'] }> {
  const sms = await getSmsStanding(db, userId, limits, now);
  const all = await queuedToday(db, userId, startOfUtcDay(now));
  return {
    sms,
    channels: {
      sms: { usedToday: sms.smsAllowance.usedToday, perDay: sms.smsAllowance.perDay },
      // E-mail has no allowance of its own: the daily cap, which SMS count towards too.
      email: { usedToday: all - sms.smsAllowance.usedToday, perDay: limits.dailyCapPerUser },
    },
  };
}

/** "Your account may send 50 SMS a day; 30 are left today. An administrator can raise it." */
function describeAllowance({ perDay, left }: SmsStanding['smsAllowance']): string {
  return (
    `Your account may send ${perDay.toLocaleString('en')} SMS a day; ` +
    `${left.toLocaleString('en')} ${left === 1 ? 'is' : 'are'} left today. ` +
    'An administrator can raise it.'
  );
}

/**
 * SMS: 403 while the phone is unproven, 429 with Retry-After at the next UTC day when
 * today's allowance is used up, 403 when the send is larger than a whole day's allowance
 * (waiting would not help).
 */
async function assertSmsAllowed(
  db: Db,
  userId: string,
  adding: number,
  limits: Limits,
  now: Date,
): Promise<void> {
  const standing = await getSmsStanding(db, userId, limits, now);
  if (standing.verificationRequired && !standing.phoneVerified) {
    throw new HttpError(403, VERIFY_PHONE_FIRST);
  }
  const { smsAllowance } = standing;
  if (adding <= smsAllowance.left) return;
  const allowance = describeAllowance(smsAllowance);
  const what = `${adding.toLocaleString('en')} SMS`;
  if (adding > smsAllowance.perDay) {
    throw new HttpError(403, `Sending ${what} is more than a day's allowance. ${allowance}`);
  }
  throw tooManyRequests(
    `Sending ${what} would pass today's allowance. ${allowance}`,
    new Date(smsAllowance.resetsAt).getTime() - now.getTime(),
  );
}

/** Call inside the transaction that inserts the messages: the lock is held until it ends. */
export async function assertAccountMaySpend(
  db: Db,
  userId: string,
  send: { channel: MessageChannel; adding: number },
  limits: Limits,
  now: Date,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${DAILY_CAP_LOCK}, hashtext(${userId}))`);
  const { adding } = send;
  const cap = limits.dailyCapPerUser;
  const queued = await queuedToday(db, userId, startOfUtcDay(now));
  if (queued + adding > cap) {
    throw tooManyRequests(
      `Sending ${adding.toLocaleString('en')} more messages would pass your daily limit of ` +
        `${cap.toLocaleString('en')} (${queued.toLocaleString('en')} queued today).`,
      nextUtcMidnight(now).getTime() - now.getTime(),
    );
  }
  if (send.channel === 'sms') await assertSmsAllowed(db, userId, adding, limits, now);
}
