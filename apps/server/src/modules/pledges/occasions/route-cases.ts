/**
 * The authorization matrix's rows for occasions (decision 0014): an occasion of the admin's
 * lies outside a holder of scope `assigned`. test/route-cases.ts gathers them (decision
 * 0066b).
 */
import {
  call,
  newOccasion,
  occasionBody,
  on,
  type RouteCase,
  SCOPED,
  unique,
} from '../../../../test/route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
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
};
