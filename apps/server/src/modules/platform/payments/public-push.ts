/**
 * What the public pages that start a payment share (a member's pay link, decision 0043; a
 * guest's answer page, decision 0050): the provider offered for a currency, the payer's
 * number read in the page's country, a push started at most once at a time per payer, a
 * second tap answering the first one's payment, and the payment as the page follows it.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  findCountry,
  parseRecipientPhone,
  recipientPhoneMessage,
  type PayLinkPayment,
  type StartPayLinkPaymentInput,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-error';
import type { OneAtATime } from '../../../lib/one-at-a-time';
import { promptCeilingMinor } from '../outbound-gate';
import { getExtraMobilePrefixes } from '../settings';
import type { PaymentsCore } from './payments-core';
import type { PaymentRow } from './settle';

/** The provider when it collects `currency`; otherwise the page offers no pay button. */
export const providerFor = (core: PaymentsCore, currency: string) =>
  core.provider?.currencies.includes(currency) ? core.provider : null;

/**
 * What one payment may carry in `currency`, at most what is owed unless `overpayment` (the
 * core refuses more: decision 0059); zeros when nothing is offered.
 */
export function payLimits(
  core: PaymentsCore,
  currency: string,
  owed: { balanceMinor: number; overpayment: boolean },
) {
  const provider = providerFor(core, currency);
  const limits = provider?.limits(currency) ?? { minMinor: 0, maxMinor: 0 };
  const stepMinor = limits.stepMinor ?? 1;
  return {
    provider: provider?.name ?? null,
    minAmountMinor: limits.minMinor,
    maxAmountMinor: promptCeilingMinor({ ...owed, stepMinor, maxMinor: limits.maxMinor }),
    stepMinor,
  };
}

/**
 * The payer's number as E.164: typed nationally it is read in the page's country, and a
 * number of another country is refused, as the provider collects in that one.
 */
export async function payerPhone(db: Db, text: string, country: string): Promise<string> {
  const parsed = parseRecipientPhone(text, {
    defaultCountry: country,
    extraMobilePrefixes: await getExtraMobilePrefixes(db),
  });
  if (!parsed.ok) {
    const message = recipientPhoneMessage(parsed);
    throw badRequest(message, { phone: [message] });
  }
  if (parsed.country !== country) {
    const message = `Use a mobile number of ${findCountry(country)?.country_name ?? country}`;
    throw badRequest(message, { phone: [message] });
  }
  return parsed.e164;
}

/** A prompt whose request timed out or met a provider error may still reach the phone. */
const UNCONFIRMED_NOTICE =
  'We could not confirm the prompt was sent. If it reaches your phone, approve it and this page updates; if nothing comes within a few minutes, nothing was charged.';

type PushInput = Parameters<PaymentsCore['startPush']>[0];

/**
 * A payer who pays through their own page, found by its token: a member's pay link, a
 * guest's answer page. Each page reads its token its own way: a wrong token is 404, and
 * what cannot be paid now (nothing owed, no provider) is 409, before any prompt.
 */
export type TokenPayer = {
  /** The push the payer's tap starts, its number read with `payerPhone`. */
  pushOf(
    db: Db,
    core: PaymentsCore,
    token: string,
    input: StartPayLinkPaymentInput,
  ): Promise<PushInput>;
  /** Which payments are the token's payer's. */
  ownPayments(db: Db, token: string): Promise<SQL>;
  /** What the payer has paid and still owes, read after `payment`. */
  standingOf(db: Db, payment: PaymentRow): Promise<{ paidMinor: number; balanceMinor: number }>;
};

/**
 * Starts the push, unless the payer's previous one still waits for an answer: until it ends
 * (approved, refused, or expired by the core's poller) another tap gets it back
 * (`created: false`) instead of a second prompt, which would confuse the payer (the core
 * refuses one anyway). `oneAtATime` runs the calls for one payer in turn, so of two taps at
 * once the second finds the first one's push.
 */
async function startOrRejoinPush(
  db: Db,
  core: PaymentsCore,
  oneAtATime: OneAtATime,
  input: PushInput,
): Promise<{ created: boolean; payment: PaymentRow & { unconfirmed: boolean } }> {
  const payer =
    input.type === 'events'
      ? eq(payments.guestId, input.guestId)
      : eq(payments.memberId, input.memberId);
  const key = input.type === 'events' ? `guest:${input.guestId}` : input.memberId;
  return oneAtATime(key, async () => {
    const [pending] = await db
      .select()
      .from(payments)
      .where(and(payer, eq(payments.channel, 'push'), eq(payments.status, 'pending')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (pending) return { created: false, payment: { ...pending, unconfirmed: false } };
    return { created: true, payment: await core.startPush(input) };
  });
}

/** The answer to a tap: with the notice when the new prompt may not have reached the phone. */
function withNotice<T extends object>(
  started: { created: boolean; payment: { unconfirmed: boolean } },
  answer: T,
): T | (T & { notice: string }) {
  return started.created && started.payment.unconfirmed
    ? { ...answer, notice: UNCONFIRMED_NOTICE }
    : answer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One of the payer's own payments (`owner` picks theirs), for their page to follow. Another
 * payer's id, and any text that is no id (up to the router's bound), are the same 404.
 */
async function findOwnPayment(db: Db, paymentId: string, owner: SQL): Promise<PaymentRow> {
  const [payment] = UUID.test(paymentId)
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), owner))
    : [];
  if (!payment) throw notFound('Payment not found');
  return payment;
}

/** A payment as the payer's page follows it, with their figures after it. */
async function toTokenPayment(
  db: Db,
  payer: TokenPayer,
  payment: PaymentRow,
): Promise<PayLinkPayment> {
  return {
    id: payment.id,
    status: payment.status as PayLinkPayment['status'],
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    providerReceipt: payment.providerReceipt,
    failureReason: payment.failureReason,
    ...(await payer.standingOf(db, payment)),
  };
}

/** Sends the prompt to the payer's phone; a second tap soon after answers the same payment. */
export async function startTokenPayment(
  context: { db: Db; core: PaymentsCore; oneAtATime: OneAtATime; payer: TokenPayer },
  token: string,
  input: StartPayLinkPaymentInput,
): Promise<{ created: boolean; payment: PayLinkPayment }> {
  const { db, core, oneAtATime, payer } = context;
  const push = await payer.pushOf(db, core, token, input);
  const started = await startOrRejoinPush(db, core, oneAtATime, push);
  return {
    created: started.created,
    payment: withNotice(started, await toTokenPayment(db, payer, started.payment)),
  };
}

/** One of the payer's own payments, for their page to follow; any other id is 404. */
export async function getTokenPayment(
  db: Db,
  payer: TokenPayer,
  token: string,
  paymentId: string,
): Promise<PayLinkPayment> {
  const owner = await payer.ownPayments(db, token);
  return toTokenPayment(db, payer, await findOwnPayment(db, paymentId, owner));
}
