/**
 * The authorization matrix's rows for the privilege catalogue. test/route-cases.ts gathers
 * them (decision 0066b).
 */
import { call, type RouteCase } from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/privileges': call('/api/privileges'),
};
