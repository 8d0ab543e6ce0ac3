/**
 * Mobile-money prompts land on a phone that may be anyone's, with a figure and a name the
 * person who made the card or pledge chose (issue 27, decision 0059). Guests, members and
 * their links cost nothing to make, so what a prompt may carry and how often one may go out
 * is bounded here, for the answer page and the pay link alike, before the pending row of a
 * prompt is written:
 *
 * - the amount at most what the card or pledge still owes (a pledge more only when its
 *   occasion allows overpayment);
 * - at most `PROMPTS_PER_HOUR_PER_PHONE` prompts an hour to one number, installation-wide;
 * - at most an allowance of prompts an hour per event or occasion;
 * - the text on the prompt the event's or occasion's name, never a guest's or member's.
 *
 * The counts are of payment rows (channel `push`, by `created_at`) under advisory locks,
 * taken in the transaction that inserts the new row, so two taps at once, in one process
 * or several, cannot both slip under a limit.
 */
import { and, desc, eq, gt, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { badRequest } from '../../../lib/http-error';
import { formatMoneyForSms } from '../../../lib/sms-money';
import { tooManyRequests } from '../../../lib/too-many-requests';

/**
 * A payer retrying a declined or mistyped PIN a few times stays inside it; a number that
 * somebody else keeps prompting is left alone after five.
 */
const PROMPTS_PER_HOUR_PER_PHONE = 5;
/** M-Pesa's AccountReference (12) and TransactionDesc (13), the shortest of our providers'. */
const ACCOUNT_REFERENCE_MAX = 12;
const DESCRIPTION_MAX = 13;
const HOUR_MS = 3_600_000;
/** First key of the two-key advisory locks: this gate's namespace (daily-cap.ts has another). */
const PROMPT_PHONE_LOCK = 4_711_059;
const PROMPT_OWNER_LOCK = 4_711_060;

/** The event or occasion a prompt is for: its allowance is counted over its payments. */
type PromptScope = { type: 'events'; eventId: string } | { type: 'occasions'; occasionId: string };

/**
 * The largest amount one prompt may ask for: the balance, up to the provider's step (a
 * balance of KES 6,000.50 can only be settled with KES 6,001 on M-Pesa, which takes whole
 * shillings), within the provider's maximum; the maximum itself where overpaying is allowed.
 */
export function promptCeilingMinor(input: {
  balanceMinor: number;
  stepMinor: number;
  maxMinor: number;
  overpayment: boolean;
}): number {
  if (input.overpayment) return input.maxMinor;
  const stepped = Math.ceil(Math.max(input.balanceMinor, 0) / input.stepMinor) * input.stepMinor;
  return Math.min(stepped, input.maxMinor);
}

/** 400 naming `amountMinor`, with the figure allowed, when the amount is above the ceiling. */
export function assertPromptAmount(input: {
  amountMinor: number;
  ceilingMinor: number;
  currency: string;
  of: 'card' | 'pledge';
}): void {
  if (input.amountMinor <= input.ceilingMinor) return;
  const message =
    input.ceilingMinor <= 0
      ? `Nothing is owed on this ${input.of}`
      : `You can pay at most ${formatMoneyForSms(input.ceilingMinor, input.currency)}: what this ${input.of} still owes`;
  throw badRequest(message, { amountMinor: [message] });
}

/**
 * Prompts that reached the provider or may have: a failed row without the provider's id
 * never left (refused before sending, or the provider could not be reached: decision 0042),
 * so it reached no phone and does not use up the payer's prompts.
 */
const reachedProvider = or(ne(payments.status, 'failed'), isNotNull(payments.providerRequestId));

/**
 * How long until fewer than `limit` prompts matching `where` are within the last hour, or 0
 * when fewer are already: the `limit`-th newest one ages out then.
 */
async function waitFor(tx: Db, where: SQL, limit: number, now: Date): Promise<number> {
  const [oldest] = await tx
    .select({ createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.channel, 'push'),
        gt(payments.createdAt, new Date(now.getTime() - HOUR_MS)),
        reachedProvider,
        where,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .offset(limit - 1)
    .limit(1);
  return oldest ? Math.max(oldest.createdAt.getTime() + HOUR_MS - now.getTime(), 1) : 0;
}

/**
 * Refuses (429 with Retry-After) a prompt that would pass the phone's or the event's hourly
 * limit. Call inside the transaction that inserts the prompt's pending row: the locks are
 * held until it ends, always phone first then the event, so two transactions never wait
 * for each other in a ring.
 */
export async function admitMobileMoneyPrompt(
  tx: Db,
  input: { phone: string; scope: PromptScope; now: Date; perHourPerEvent: number },
): Promise<void> {
  const { phone, scope, now } = input;
  const scopeId = scope.type === 'events' ? scope.eventId : scope.occasionId;
  await tx.execute(sql`select pg_advisory_xact_lock(${PROMPT_PHONE_LOCK}, hashtext(${phone}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${PROMPT_OWNER_LOCK}, hashtext(${scopeId}))`);
  const phoneWait = await waitFor(
    tx,
    eq(payments.payerPhone, phone),
    PROMPTS_PER_HOUR_PER_PHONE,
    now,
  );
  if (phoneWait > 0) {
    const message = `This number has had ${PROMPTS_PER_HOUR_PER_PHONE} payment prompts in the last hour: to protect it from unwanted prompts, no more are sent to it for now.`;
    throw tooManyRequests(message, phoneWait, { phone: [message] });
  }
  const scopeWait = await waitFor(
    tx,
    scope.type === 'events'
      ? eq(payments.eventId, scope.eventId)
      : eq(payments.occasionId, scope.occasionId),
    input.perHourPerEvent,
    now,
  );
  if (scopeWait > 0) {
    const what = scope.type === 'events' ? 'event' : 'occasion';
    throw tooManyRequests(
      `Many payments for this ${what} were started in the last hour, and prompts for it are paused for now: nothing was charged.`,
      scopeWait,
    );
  }
}

/** At most `max` characters (code points, so an emoji is never cut in half), spaces tidied. */
const cut = (text: string, max: number) =>
  Array.from(text.replace(/\s+/gu, ' ').trim()).slice(0, max).join('').trim();

/**
 * What a prompt shows: the event's or occasion's name as the organiser set it, cut to the
 * provider's bounds, never the name of the guest or member the organiser typed (a guest's
 * name could be any text aimed at whoever owns the number). A member's prompt keeps their
 * account code as its reference (`accountCode`): the system issues it, and the payer can
 * type it in the paybill menu later (decision 0043).
 */
export function promptTextOf(
  name: string,
  accountCode?: string,
): { accountReference: string; description: string } {
  return {
    accountReference: accountCode ?? cut(name, ACCOUNT_REFERENCE_MAX),
    description: cut(name, DESCRIPTION_MAX),
  };
}
