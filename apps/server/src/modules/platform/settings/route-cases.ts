/**
 * The authorization matrix's rows for installation settings, the phone rules and the
 * installation's default country (installation-wide: no record scope). test/route-cases.ts
 * gathers them (decision 0066b).
 */
import { call, type RouteCase } from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/settings': call('/api/settings'),
  'PUT /api/settings': {
    prepare: async ({ admin }) => {
      const { body } = await admin('GET', '/api/settings');
      return {
        url: '/api/settings',
        body: { extraMobilePrefixes: { KE: ['19'] }, version: body.version },
      };
    },
    success: 200,
  },
  'GET /api/phone-rules': call('/api/phone-rules'),
  'GET /api/installation': call('/api/installation'),
};
