/**
 * The authorization matrix's rows for the pledges area (decision 0014; spread into
 * ROUTE_CASES): members and contributions follow their occasion's scope.
 */
import { inDays, type apiAs } from './api-client';
import { call, on, SCOPED, unique, type RouteCase, type Versioned } from './route-case';

type Api = ReturnType<typeof apiAs>;

const occasionBody = (name: string) => ({
  name: unique(name),
  startsAt: inDays(30),
  timeZone: 'Africa/Nairobi',
  currency: 'KES',
  defaultCountry: 'KE',
});

async function newOccasion(admin: Api) {
  const { body } = await admin('POST', '/api/occasions', occasionBody('Matrix occasion'));
  return body as Versioned;
}

async function newMember(admin: Api) {
  const occasion = await newOccasion(admin);
  const { body } = await admin('POST', `/api/occasions/${occasion.id}/members`, {
    name: unique('Member'),
    pledgedMinor: 100_000,
  });
  return body as Versioned;
}

async function newContribution(admin: Api) {
  const { body } = await admin('POST', '/api/contributions', {
    memberId: (await newMember(admin)).id,
    amountMinor: 25_000,
    paidAt: new Date().toISOString(),
  });
  return body as Versioned;
}

export const PLEDGE_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/occasions': call('/api/occasions'),
  'POST /api/occasions': {
    prepare: async () => ({ url: '/api/occasions', body: occasionBody('Occasion') }),
    success: 201,
  },
  'GET /api/occasions/:id': on(newOccasion, (o) => ({ url: `/api/occasions/${o.id}` }), SCOPED),
  'PATCH /api/occasions/:id': on(
    newOccasion,
    (occasion) => ({
      url: `/api/occasions/${occasion.id}`,
      body: { name: unique('Renamed occasion'), version: occasion.version },
    }),
    SCOPED,
  ),
  'DELETE /api/occasions/:id': on(newOccasion, (o) => ({ url: `/api/occasions/${o.id}` }), SCOPED),
  'GET /api/occasions/:id/members': on(
    newOccasion,
    (occasion) => ({ url: `/api/occasions/${occasion.id}/members` }),
    SCOPED,
  ),
  'POST /api/occasions/:id/members': on(
    newOccasion,
    (occasion) => ({
      url: `/api/occasions/${occasion.id}/members`,
      body: { name: 'Juma', pledgedMinor: 50_000 },
    }),
    { success: 201, scoped: true },
  ),
  'GET /api/members': call('/api/members'),
  'GET /api/members/:id': on(newMember, (m) => ({ url: `/api/members/${m.id}` }), SCOPED),
  'PATCH /api/members/:id': on(
    newMember,
    (member) => ({
      url: `/api/members/${member.id}`,
      body: { pledgedMinor: 200_000, version: member.version },
    }),
    SCOPED,
  ),
  'DELETE /api/members/:id': on(newMember, (m) => ({ url: `/api/members/${m.id}` }), SCOPED),
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
