/**
 * What a payment is for, told to the payments core by the areas that own the payers
 * (decision 0066a). A payment of type `occasions` is a member's pledge (the pledges area's
 * contributions module says how it counts), one of type `events` a guest's card (the events
 * area's guests module). The core keeps the payments table, its locks and the "counted
 * exactly once" rule; these say what a payer owes, how a payment counts for them and whose
 * payments an actor may see. app.ts hands them to `createPayments`: the core imports no area.
 */
import type { SQL } from 'drizzle-orm';
import type { Privilege } from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import type { RecordScope } from '../../../lib/scope';

/** Who counted a payment, as the audit log names them: a person, or the provider's callback. */
export type PaymentActor = { userId: string | null; username: string };

/** A payer locked for a prompt: the currency their money is in, what they still owe, and whether they may pay more. */
type PayerStanding = { currency: string; balanceMinor: number; overpayment: boolean };

/** A payments column holding the id a scope rule reads (`payments.occasionId`, `payments.eventId`). */
type IdColumn = SQL | { getSQL(): SQL };

/** Payments of type `occasions`: a member's pledge, counted as a contribution (decision 0042). */
export type PledgePayments = {
  /**
   * The member locked (`update`) so that two taps at once cannot both start a prompt, with
   * their occasion's currency, their balance and whether the occasion allows overpayment;
   * a 404 naming `memberId` when they are not of the occasion.
   */
  lockForPush(tx: Db, payer: { occasionId: string; memberId: string }): Promise<PayerStanding>;
  /**
   * The member whose account code a paybill payer typed (in any case), locked as a
   * contribution write locks them; undefined when nobody holds the code or they are gone.
   */
  lockByAccountCode(
    tx: Db,
    typed: string,
  ): Promise<{ occasionId: string; memberId: string } | undefined>;
  /**
   * The payment's contribution, the member locked first: its id, or undefined when the
   * member is gone or their occasion's currency is no longer the payment's.
   */
  contribute(
    tx: Db,
    actor: PaymentActor,
    payment: { occasionId: string; memberId: string; amountMinor: number; currency: string },
    receipt: string | null,
    paidAt: Date,
  ): Promise<string | undefined>;
  /** Gives a payment's contribution the receipt a late callback brought, if it has none. */
  fillMissingReference(
    tx: Db,
    actor: PaymentActor,
    contributionId: string,
    receipt: string,
  ): Promise<void>;
  /** The member, if `actor` may add contributions to their occasion (assigning a payment). */
  memberToAssign(
    tx: Db,
    memberId: string,
    actor: Actor,
  ): Promise<{ occasionId: string } | undefined>;
  /** The rows whose occasion, read from `occasionId`, `actor` may act on with `privilege`. */
  occasionIdInScope(actor: Actor, privilege: Privilege, occasionId: IdColumn): RecordScope;
};

/** Payments of type `events`: a guest's card, added to the guest's paid sum (decision 0050). */
export type CardPayments = {
  /**
   * The guest locked (`update`) for a prompt, with their event's currency and what their
   * card still costs them; never overpaid. A 404 naming `guestId` when they are not of the
   * event, a 409 when the event has priced nothing yet.
   */
  lockForPush(tx: Db, payer: { eventId: string; guestId: string }): Promise<PayerStanding>;
  /**
   * Adds the payment to its guest's paid sum, the guest locked first; false when the guest
   * is gone or the event's currency is not the payment's.
   */
  payCard(
    tx: Db,
    payment: { eventId: string; guestId: string; amountMinor: number; currency: string },
    now: Date,
  ): Promise<boolean>;
  /** The rows whose event, read from `eventId`, `actor` may act on with `privilege`. */
  eventIdInScope(actor: Actor, privilege: Privilege, eventId: IdColumn): RecordScope;
};

export type PaymentPurposes = {
  readonly pledges: PledgePayments;
  readonly cards: CardPayments;
};
