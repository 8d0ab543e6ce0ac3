/**
 * Settling a payment: the one place its status leaves `pending` (decision 0042). Under the
 * payment's row lock, once; a succeeded payment of a member becomes its one contribution
 * (the pledges area's `PledgePayments`, which keep `members.paid_minor`), and one of a
 * guest adds to `guests.paid_minor` (the events area's `CardPayments`, decision 0050), in
 * the same transaction (decision 0066a). Everything here runs on the caller's transaction
 * handle.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { paymentProviderLabel } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { formatMoneyForSms } from '../../../lib/sms-money';
import type { PaymentActor, PaymentPurposes, PledgePayments } from './payment-purposes';
import type { ProviderOutcome } from './providers/payment-provider';

export type PaymentRow = typeof payments.$inferSelect;

/** A final answer: the provider's, or ours when nobody answered in time. */
export type FinalOutcome =
  Exclude<ProviderOutcome, { status: 'pending' }> | { status: 'expired'; reason: string };

/**
 * Called in the settling transaction after a matched payment became its contribution (a
 * member's; a guest's card payment has no contribution and does not call it, decision 0050).
 */
export type OnCounted = (tx: Db, payment: PaymentRow) => Promise<void>;

/** Who a payment that counted by itself is in the audit log: no account acted. */
const PAYMENT_ACTOR: PaymentActor = { userId: null, username: 'mobile money (provider callback)' };

export type Settled = 'counted' | 'unmatched' | 'settled' | 'repeated' | 'receipt';

export async function lockPayment(tx: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Another payment of this provider already holds `receipt` (a replayed or forged callback). */
async function isReceiptTaken(tx: Db, row: PaymentRow, receipt: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, row.provider),
        eq(payments.providerReceipt, receipt),
        ne(payments.id, row.id),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Applies a final outcome to a pending payment, once (or a confirmed success to an expired
 * one). A repeat (the payment is already final) changes nothing. An amount or currency other than the payment's is never
 * counted: the payment fails with the reason, for a person to look into.
 */
export async function settlePayment(
  tx: Db,
  paymentId: string,
  outcome: FinalOutcome,
  options: { now: Date; purposes: PaymentPurposes; onCounted?: OnCounted },
): Promise<{ settled: Settled; payment: PaymentRow | undefined }> {
  const row = await lockPayment(tx, paymentId);
  // Expired is our giving up on an answer, not the provider's refusal: money the provider
  // confirms afterwards arrived, and counts (decision 0042). Nothing else leaves `expired`.
  const reopens = row?.status === 'expired' && outcome.status === 'succeeded';
  if (!row || (row.status !== 'pending' && !reopens)) return { settled: 'repeated', payment: row };
  const { now, purposes } = options;
  const base = { completedAt: now, updatedAt: now, version: sql`${payments.version} + 1` };

  const finish = async (values: Partial<typeof payments.$inferInsert>, settled: Settled) => {
    const [payment] = await tx
      .update(payments)
      .set({ ...base, ...values })
      .where(eq(payments.id, row.id))
      .returning();
    return { settled, payment: payment! };
  };

  if (outcome.status !== 'succeeded') {
    return finish({ status: outcome.status, failureReason: outcome.reason }, 'settled');
  }
  const amountMinor = outcome.amountMinor ?? row.amountMinor;
  const currency = outcome.currency ?? row.currency;
  if (amountMinor !== row.amountMinor || currency !== row.currency) {
    return finish(
      {
        status: 'failed',
        // Amounts in each currency's own minor unit (UGX has none), as messages write them.
        failureReason: `${paymentProviderLabel(row.provider)} reported ${formatMoneyForSms(amountMinor, currency)} for a payment of ${formatMoneyForSms(row.amountMinor, row.currency)}: not counted, check it with ${paymentProviderLabel(row.provider)}`,
      },
      'settled',
    );
  }
  // A receipt another payment holds is not this one's: the callback that brought it was
  // replayed or forged. The provider confirmed the payment itself, so it counts, without it.
  const claimedReceipt = outcome.receipt ?? row.providerReceipt;
  const receipt =
    claimedReceipt &&
    claimedReceipt !== row.providerReceipt &&
    (await isReceiptTaken(tx, row, claimedReceipt))
      ? null
      : claimedReceipt;
  const values = {
    status: 'succeeded' as const,
    failureReason: null,
    providerReceipt: receipt,
    payerPhone: outcome.phone ?? row.payerPhone,
  };
  if (row.type === 'events') {
    const counted =
      row.eventId && row.guestId
        ? await purposes.cards.payCard(
            tx,
            { ...row, eventId: row.eventId, guestId: row.guestId },
            now,
          )
        : false;
    // A guest deleted meanwhile: the money arrived and stays on record, for nobody's card.
    return counted ? finish(values, 'counted') : finish({ ...values, guestId: null }, 'unmatched');
  }
  const contributionId =
    row.occasionId && row.memberId
      ? await purposes.pledges.contribute(
          tx,
          PAYMENT_ACTOR,
          { ...row, occasionId: row.occasionId, memberId: row.memberId },
          receipt,
          outcome.paidAt ?? now,
        )
      : undefined;
  if (!contributionId) {
    // Nobody to count it for (a paybill code that matches no one, a member since removed).
    return finish({ ...values, memberId: null }, 'unmatched');
  }
  const done = await finish({ ...values, contributionId }, 'counted');
  await options.onCounted?.(tx, done.payment);
  return done;
}

/**
 * A callback that arrives after the poller counted its payment (Daraja's query tells no
 * receipt) brings the receipt: the payment and its contribution get it, if they have none,
 * the amount agrees and no other payment holds it. `receipt` when kept, else `repeated`.
 */
export async function keepLateReceipt(
  tx: Db,
  paymentId: string,
  claimed: ProviderOutcome,
  now: Date,
  pledges: PledgePayments,
): Promise<Settled> {
  const row = await lockPayment(tx, paymentId);
  if (
    !row ||
    row.status !== 'succeeded' ||
    row.providerReceipt !== null ||
    claimed.status !== 'succeeded' ||
    !claimed.receipt ||
    (claimed.amountMinor !== undefined && claimed.amountMinor !== row.amountMinor) ||
    (await isReceiptTaken(tx, row, claimed.receipt))
  ) {
    return 'repeated';
  }
  await tx
    .update(payments)
    .set({
      providerReceipt: claimed.receipt,
      updatedAt: now,
      version: sql`${payments.version} + 1`,
    })
    .where(eq(payments.id, row.id));
  if (row.contributionId) {
    await pledges.fillMissingReference(tx, PAYMENT_ACTOR, row.contributionId, claimed.receipt);
  }
  return 'receipt';
}
