/**
 * The authorization matrix's rows for the signed-in user's own record and picture: no record
 * scope, the caller's own. test/route-cases.ts gathers them (decision 0066b).
 */
import { call, png, type RouteCase, selfHeaders } from '../../../../test/route-case';
import { USER_PASSWORD } from '../../../../test/test-app';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/profile': call('/api/profile'),
  'PATCH /api/profile': {
    prepare: async ({ self }) => {
      const { body } = await self('GET', '/api/profile');
      return { url: '/api/profile', body: { name: 'Renamed self', version: body.version } };
    },
    success: 200,
  },
  'POST /api/profile/password': {
    prepare: async () => ({
      url: '/api/profile/password',
      body: { currentPassword: USER_PASSWORD, newPassword: `${USER_PASSWORD}-new` },
    }),
    success: 200,
  },
  'POST /api/profile/sessions/sign-out-others': {
    prepare: async () => ({ url: '/api/profile/sessions/sign-out-others', body: {} }),
    success: 200,
  },
  'PUT /api/profile/picture': {
    prepare: async () => ({
      url: '/api/profile/picture',
      raw: { payload: await png(), contentType: 'image/png' },
    }),
    success: 200,
  },
  'DELETE /api/profile/picture': call('/api/profile/picture'),
  'GET /api/users/:id/picture': {
    prepare: async ({ t, selfId }) => {
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile/picture',
        headers: { 'content-type': 'image/png', ...(await selfHeaders(t, selfId)) },
        payload: await png(),
      });
      return { url: `/api/users/${selfId}/picture` };
    },
    success: 200,
  },
};
