/**
 * The authorization matrix's rows for pay links: public, found by the member's token. A send
 * issues tokens; the rows give the member one directly. The matrix configures no payment
 * provider, so starting a payment answers 409 (pay-links.test.ts shows it working with M-Pesa
 * configured). test/route-cases.ts gathers them (decision 0066b).
 */
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { members, payments } from '../../../db/schema';
import { type apiAs, inDays } from '../../../../test/api-client';
import { newOccasion, on, type RouteCase, SCOPED, unique } from '../../../../test/route-case';
import type { TestApp } from '../../../../test/test-app';

let counter = 0;

/** A member of a new occasion of the admin's, with a pay token. */
async function newPayLink(admin: ReturnType<typeof apiAs>, t: TestApp) {
  const occasion = await admin('POST', '/api/occasions', {
    name: `Matrix pay-link occasion ${++counter}`,
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    defaultCountry: 'KE',
  });
  const member = await admin('POST', `/api/occasions/${occasion.body.id}/members`, {
    name: `Matrix payer ${counter}`,
    pledgedMinor: 100_000,
  });
  const token = randomBytes(16).toString('base64url');
  await t.db.update(members).set({ payToken: token }).where(eq(members.id, member.body.id));
  return { token, occasionId: occasion.body.id as string, memberId: member.body.id as string };
}

/** A member of a new occasion of the admin's, with no pay link yet. */
async function newMemberOf(admin: ReturnType<typeof apiAs>) {
  const occasion = await newOccasion(admin);
  const member = await admin('POST', `/api/occasions/${occasion.id}/members`, {
    name: unique('Member'),
    pledgedMinor: 100_000,
  });
  return { occasionId: occasion.id, memberId: member.body.id as string };
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/occasions/:id/members/:memberId/link': on(
    newMemberOf,
    ({ occasionId, memberId }) => ({
      url: `/api/occasions/${occasionId}/members/${memberId}/link`,
    }),
    SCOPED,
  ),
  'GET /api/pay/:token': {
    prepare: async ({ admin, t }) => ({ url: `/api/pay/${(await newPayLink(admin, t)).token}` }),
    success: 200,
  },
  'POST /api/pay/:token/payments': {
    prepare: async ({ admin, t }) => ({
      url: `/api/pay/${(await newPayLink(admin, t)).token}/payments`,
      body: { phone: '0712000001', amountMinor: 10_000 },
    }),
    success: 409,
  },
  'GET /api/pay/:token/payments/:paymentId': {
    prepare: async ({ admin, t }) => {
      const link = await newPayLink(admin, t);
      const [payment] = await t.db
        .insert(payments)
        .values({
          type: 'occasions',
          occasionId: link.occasionId,
          memberId: link.memberId,
          provider: 'mpesa',
          channel: 'push',
          amountMinor: 10_000,
          currency: 'KES',
        })
        .returning({ id: payments.id });
      return { url: `/api/pay/${link.token}/payments/${payment!.id}` };
    },
    success: 200,
  },
};
