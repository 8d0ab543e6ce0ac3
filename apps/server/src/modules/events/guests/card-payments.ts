/**
 * What a mobile-money payment of a guest is for, as the payments core asks it (decision
 * 0066a): their card, what it still costs them (decision 0047) and adding what they paid to
 * `guests.paid_minor` (decision 0050). app.ts hands it to `createPayments`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { events, guests } from '../../../db/schema';
import { conflict, HttpError } from '../../../lib/http-error';
import type { CardPayments } from '../../platform/payments';
import { eventIdInScope } from '../events';
import { amountDue } from './guests-repository';

export const cardPayments: CardPayments = {
  async lockForPush(tx, { eventId, guestId }) {
    const [found] = await tx
      .select({ currency: events.currency, amountDue, paidMinor: guests.paidMinor })
      .from(guests)
      .innerJoin(events, eq(events.id, guests.eventId))
      .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)))
      .for('update', { of: guests });
    if (!found) throw new HttpError(404, 'Unknown guest', { guestId: ['Unknown guest'] });
    if (!found.currency) {
      throw conflict('This event has no card prices yet, so there is nothing to pay');
    }
    return {
      currency: found.currency,
      balanceMinor: (found.amountDue ?? 0) - found.paidMinor,
      overpayment: false,
    };
  },

  /**
   * False when the guest is gone (deleted meanwhile, or the payment's guest is no longer of
   * its event) or the event's currency is not the payment's: the payment stays unmatched.
   * Called once per payment, as the payment's status leaves pending under its own lock, so
   * adding cannot count twice; nothing else writes `guests.paid_minor` (decision 0050).
   */
  async payCard(tx, payment, now) {
    const [guest] = await tx
      .select({ id: guests.id, currency: events.currency })
      .from(guests)
      .innerJoin(events, eq(events.id, guests.eventId))
      .where(and(eq(guests.id, payment.guestId), eq(guests.eventId, payment.eventId)))
      .for('update', { of: guests });
    if (!guest || guest.currency !== payment.currency) return false;
    await tx
      .update(guests)
      .set({
        paidMinor: sql`${guests.paidMinor} + ${payment.amountMinor}`,
        updatedAt: now,
        // Someone editing the guest meanwhile gets a 409 and sees what they paid.
        version: sql`${guests.version} + 1`,
      })
      .where(eq(guests.id, guest.id));
    return true;
  },

  eventIdInScope,
};
