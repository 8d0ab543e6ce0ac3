/**
 * The authorization matrix's rows for public sign-up. test/route-cases.ts gathers them
 * (decision 0066b).
 */
import { type RouteCase, uniquePhone } from '../../../../test/route-case';
import { USER_PASSWORD } from '../../../../test/test-app';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/signup': {
    prepare: async () => ({
      url: '/api/signup',
      body: { name: 'Matrix organiser', phone: uniquePhone('79'), password: USER_PASSWORD },
    }),
    success: 201,
  },
};
