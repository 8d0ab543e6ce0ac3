/**
 * The authorization matrix's rows for the guest import and export, on an event of the admin's
 * (its scope). test/route-cases.ts gathers them (decision 0066b).
 */
import {
  eventUrl,
  newEvent,
  newGuest,
  on,
  type RouteCase,
  SCOPED,
} from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/events/:id/guests/import': on(
    newEvent,
    (event) => ({
      url: eventUrl(event, '/guests/import?dryRun=false'),
      raw: { payload: Buffer.from('Name,Phone\r\nNeema,0712345678\r\n'), contentType: 'text/csv' },
    }),
    SCOPED,
  ),
  'GET /api/events/:id/guests/export': on(
    newGuest,
    ({ event }) => ({ url: eventUrl(event, '/guests/export?format=csv') }),
    SCOPED,
  ),
};
