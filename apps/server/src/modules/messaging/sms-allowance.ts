/**
 * Who may send SMS and how many a day (decision 0022). A self-signed-up account proves its
 * phone with a one-time code before any SMS goes out, when a provider is configured (with
 * none, nothing is sent at all). Every account has a daily SMS allowance: its own when a
 * super administrator set one, otherwise the installation's default for its kind (small
 * for self-signed-up accounts, the daily cap for accounts staff made).
 */
import { and, count, eq, gte } from 'drizzle-orm';
import type { SendingStatus } from '@karamu/shared';
import type { Db } from '../../db/client';
import { messages, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { tooManyRequests } from '../../lib/too-many-requests';
import type { MessagingSettings } from './settings';

export const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

const VERIFY_PHONE_FIRST =
  'Verify your phone number in Settings before sending SMS: new accounts prove their number with a code first.';

type Limits = Pick<
  MessagingSettings,
  'dailyCapPerUser' | 'newAccountDailySmsAllowance' | 'smsProviderConfigured'
>;

export type SmsStanding = Omit<SendingStatus, 'codeExpiresAt' | 'delivery'>;

/** The user's standing for SMS today; `now` decides which day. */
export async function getSmsStanding(
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
  const since = startOfUtcDay(now);
  const [row] = await db
    .select({ queued: count() })
    .from(messages)
    .where(
      and(
        eq(messages.createdBy, userId),
        eq(messages.channel, 'sms'),
        gte(messages.createdAt, since),
      ),
    );
  const usedToday = row?.queued ?? 0;
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
      resetsAt: new Date(since.getTime() + 86_400_000).toISOString(),
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
 * Refuses an SMS send of `adding` messages: 403 while the phone is unproven, 429 with
 * Retry-After at the next UTC day when today's allowance is used up, 403 when the send is
 * larger than a whole day's allowance (waiting would not help). Call it under the daily
 * cap's lock, in the transaction that inserts the messages.
 */
export async function assertSmsAllowed(
  db: Db,
  userId: string,
  adding: number,
  limits: Limits,
  now: Date = new Date(),
): Promise<void> {
  const standing = await getSmsStanding(db, userId, limits, now);
  if (standing.verificationRequired && !standing.phoneVerified) {
    throw new HttpError(403, VERIFY_PHONE_FIRST);
  }
  const { smsAllowance } = standing;
  if (adding <= smsAllowance.left) return;
  const allowance = describeAllowance(smsAllowance);
  const count = `${adding.toLocaleString('en')} SMS`;
  if (adding > smsAllowance.perDay) {
    throw new HttpError(403, `Sending ${count} is more than a day's allowance. ${allowance}`);
  }
  throw tooManyRequests(
    `Sending ${count} would pass today's allowance. ${allowance}`,
    new Date(smsAllowance.resetsAt).getTime() - now.getTime(),
  );
}
