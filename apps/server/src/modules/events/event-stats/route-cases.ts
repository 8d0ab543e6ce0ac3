/**
 * The authorization matrix's rows for an event's counts and RSVPs over time, following the
 * event's scope. test/route-cases.ts gathers them (decision 0066b).
 */
import { eventUrl, newEvent, on, type RouteCase, SCOPED } from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/events/:id/stats': on(newEvent, (e) => ({ url: eventUrl(e, '/stats') }), SCOPED),
};
