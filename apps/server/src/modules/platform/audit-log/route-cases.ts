/**
 * The authorization matrix's rows for the audit log (installation-wide: no record scope).
 * test/route-cases.ts gathers them (decision 0066b).
 */
import { call, type RouteCase } from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/audit-log': call('/api/audit-log'),
};
