/**
 * One-time codes that prove a user's phone (decision 0022). A code is six random digits,
 * kept only as a SHA-256 hash salted with its row id, usable for ten minutes and for five
 * tries. Requests are limited per user and per number together (a minute apart, five an
 * hour), so changing the profile's phone cannot turn codes into free SMS to anyone.
 * The code's text never enters the messages table: it goes straight to the provider, and
 * only through the outbound gate (decision 0059): a number of the installation's countries,
 * within its own daily cap and the installation's SMS budget.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { PHONE_CODE_LENGTH, type PhoneCodeSent, type SendingStatus } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { phoneVerificationCodes, users } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { tooManyRequests } from '../../../lib/too-many-requests';
import type { MessagingSettings } from '../messaging';
import {
  admitVerificationCode,
  getAccountUse,
  sendVerificationCode,
  type OutboundGate,
} from '../outbound-gate';

const CODE_TTL_MS = 10 * 60_000;
const MAX_CODE_TRIES = 5;
const RESEND_AFTER_MS = 60_000;
const CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** First key of the two-key advisory lock: requests for one user or one number queue here. */
const PHONE_CODE_LOCK = 4_711_044;

const RESOURCE = 'phone_verification_codes';

export const hashPhoneCode = (codeId: string, code: string) =>
  createHash('sha256').update(`${codeId}:${code}`).digest('hex');

const newCode = () =>
  String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

/** The latest code of the user that can still be tried, if any. */
async function liveCode(db: Db, userId: string, now: Date) {
  const [code] = await db
    .select()
    .from(phoneVerificationCodes)
    .where(and(eq(phoneVerificationCodes.userId, userId), isNull(phoneVerificationCodes.usedAt)))
    .orderBy(desc(phoneVerificationCodes.createdAt))
    .limit(1);
  return code && code.expiresAt > now && code.attempts < MAX_CODE_TRIES ? code : undefined;
}

export async function getSendingStatus(
  db: Db,
  actor: Actor,
  { settings, gate }: { settings: MessagingSettings; gate: OutboundGate },
  now: Date = new Date(),
): Promise<SendingStatus> {
  const use = await getAccountUse(db, actor.userId, gate.limits, now);
  const code = await liveCode(db, actor.userId, now);
  return {
    ...use.sms,
    channelUse: use.channels,
    codeExpiresAt: code?.expiresAt.toISOString() ?? null,
    delivery: settings.delivery,
  };
}

