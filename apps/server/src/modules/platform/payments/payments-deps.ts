/**
 * What every flow of the payments core (decision 0042) works with, built once per core by
 * `createPayments`: the database, the configured provider (or none), the clock, what each
 * type of payment is for (the areas' side, decision 0066a), the hook a counted payment
 * calls, and the gate's hourly bound on prompts per event.
 */
import { DEFAULT_PROMPTS_PER_HOUR_PER_EVENT } from '../../../config';
import type { Db } from '../../../db/client';
import { systemClock, type Clock } from '../messaging';
import type { PaymentPurposes } from './payment-purposes';
import type { PaymentProvider } from './providers/payment-provider';
import { settlePayment, type FinalOutcome, type OnCounted, type Settled } from './settle';

export type PaymentsOptions = {
  db: Db;
  provider: PaymentProvider | null;
  clock?: Clock;
  /** A member's pledge and a guest's card: given by the pledges and events areas (app.ts). */
  purposes: PaymentPurposes;
  onCounted?: OnCounted;
  /** PAYMENT_PROMPTS_PER_HOUR_PER_EVENT (decision 0059). */
  promptsPerHourPerEvent?: number;
};

export type PaymentsDeps = {
  readonly db: Db;
  readonly provider: PaymentProvider | null;
  readonly clock: Clock;
  readonly purposes: PaymentPurposes;
  readonly onCounted: OnCounted | undefined;
  readonly promptsPerHourPerEvent: number;
};

export function paymentsDeps(options: PaymentsOptions): PaymentsDeps {
  return {
    db: options.db,
    provider: options.provider,
    clock: options.clock ?? systemClock,
    purposes: options.purposes,
    onCounted: options.onCounted,
    promptsPerHourPerEvent: options.promptsPerHourPerEvent ?? DEFAULT_PROMPTS_PER_HOUR_PER_EVENT,
  };
}

/**
 * Settles the payment in a transaction of its own; `alsoInTransaction` writes what goes
 * with the outcome (the callback that brought it) in that same transaction.
 */
export async function settle(
  { db, clock, purposes, onCounted }: PaymentsDeps,
  paymentId: string,
  outcome: FinalOutcome,
  alsoInTransaction?: (tx: Db, settled: Settled) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    const result = await settlePayment(tx, paymentId, outcome, {
      now: clock.now(),
      purposes,
      onCounted,
    });
    await alsoInTransaction?.(tx, result.settled);
    return result;
  });
}
