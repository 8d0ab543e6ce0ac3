/**
 * Reading a provider's callback (decision 0042): every body kept as received
 * (payment_callbacks); a callback about a request of ours counts only once the provider's
 * query confirms it; a paybill payment (C2B) is a new row, matched by account code. Each
 * payment is counted once, whatever arrives twice, late, out of order or forged.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { PaymentProviderName } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { paymentCallbacks, payments } from '../../../db/schema';
import { settle, type PaymentsDeps } from './payments-deps';
import {
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderOutcome,
} from './providers/payment-provider';
import { keepLateReceipt, settlePayment, type FinalOutcome, type Settled } from './settle';

/** Money that arrived without a request of ours (M-Pesa's paybill menu, C2B). */
export type PaybillPayment = {
  receipt: string;
  amountMinor: number;
  currency: string;
  /** What the payer typed as the account: a member's account code, or anything. */
  accountReference: string;
  phone: string | null;
  payerName: string | null;
  paidAt: Date;
};

export type CallbackInput = {
  provider: PaymentProviderName;
  /** stk, c2b-validation, c2b-confirmation, webhook... */
  kind: string;
  /** As received: kept in payment_callbacks. */
  body: unknown;
  /** The request it is about: the core asks the provider about it before believing it. */
  providerRequestId?: string;
  /** What the callback says happened; its receipt and amount fill what the query lacks. */
  claimed?: ProviderOutcome;
  /**
   * A payment that came by itself and that the provider module has already judged genuine
   * (Daraja's C2B has no query: see decision 0042 for why it is trusted).
   */
  paybill?: PaybillPayment;
  /** Kept without acting on it (a C2B validation, a body that could not be read). */
  recordOnly?: string;
};

/**
 * What a callback did: `counted` (a contribution now exists), `unmatched` (paid, nobody to
 * count it for yet), `settled` (failed, cancelled...), `repeated` (already final: no
 * change), `receipt` (already counted by asking: the late callback's receipt is kept), `unconfirmed` (the provider does not confirm it yet: the poller asks again),
 * `unknown` (no such request of ours), or what `recordOnly` said.
 */
export type CallbackOutcome = Settled | 'unconfirmed' | 'unknown' | (string & {});

/**
 * How long after it started a prompt without a provider id can still be found by a paid
 * callback (same phone, same amount), even once expired: the provider may have sent it.
 */
const ADOPT_WITHIN_MS = 24 * 3_600_000;

async function recordCallback(
  { db, clock }: PaymentsDeps,
  input: CallbackInput,
  paymentId: string | null,
  outcome: string,
) {
  const [row] = await db
    .insert(paymentCallbacks)
    .values({
      paymentId,
      provider: input.provider,
      kind: input.kind,
      // A request without a body is kept as {} (the column holds JSON, never SQL null).
      body: input.body ?? {},
      outcome,
      receivedAt: clock.now(),
    })
    .returning({ id: paymentCallbacks.id });
  return row!.id;
}

const markCallback = (handle: Db, id: string, outcome: string) =>
  handle.update(paymentCallbacks).set({ outcome }).where(eq(paymentCallbacks.id, id));

/** The provider's answer, merged with what the callback said (Daraja's query has no receipt). */
function confirmed(query: FinalOutcome, claimed: ProviderOutcome | undefined): FinalOutcome {
  if (query.status !== 'succeeded' || claimed?.status !== 'succeeded') return query;
  return {
    status: 'succeeded',
    receipt: query.receipt ?? claimed.receipt,
    amountMinor: query.amountMinor ?? claimed.amountMinor,
    currency: query.currency ?? claimed.currency,
    phone: query.phone ?? claimed.phone,
    paidAt: query.paidAt ?? claimed.paidAt,
  };
}

/**
 * A paid callback for a request id we never stored: the process stopped, or Daraja was
 * faster than our write, between Daraja accepting the prompt and the id being saved; or
 * the prompt's answer was lost (timeout, 5xx). The one prompt without an id to the same
 * phone for the same amount, pending or expired (we stopped waiting, the provider did not
 * refuse it) within the last day, is that request: it takes the id, and the query decides.
 */
async function adoptOrphan(
  { db, clock }: PaymentsDeps,
  input: CallbackInput & { providerRequestId: string },
) {
  const claimed = input.claimed;
  if (claimed?.status !== 'succeeded' || !claimed.phone || claimed.amountMinor === undefined) {
    return undefined;
  }
  const now = clock.now();
  const orphans = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, input.provider),
        eq(payments.channel, 'push'),
        inArray(payments.status, ['pending', 'expired']),
        isNull(payments.providerRequestId),
        eq(payments.payerPhone, claimed.phone),
        eq(payments.amountMinor, claimed.amountMinor),
        gt(payments.createdAt, new Date(now.getTime() - ADOPT_WITHIN_MS)),
      ),
    )
    .limit(2);
  if (orphans.length !== 1) return undefined;
  const [adopted] = await db
    .update(payments)
    .set({ providerRequestId: input.providerRequestId, updatedAt: now })
    .where(and(eq(payments.id, orphans[0]!.id), isNull(payments.providerRequestId)))
    .returning({ id: payments.id, status: payments.status });
  return adopted;
}

