/**
 * Starting a prompt on the payer's phone (an M-Pesa STK push, a Flutterwave mobile-money
 * charge): the payer locked, the amount checked against the provider's limits and what is
 * owed, admitted by the outbound gate, written pending, then asked of the provider
 * (decisions 0042, 0059).
 */
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_EXPIRY_MINUTES, paymentProviderLabel } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { badRequest, conflict, HttpError } from '../../../lib/http-error';
import { formatMoneyForSms } from '../../../lib/sms-money';
import { admitMobileMoneyPrompt, assertPromptAmount, promptCeilingMinor } from '../outbound-gate';
import type { PaymentPurposes } from './payment-purposes';
import { settle, type PaymentsDeps } from './payments-deps';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
} from './providers/payment-provider';
import type { PaymentRow } from './settle';

/** Whose money a push is: a member's pledge, or a guest's card (decision 0050). */
type PushOwner =
  | { type: 'occasions'; occasionId: string; memberId: string }
  | { type: 'events'; eventId: string; guestId: string };

export type StartPushInput = PushOwner & {
  /** E.164. */
  phone: string;
  amountMinor: number;
  /**
   * Shown on the payer's prompt (M-Pesa: 12 characters at most): the member's account
   * code, or the event's name (outbound-gate's `promptTextOf`, decision 0059).
   */
  accountReference: string;
  description: string;
  /** Null when the payer started it from a pay link or an answer page. */
  createdBy: string | null;
};

/**
 * What `startPush` made: the pending payment, and whether the provider's answer was lost
 * (`unconfirmed`: a timeout or a 5xx after the request was written), so the prompt may or
 * may not be on the payer's phone. Such a payment stays pending and is settled by a
 * callback, the poller or its expiry like any other (decision 0042).
 */
export type StartedPush = PaymentRow & { unconfirmed: boolean };

function amountProblem(provider: PaymentProvider, currency: string, amountMinor: number) {
  if (!provider.currencies.includes(currency)) {
    return `${paymentProviderLabel(provider.name)} does not collect ${currency}`;
  }
  const { minMinor, maxMinor, stepMinor = 1 } = provider.limits(currency);
  if (amountMinor % stepMinor !== 0) {
    return `${paymentProviderLabel(provider.name)} takes whole amounts of ${currency} only, without cents`;
  }
  if (amountMinor < minMinor || amountMinor > maxMinor) {
    return `Amount must be between ${formatMoneyForSms(minMinor, currency)} and ${formatMoneyForSms(maxMinor, currency)}`;
  }
  return undefined;
}

/**
 * The push's owner, locked (`update`) so two taps at once cannot both start a prompt, with
 * the currency its money is in, what it still owes and whether it may pay more (a pledge
 * whose occasion allows overpayment; a card never: decision 0059), as the area that owns it
 * says (decision 0066a): a member outside the occasion, a guest outside the event (or
 * deleted) is 404 naming the field; an event that has no currency has priced nothing, so
 * there is nothing to pay yet.
 */
async function lockPushOwner(tx: Db, owner: PushOwner, purposes: PaymentPurposes) {
  if (owner.type === 'occasions') {
    const standing = await purposes.pledges.lockForPush(tx, owner);
    return {
      ...standing,
      of: 'pledge' as const,
      values: { type: owner.type, occasionId: owner.occasionId, memberId: owner.memberId },
      payer: eq(payments.memberId, owner.memberId),
    };
  }
  const standing = await purposes.cards.lockForPush(tx, owner);
  return {
    ...standing,
    of: 'card' as const,
    values: { type: owner.type, eventId: owner.eventId, guestId: owner.guestId },
    payer: eq(payments.guestId, owner.guestId),
  };
}

const notConfigured = () =>
  new HttpError(503, 'Mobile-money payments are not configured on this server');

export async function startPush(deps: PaymentsDeps, input: StartPushInput): Promise<StartedPush> {
  const { db, provider, clock, purposes, promptsPerHourPerEvent } = deps;
  if (!provider) throw notConfigured();
  const phoneProblem = provider.phoneProblem?.(input.phone);
  if (phoneProblem) throw badRequest(phoneProblem, { phone: [phoneProblem] });
  const now = clock.now();
  const pending = await db.transaction(async (tx) => {
    const owner = await lockPushOwner(tx, input, purposes);
    const { currency, values, payer } = owner;
    const amountError = amountProblem(provider, currency, input.amountMinor);
    if (amountError) throw badRequest(amountError, { amountMinor: [amountError] });
    const { maxMinor, stepMinor = 1 } = provider.limits(currency);
    assertPromptAmount({
      amountMinor: input.amountMinor,
      ceilingMinor: promptCeilingMinor({ ...owner, stepMinor, maxMinor }),
      currency,
      of: owner.of,
    });
    const [waiting] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          payer,
          eq(payments.channel, 'push'),
          eq(payments.status, 'pending'),
          sql`${payments.expiresAt} > ${now}`,
        ),
      )
      .limit(1);
    if (waiting) {
      const who = input.type === 'events' ? 'guest' : 'member';
      throw conflict(
        `A payment prompt for this ${who} is already waiting for approval: answer it on the phone, or wait until it ends`,
      );
    }
    await admitMobileMoneyPrompt(tx, {
      phone: input.phone,
      scope: input,
      now,
      perHourPerEvent: promptsPerHourPerEvent,
    });
    const [row] = await tx
      .insert(payments)
      .values({
        ...values,
        provider: provider.name,
        channel: 'push',
        payerPhone: input.phone,
        amountMinor: input.amountMinor,
        currency,
        accountReference: input.accountReference,
        expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
        createdBy: input.createdBy,
      })
      .returning();
    return row!;
  });
  let requestId: string;
  try {
    ({ providerRequestId: requestId } = await provider.requestPayment({
      paymentId: pending.id,
      phone: input.phone,
      amountMinor: input.amountMinor,
      currency: pending.currency,
      accountReference: input.accountReference,
      description: input.description,
    }));
  } catch (error) {
    if (error instanceof ProviderUnavailableError && error.maybeSent) {
      // The prompt may be on the phone: not failed ("nothing was charged" could be false).
      // It stays pending; a paid callback finds it by its id when the provider takes ours
      // (Flutterwave), else by phone and amount (adoptOrphan); the poller asks by that id,
      // or expires it.
      const [kept] = await db
        .update(payments)
        .set({
          providerRequestId: provider.requestIdOf?.(pending.id) ?? null,
          updatedAt: clock.now(),
        })
        .where(eq(payments.id, pending.id))
        .returning();
      return { ...kept!, unconfirmed: true };
    }
    const reason =
      error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError
        ? error.message
        : `${paymentProviderLabel(provider.name)} could not be asked`;
    await settle(deps, pending.id, { status: 'failed', reason });
    if (error instanceof ProviderRefusedError) throw badRequest(error.message);
    if (error instanceof ProviderUnavailableError) {
      throw new HttpError(
        503,
        `${paymentProviderLabel(provider.name)} cannot be reached just now, so nothing was charged: try again in a few minutes`,
        undefined,
        { 'retry-after': '60' },
      );
    }
    throw error;
  }
  const [started] = await db
    .update(payments)
    .set({ providerRequestId: requestId, updatedAt: clock.now() })
    .where(eq(payments.id, pending.id))
    .returning();
  return { ...started!, unconfirmed: false };
}
