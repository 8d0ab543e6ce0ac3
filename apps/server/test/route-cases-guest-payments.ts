/**
 * The authorization matrix's rows for a guest paying for their card from the answer page
 * (spread into ROUTE_CASES): public, found by the guest's token. The guest's card is
 * priced; the matrix configures no payment provider, so starting a payment answers 409
 * (guest-payments.test.ts shows it working with M-Pesa configured).
 */
import { payments } from '../src/db/schema';
import { inDays, type apiAs } from './api-client';
import type { RouteCase } from './route-case';
import type { TestApp } from './test-app';

let counter = 0;

/** A guest with a priced single card at a new event of the admin's, and their answer link. */
async function newPricedGuest(admin: ReturnType<typeof apiAs>) {
  const event = await admin('POST', '/api/events', {
    name: `Matrix paying guest event ${++counter}`,
    startsAt: inDays(40),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  const eventId = event.body.id as string;
  await admin('POST', `/api/events/${eventId}/prices`, {
    cardType: 'single',
    amountMinor: 500_000,
    currency: 'KES',
  });
  const guest = await admin('POST', `/api/events/${eventId}/guests`, { name: 'Matrix guest' });
  const link = await admin('POST', `/api/events/${eventId}/guests/${guest.body.id}/link`);
  return { eventId, guestId: guest.body.id as string, token: link.body.token as string };
}

async function guestPayment(admin: ReturnType<typeof apiAs>, t: TestApp) {
  const guest = await newPricedGuest(admin);
  const [payment] = await t.db
    .insert(payments)
    .values({
      type: 'events',
      eventId: guest.eventId,
      guestId: guest.guestId,
      provider: 'mpesa',
      channel: 'push',
      amountMinor: 100_000,
      currency: 'KES',
    })
    .returning({ id: payments.id });
  return { url: `/api/invitations/${guest.token}/payments/${payment!.id}` };
}

export const GUEST_PAYMENT_ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/invitations/:token/payments': {
    prepare: async ({ admin }) => ({
      url: `/api/invitations/${(await newPricedGuest(admin)).token}/payments`,
      body: { phone: '0712000001', amountMinor: 100_000 },
    }),
    success: 409,
  },
  'GET /api/invitations/:token/payments/:paymentId': {
    prepare: async ({ admin, t }) => guestPayment(admin, t),
    success: 200,
  },
};
