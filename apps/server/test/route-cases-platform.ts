/**
 * The authorization matrix's rows for the platform (spread into ROUTE_CASES): sign-in,
 * roles, users, categories, the audit log, settings, the profile, phone verification and
 * sign-up. Installation-wide records have no record scope; a user is scoped like the
 * records they made.
 */
import { randomUUID } from 'node:crypto';
import { phoneVerificationCodes } from '../src/db/schema';
import { hashPhoneCode } from '../src/modules/platform/phone-verification/phone-codes';
import type { apiAs } from './api-client';
import {
  call,
  nextNumber,
  on,
  png,
  SCOPED,
  selfHeaders,
  unique,
  uniquePhone,
  type RouteCase,
  type Versioned,
} from './route-case';
import { USER_PASSWORD } from './test-app';

type Api = ReturnType<typeof apiAs>;

async function newRole(admin: Api) {
  const { body } = await admin('POST', '/api/roles', {
    name: unique('Matrix role'),
    privileges: [],
  });
  return body as Versioned;
}

async function newUser(admin: Api) {
  const { body } = await admin('POST', '/api/users', {
    username: `matrix${nextNumber()}`,
    name: 'Matrix user',
    password: USER_PASSWORD,
    roleIds: [],
  });
  return body as Versioned;
}

async function newCategory(admin: Api) {
  const { body } = await admin('POST', '/api/categories', {
    kind: 'event',
    name: unique('Matrix category'),
  });
  return body as Versioned;
}

export const PLATFORM_ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/login': {
    prepare: async () => ({
      url: '/api/login',
      body: { username: 'admin', password: 'wrong-password' },
    }),
    success: 401,
  },
  'GET /api/me': call('/api/me?fields=id'),
  'GET /logout': call('/logout'),
  'GET /api/privileges': call('/api/privileges'),

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

  'GET /api/categories': call('/api/categories'),
  'POST /api/categories': {
    prepare: async () => ({
      url: '/api/categories',
      body: { kind: 'service', name: unique('Category') },
    }),
    success: 201,
  },
  'GET /api/categories/:id': on(newCategory, (category) => ({
    url: `/api/categories/${category.id}`,
  })),
  'PATCH /api/categories/:id': on(newCategory, (category) => ({
    url: `/api/categories/${category.id}`,
    body: { description: 'Changed', version: category.version },
  })),
  'DELETE /api/categories/:id': on(newCategory, (category) => ({
    url: `/api/categories/${category.id}`,
  })),

  'GET /api/audit-log': call('/api/audit-log'),

  'GET /api/settings': call('/api/settings'),
  'PUT /api/settings': {
    prepare: async ({ admin }) => {
      const { body } = await admin('GET', '/api/settings');
      return {
        url: '/api/settings',
        body: { extraMobilePrefixes: { KE: ['19'] }, version: body.version },
      };
    },
    success: 200,
  },
  'GET /api/phone-rules': call('/api/phone-rules'),
  'GET /api/installation': call('/api/installation'),
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

  'GET /api/profile/sending': call('/api/profile/sending'),
  // The installation's sends today against its budgets: super administrators only (0059).
  'GET /api/outbound-use': call('/api/outbound-use'),
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
  'POST /api/signup': {
    prepare: async () => ({
      url: '/api/signup',
      body: { name: 'Matrix organiser', phone: uniquePhone('79'), password: USER_PASSWORD },
    }),
    success: 201,
  },
};