async function handleRequestCallback(
  deps: PaymentsDeps,
  input: CallbackInput & { providerRequestId: string },
  active: PaymentProvider,
) {
  const { db, clock } = deps;
  const [row] = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.provider, input.provider),
        eq(payments.providerRequestId, input.providerRequestId),
      ),
    );
  const found = row ?? (await adoptOrphan(deps, input));
  if (!found) {
    await recordCallback(deps, input, null, 'unknown');
    return { outcome: 'unknown', paymentId: null };
  }
  // An expired prompt is one we stopped waiting for: a paid callback is asked about, and
  // money the provider confirms counts (settle.ts).
  const reopens = found.status === 'expired' && input.claimed?.status === 'succeeded';
  if (found.status !== 'pending' && !reopens) {
    const late = input.claimed?.status === 'succeeded' && input.claimed.receipt !== undefined;
    const outcome = late
      ? await db.transaction((tx) =>
          keepLateReceipt(tx, found.id, input.claimed!, clock.now(), deps.purposes.pledges),
        )
      : 'repeated';
    await recordCallback(deps, input, found.id, outcome);
    return { outcome, paymentId: found.id };
  }
  const callbackId = await recordCallback(deps, input, found.id, 'received');
  let query: ProviderOutcome;
  try {
    query = await active.queryPayment(input.providerRequestId);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    query = { status: 'pending' };
  }
  if (query.status === 'pending') {
    await markCallback(db, callbackId, 'unconfirmed');
    return { outcome: 'unconfirmed', paymentId: found.id };
  }
  const { settled } = await settle(deps, found.id, confirmed(query, input.claimed), (tx, outcome) =>
    markCallback(tx, callbackId, outcome),
  );
  return { outcome: settled, paymentId: found.id };
}

/** A paybill payment: a new row, matched by account code, settled in the same transaction. */
async function handlePaybill(deps: PaymentsDeps, input: CallbackInput, paybill: PaybillPayment) {
  const { db, clock, purposes, onCounted } = deps;
  const callbackId = await recordCallback(deps, input, null, 'received');
  return db.transaction(async (tx) => {
    const [earlier] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.provider, input.provider), eq(payments.providerReceipt, paybill.receipt)),
      );
    if (earlier) {
      await tx
        .update(paymentCallbacks)
        .set({ outcome: 'repeated', paymentId: earlier.id })
        .where(eq(paymentCallbacks.id, callbackId));
      return { outcome: 'repeated', paymentId: earlier.id };
    }
    // Locked before the payment row is written: that insert's foreign keys take key-share
    // locks, and two payments of one member would each wait for the other's to lock it.
    const member = await purposes.pledges.lockByAccountCode(tx, paybill.accountReference);
    const now = clock.now();
    // Concurrent repeats of one confirmation both find no row: the receipt's unique index
    // stops the second insert, and the transaction that loses answers as a repeat.
    const [created] = await tx
      .insert(payments)
      .values({
        type: 'occasions',
        provider: input.provider,
        channel: 'paybill',
        occasionId: member?.occasionId ?? null,
        memberId: member?.memberId ?? null,
        providerReceipt: paybill.receipt,
        payerPhone: paybill.phone,
        payerName: paybill.payerName,
        amountMinor: paybill.amountMinor,
        currency: paybill.currency,
        accountReference: paybill.accountReference,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!created) {
      await tx
        .update(paymentCallbacks)
        .set({ outcome: 'repeated' })
        .where(eq(paymentCallbacks.id, callbackId));
      return { outcome: 'repeated', paymentId: null };
    }
    const { settled } = await settlePayment(
      tx,
      created.id,
      { status: 'succeeded', ...paybill, phone: paybill.phone ?? undefined },
      { now, purposes, onCounted },
    );
    await tx
      .update(paymentCallbacks)
      .set({ outcome: settled, paymentId: created.id })
      .where(eq(paymentCallbacks.id, callbackId));
    return { outcome: settled, paymentId: created.id };
  });
}

export async function handleCallback(
  deps: PaymentsDeps,
  input: CallbackInput,
): Promise<{ outcome: CallbackOutcome; paymentId: string | null }> {
  const { provider } = deps;
  if (!provider || provider.name !== input.provider) {
    await recordCallback(deps, input, null, 'not-configured');
    return { outcome: 'not-configured', paymentId: null };
  }
  if (input.recordOnly) {
    await recordCallback(deps, input, null, input.recordOnly);
    return { outcome: input.recordOnly, paymentId: null };
  }
  if (input.paybill) return handlePaybill(deps, input, input.paybill);
  if (input.providerRequestId) {
    return handleRequestCallback(
      deps,
      { ...input, providerRequestId: input.providerRequestId },
      provider,
    );
  }
  await recordCallback(deps, input, null, 'unreadable');
  return { outcome: 'unreadable', paymentId: null };
}
