/**
 * The authorization matrix's rows for proving a signed-up account's phone and its sending
 * standing (decision 0022). test/route-cases.ts gathers them (decision 0066b).
 */
import { randomUUID } from 'node:crypto';
import { phoneVerificationCodes } from '../../../db/schema';
import { hashPhoneCode } from './phone-codes';
import { call, type RouteCase, uniquePhone } from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/profile/sending': call('/api/profile/sending'),
  // No SMS provider in the matrix: nothing is sent, so no code is needed (decision 0022).
  'POST /api/profile/phone-verification': {
    prepare: async () => ({ url: '/api/profile/phone-verification', body: {} }),
    success: 409,
  },
  'POST /api/profile/phone-verification/confirm': {
    prepare: async ({ t, self, selfId }) => {
      const phone = uniquePhone('73');
      const { body: profile } = await self('GET', '/api/profile');
      await self('PATCH', '/api/profile', { phone, version: profile.version });
      // The code a provider would have delivered, stored as requestPhoneCode stores it.
      const id = randomUUID();
      await t.db.insert(phoneVerificationCodes).values({
        id,
        userId: selfId,
        phone,
        codeHash: hashPhoneCode(id, '123456'),
        expiresAt: new Date(Date.now() + 600_000),
      });
      return { url: '/api/profile/phone-verification/confirm', body: { code: '123456' } };
    },
    success: 200,
  },
};
