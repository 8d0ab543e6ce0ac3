/**
 * The authorization matrix's rows for an event's guests and `/api/attendees`; guests follow
 * their event's scope. test/route-cases.ts gathers them (decision 0066b).
 */
import {
  call,
  CREATED,
  eventUrl,
  guestUrl,
  newEvent,
  newGuest,
  on,
  type Api,
  type RouteCase,
  SCOPED,
} from '../../../../test/route-case';

/** A guest of the admin's whose single card costs KES 5,000, nothing paid yet. */
async function owingGuest(admin: Api) {
  const record = await newGuest(admin);
  await admin('POST', eventUrl(record.event, '/prices'), {
    cardType: 'single',
    amountMinor: 500_000,
    currency: 'KES',
  });
  return record;
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/events/:id/guests': on(newEvent, (e) => ({ url: eventUrl(e, '/guests') }), SCOPED),
  'POST /api/events/:id/guests': on(
    newEvent,
    (event) => ({ url: eventUrl(event, '/guests'), body: { name: 'Neema' } }),
    CREATED,
  ),
  'GET /api/events/:id/guests/:guestId': on(newGuest, (r) => ({ url: guestUrl(r) }), SCOPED),
  'PATCH /api/events/:id/guests/:guestId': on(
    newGuest,
    (record) => ({
      url: guestUrl(record),
      body: { tableName: 'Table 4', version: record.guest.version },
    }),
    SCOPED,
  ),
  'DELETE /api/events/:id/guests/:guestId': on(newGuest, (r) => ({ url: guestUrl(r) }), SCOPED),
  'GET /api/attendees': call('/api/attendees'),
  'POST /api/events/:id/guests/:guestId/cash-payments': on(
    owingGuest,
    (record) => ({
      url: guestUrl(record, '/cash-payments'),
      body: { amountMinor: 100_000, currency: 'KES', receipt: 'R-001' },
    }),
    CREATED,
  ),
};