async function userPhone(db: Db, userId: string) {
  const [user] = await db
    .select({ name: users.name, phone: users.phone, verifiedPhone: users.verifiedPhone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return user;
}

/** Refuses a request that comes too soon after the last one, or past the hourly limit. */
async function assertMayRequest(db: Db, userId: string, phone: string, now: Date) {
  const recent = await db
    .select({ createdAt: phoneVerificationCodes.createdAt })
    .from(phoneVerificationCodes)
    .where(
      and(
        or(eq(phoneVerificationCodes.userId, userId), eq(phoneVerificationCodes.phone, phone)),
        gt(phoneVerificationCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(phoneVerificationCodes.createdAt));
  const latest = recent[0];
  if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS) {
    throw tooManyRequests(
      'A code was sent less than a minute ago.',
      latest.createdAt.getTime() + RESEND_AFTER_MS - now.getTime(),
    );
  }
  const oldest = recent.at(-1);
  if (oldest && recent.length >= CODES_PER_HOUR) {
    throw tooManyRequests(
      `At most ${CODES_PER_HOUR} codes an hour are sent to an account or a number.`,
      oldest.createdAt.getTime() + HOUR_MS - now.getTime(),
    );
  }
}

/**
 * Sends a new code to the profile's phone. The row is committed before the provider is
 * called, so a request counts towards the limits whatever the provider answers.
 */
export async function requestPhoneCode(
  db: Db,
  actor: Actor,
  gate: OutboundGate,
  now: Date = new Date(),
): Promise<PhoneCodeSent> {
  if (!gate.codeTransport) {
    throw conflict('No SMS provider is configured: nothing goes out by SMS, so no code is needed.');
  }
  const issued = await db.transaction(async (tx) => {
    const user = await userPhone(tx, actor.userId);
    if (!user.phone) {
      const message = 'Add your phone number to your profile first';
      throw badRequest(message, { phone: [message] });
    }
    if (user.verifiedPhone === user.phone) throw conflict('Your phone number is already verified');
    await tx.execute(
      sql`select pg_advisory_xact_lock(${PHONE_CODE_LOCK}, hashtext(${actor.userId}))`,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock(${PHONE_CODE_LOCK}, hashtext(${user.phone}))`,
    );
    await assertMayRequest(tx, actor.userId, user.phone, now);
    await admitVerificationCode(tx, gate, user.phone, now);
    // Rows older than the hourly window count for nothing; the audit log keeps the trail.
    await tx
      .delete(phoneVerificationCodes)
      .where(
        and(
          eq(phoneVerificationCodes.userId, actor.userId),
          lt(phoneVerificationCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    const id = randomUUID();
    const code = newCode();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx.insert(phoneVerificationCodes).values({
      id,
      userId: actor.userId,
      phone: user.phone,
      codeHash: hashPhoneCode(id, code),
      expiresAt,
      createdAt: now,
    });
    // Who had codes sent to which number: the trail of SMS that no batch shows.
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: id,
      after: { phone: user.phone, expiresAt: expiresAt.toISOString() },
    });
    return { id, code, expiresAt, name: user.name, phone: user.phone };
  });
  await sendVerificationCode(gate, {
    id: issued.id,
    name: issued.name,
    phone: issued.phone,
    body: `Your Karamu code is ${issued.code}. It expires in ${CODE_TTL_MS / 60_000} minutes. Do not share it.`,
  });
  return { sentTo: issued.phone, expiresAt: issued.expiresAt.toISOString() };
}

const codeRefused = (message: string) => badRequest(message, { code: [message] });

/**
 * Checks `code` against the user's latest code; a wrong one uses up a try, and that try is
 * committed even though the answer is a 400. Right: the profile's phone is verified.
 */
export async function confirmPhoneCode(
  db: Db,
  actor: Actor,
  code: string,
  now: Date = new Date(),
): Promise<void> {
  const refusal = await db.transaction(async (tx): Promise<string | undefined> => {
    const [user] = await tx
      .select({ phone: users.phone, verifiedPhone: users.verifiedPhone })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for('update');
    if (!user) throw notFound('User not found');
    const [latest] = await tx
      .select()
      .from(phoneVerificationCodes)
      .where(
        and(eq(phoneVerificationCodes.userId, actor.userId), isNull(phoneVerificationCodes.usedAt)),
      )
      .orderBy(desc(phoneVerificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!latest) return 'Ask for a code first';
    if (latest.expiresAt <= now) return 'This code has expired: ask for a new one';
    if (latest.attempts >= MAX_CODE_TRIES) return 'Too many wrong tries: ask for a new code';
    if (latest.phone !== user.phone) {
      return 'Your phone number changed since the code was sent: ask for a new code';
    }
    const given = Buffer.from(hashPhoneCode(latest.id, code));
    if (!timingSafeEqual(given, Buffer.from(latest.codeHash))) {
      const tries = latest.attempts + 1;
      await tx
        .update(phoneVerificationCodes)
        .set({ attempts: tries })
        .where(eq(phoneVerificationCodes.id, latest.id));
      const left = MAX_CODE_TRIES - tries;
      return left > 0
        ? `Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left`
        : 'Wrong code, and that was the last try: ask for a new code';
    }
    await tx
      .update(phoneVerificationCodes)
      .set({ usedAt: now })
      .where(eq(phoneVerificationCodes.id, latest.id));
    // Not a new version of the user record: nobody edits this field, a code proves it.
    await tx.update(users).set({ verifiedPhone: latest.phone }).where(eq(users.id, actor.userId));
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'users',
      recordId: actor.userId,
      before: { verifiedPhone: user.verifiedPhone },
      after: { verifiedPhone: latest.phone },
    });
    return undefined;
  });
  if (refusal) throw codeRefused(refusal);
}
