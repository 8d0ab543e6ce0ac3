/**
 * The authorization matrix's rows for answer links and the answer page: giving a link follows
 * the event's scope; the page, its `.ics` and a guest paying for their card are public, by the
 * guest's token. The guest's card is priced; the matrix configures no payment provider, so
 * starting a payment answers 409 (guest-payments.test.ts shows it working with M-Pesa
 * configured). test/route-cases.ts gathers them (decision 0066b).
 */
import { payments } from '../../../db/schema';
import { type apiAs, inDays } from '../../../../test/api-client';
import {
  type Api,
  CREATED,
  guestUrl,
  newGuest,
  on,
  type RouteCase,
  SCOPED,
} from '../../../../test/route-case';
import type { TestApp } from '../../../../test/test-app';

/** A guest whose answer link the admin has given. */
async function newLinkedGuest(admin: Api) {
  const record = await newGuest(admin);
  const { body } = await admin('POST', guestUrl(record, '/link'));
  return { ...record, token: (body as { token: string }).token };
}

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

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/events/:id/guests/:guestId/link': on(
    newLinkedGuest,
    (record) => ({ url: guestUrl(record, '/link') }),
    SCOPED,
  ),
  'POST /api/events/:id/guests/:guestId/link': on(
    newGuest,
    (record) => ({ url: guestUrl(record, '/link') }),
    CREATED,
  ),
  'DELETE /api/events/:id/guests/:guestId/link': on(
    newLinkedGuest,
    (record) => ({ url: guestUrl(record, '/link') }),
    SCOPED,
  ),
  'GET /api/invitations/:token': on(newLinkedGuest, ({ token }) => ({
    url: `/api/invitations/${token}`,
  })),
  'POST /api/invitations/:token/answer': on(newLinkedGuest, ({ token }) => ({
    url: `/api/invitations/${token}/answer`,
    body: { attending: true },
  })),
  'GET /api/invitations/:token/calendar.ics': on(newLinkedGuest, ({ token }) => ({
    url: `/api/invitations/${token}/calendar.ics`,
  })),
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
