/**
 * The authorization matrix's rows for events and their team and status. An event of the
 * admin's lies outside a holder of scope `assigned`. test/route-cases.ts gathers them
 * (decision 0066b).
 */
import { inDays } from '../../../../test/api-client';
import {
  call,
  eventUrl,
  newEvent,
  on,
  type RouteCase,
  SCOPED,
  unique,
} from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/events': call('/api/events'),
  'POST /api/events': {
    prepare: async () => ({
      url: '/api/events',
      body: {
        name: unique('Event'),
        startsAt: inDays(20),
        timeZone: 'Africa/Dar_es_Salaam',
        defaultCountry: 'TZ',
      },
    }),
    success: 201,
  },
  'GET /api/events/:id': on(newEvent, (event) => ({ url: eventUrl(event) }), SCOPED),
  'PATCH /api/events/:id': on(
    newEvent,
    (event) => ({ url: eventUrl(event), body: { venue: 'Hall', version: event.version } }),
    SCOPED,
  ),
  'DELETE /api/events/:id': on(newEvent, (event) => ({ url: eventUrl(event) }), SCOPED),
  'GET /api/events/:id/team': on(newEvent, (event) => ({ url: eventUrl(event, '/team') }), SCOPED),
  'PUT /api/events/:id/team': on(
    newEvent,
    (event) => ({ url: eventUrl(event, '/team'), body: { userIds: [] } }),
    SCOPED,
  ),
};
