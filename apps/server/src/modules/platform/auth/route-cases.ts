/**
 * The authorization matrix's rows for signing in and out and `GET /api/me`. test/route-
 * cases.ts gathers them (decision 0066b).
 */
import { call, type RouteCase } from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/login': {
    prepare: async () => ({
      url: '/api/login',
      body: { username: 'admin', password: 'wrong-password' },
    }),
    success: 401,
  },
  'GET /api/me': call('/api/me?fields=id'),
  'GET /logout': call('/logout'),
};
