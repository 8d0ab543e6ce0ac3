/**
 * The authorization matrix's rows for an occasion's members, who follow their occasion's scope
 * (decision 0014). test/route-cases.ts gathers them (decision 0066b).
 */
import {
  call,
  newMember,
  newOccasion,
  on,
  type RouteCase,
  SCOPED,
} from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
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
};
