/**
 * The authorization matrix's rows for card codes and check-in: the devices' event list, the
 * kit, door scans, their sync and the counters, on an event of the admin's, so a holder of
 * scope `assigned` gets 404. test/route-cases.ts gathers them (decision 0066b).
 */
import {
  call,
  eventUrl,
  guestUrl,
  newEvent,
  newGuest,
  on,
  type RouteCase,
  SCOPED,
} from '../../../../test/route-case';

/** A door scan of the guest's card, as a check-in device sends it. */
const scan = (guestId: string) => ({
  clientId: crypto.randomUUID(),
  deviceId: 'matrix',
  guestId,
  count: 1,
  scannedAt: new Date().toISOString(),
});

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/events/:id/guests/:guestId/card-code': on(
    newGuest,
    (record) => ({ url: guestUrl(record, '/card-code') }),
    SCOPED,
  ),
  'GET /api/check-in/events': call('/api/check-in/events'),
  'GET /api/events/:id/check-in-kit': on(
    newEvent,
    (event) => ({ url: eventUrl(event, '/check-in-kit') }),
    SCOPED,
  ),
  'POST /api/events/:id/check-ins': on(
    newGuest,
    ({ event, guest }) => ({ url: eventUrl(event, '/check-ins'), body: scan(guest.id) }),
    SCOPED,
  ),
  'POST /api/events/:id/check-ins/sync': on(
    newGuest,
    ({ event, guest }) => ({
      url: eventUrl(event, '/check-ins/sync'),
      body: { items: [scan(guest.id)] },
    }),
    SCOPED,
  ),
  'GET /api/events/:id/check-ins/summary': on(
    newEvent,
    (event) => ({ url: eventUrl(event, '/check-ins/summary') }),
    SCOPED,
  ),
};
