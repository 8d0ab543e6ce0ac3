/**
 * The authorization matrix's rows for users, scoped like the records they made. test/route-
 * cases.ts gathers them (decision 0066b).
 */
import {
  type Api,
  call,
  nextNumber,
  on,
  type RouteCase,
  SCOPED,
  type Versioned,
} from '../../../../test/route-case';
import { USER_PASSWORD } from '../../../../test/test-app';

async function newUser(admin: Api) {
  const { body } = await admin('POST', '/api/users', {
    username: `matrix${nextNumber()}`,
    name: 'Matrix user',
    password: USER_PASSWORD,
    roleIds: [],
  });
  return body as Versioned;
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/users': call('/api/users'),
  'POST /api/users': {
    prepare: async () => ({
      url: '/api/users',
      body: {
        username: `created${nextNumber()}`,
        name: 'Created',
        password: USER_PASSWORD,
        roleIds: [],
      },
    }),
    success: 201,
  },
  'GET /api/users/:id': on(newUser, (user) => ({ url: `/api/users/${user.id}` }), SCOPED),
  'PATCH /api/users/:id': on(
    newUser,
    (user) => ({ url: `/api/users/${user.id}`, body: { name: 'Renamed', version: user.version } }),
    SCOPED,
  ),
  'DELETE /api/users/:id': on(newUser, (user) => ({ url: `/api/users/${user.id}` }), SCOPED),
};
