/**
 * The authorization matrix's rows for roles (installation-wide: no record scope). test/route-
 * cases.ts gathers them (decision 0066b).
 */
import {
  type Api,
  call,
  on,
  type RouteCase,
  unique,
  type Versioned,
} from '../../../../test/route-case';

async function newRole(admin: Api) {
  const { body } = await admin('POST', '/api/roles', {
    name: unique('Matrix role'),
    privileges: [],
  });
  return body as Versioned;
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/roles': call('/api/roles'),
  'POST /api/roles': {
    prepare: async () => ({ url: '/api/roles', body: { name: unique('Role'), privileges: [] } }),
    success: 201,
  },
  'GET /api/roles/:id': on(newRole, (role) => ({ url: `/api/roles/${role.id}` })),
  'PATCH /api/roles/:id': on(newRole, (role) => ({
    url: `/api/roles/${role.id}`,
    body: { name: unique('Renamed role'), version: role.version },
  })),
  'DELETE /api/roles/:id': on(newRole, (role) => ({ url: `/api/roles/${role.id}` })),
};
