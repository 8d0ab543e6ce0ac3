/**
 * The authorization matrix's rows for contributions, which follow their occasion's scope
 * (decision 0014). test/route-cases.ts gathers them (decision 0066b).
 */
import {
  type Api,
  call,
  newMember,
  on,
  type RouteCase,
  SCOPED,
  type Versioned,
} from '../../../../test/route-case';

async function newContribution(admin: Api) {
  const { body } = await admin('POST', '/api/contributions', {
    memberId: (await newMember(admin)).id,
    amountMinor: 25_000,
    paidAt: new Date().toISOString(),
  });
  return body as Versioned;
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/contributions': call('/api/contributions'),
  'POST /api/contributions': on(
    newMember,
    (member) => ({
      url: '/api/contributions',
      body: { memberId: member.id, amountMinor: 10_000, paidAt: new Date().toISOString() },
    }),
    { success: 201, scoped: true },
  ),
  'GET /api/contributions/:id': on(
    newContribution,
    (contribution) => ({ url: `/api/contributions/${contribution.id}` }),
    SCOPED,
  ),
  'PATCH /api/contributions/:id': on(
    newContribution,
    (contribution) => ({
      url: `/api/contributions/${contribution.id}`,
      body: { amountMinor: 30_000, version: contribution.version },
    }),
    SCOPED,
  ),
  'DELETE /api/contributions/:id': on(
    newContribution,
    (contribution) => ({ url: `/api/contributions/${contribution.id}` }),
    SCOPED,
  ),
};
