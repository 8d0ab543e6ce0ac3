/**
 * Cash handed over for a guest's card and recorded by a person (issue 29): a payment of
 * provider and channel `cash`, succeeded as it is written, added to the guest's paid sum by
 * the events area's `CardPayments` in the same transaction, audited. The receipt reference
 * is the organiser's receipt book's: the same receipt for the same guest again is that
 * payment (a retried request, a second tap), never a second one.
 */
import { and, eq } from 'drizzle-orm';
import { payments } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict } from '../../../lib/http-error';
import { formatMoneyForSms } from '../../../lib/sms-money';
import type { PaymentsDeps } from './payments-deps';
import type { PaymentRow } from './settle';

export type RecordCashInput = {
  eventId: string;
  guestId: string;
  amountMinor: number;
  currency: string;
  receipt: string;
  note: string | null;
  actor: Actor;
};

export type RecordedCash = { payment: PaymentRow; owedMinor: number; replayed: boolean };

export async function recordCash(
  { db, clock, purposes }: PaymentsDeps,
  input: RecordCashInput,
): Promise<RecordedCash> {
  const { eventId, guestId, amountMinor, currency, receipt, note, actor } = input;
  return db.transaction(async (tx) => {
    // The guest's row lock orders two recordings of one guest, so the receipt check below
    // cannot be passed by both.
    const standing = await purposes.cards.lockForPush(tx, { eventId, guestId });
    const owedMinor = Math.max(standing.balanceMinor, 0);
    const [earlier] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'cash'),
          eq(payments.guestId, guestId),
          eq(payments.providerReceipt, receipt),
        ),
      );
    if (earlier) {
      if (earlier.amountMinor !== amountMinor || earlier.currency !== currency) {
        const message = `Receipt ${receipt} was already recorded for this guest, for ${formatMoneyForSms(earlier.amountMinor, earlier.currency)}`;
        throw conflict(message, { receipt: [message] });
      }
      return { payment: earlier, owedMinor, replayed: true };
    }
    if (currency !== standing.currency) {
      const message = `This event's cards are priced in ${standing.currency}`;
      throw badRequest(message, { currency: [message] });
    }
    if (amountMinor > owedMinor) {
      const message =
        owedMinor === 0
          ? 'This guest owes nothing for their card'
          : `At most ${formatMoneyForSms(owedMinor, currency)} is still owed`;
      throw badRequest(message, { amountMinor: [message] });
    }
    const now = clock.now();
    const [payment] = await tx
      .insert(payments)
      .values({
        type: 'events',
        eventId,
        guestId,
        provider: 'cash',
        channel: 'cash',
        providerReceipt: receipt,
        amountMinor,
        currency,
        status: 'succeeded',
        note,
        completedAt: now,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await purposes.cards.payCard(tx, { eventId, guestId, amountMinor, currency }, now);
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'payments',
      recordId: payment!.id,
      after: {
        type: 'events',
        eventId,
        guestId,
        provider: 'cash',
        amountMinor,
        currency,
        receipt,
        note,
      },
    });
    return { payment: payment!, owedMinor: owedMinor - amountMinor, replayed: false };
  });
}
