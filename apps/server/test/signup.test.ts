/**
 * Public sign-up: a visitor becomes an event organiser signed in at once, sees only
 * their own events, and signs in later with their phone number.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_TAKEN_MESSAGE } from '@karamu/shared';
import {
  ORGANISER_PRIVILEGES,
  ORGANISER_ROLE_NAME,
} from '../src/modules/platform/signup/organiser-role';
import { VENDOR_ROLE } from '../src/modules/platform/signup/vendor-role';
import { apiAs, inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import {
  ADMIN_PASSWORD,
  asWebApp,
  createTestApp,
  login,
  loginCookie,
  sessionCookieOf,
  type TestApp,
} from './test-app';

let t: TestApp;
let admin: AdminApi;
useAdminApp((started) => ({ t, admin } = started), { LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });

const PASSWORD = 'harusi-ya-2027';
let serial = 0;
/** A fresh Kenyan mobile number, written as people type it. */
const kenyanNumber = () => `+254 71${String(++serial).padStart(7, '0')}`;
const e164 = (typed: string) => typed.replaceAll(' ', '');

function signUp(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: { ...asWebApp(), ...headers },
    payload: body as object,
  });
}

const newEvent = (name: string) => ({
  name,
  startsAt: inDays(60),
  timeZone: 'Africa/Nairobi',
  defaultCountry: 'KE',
});

describe('POST /api/signup', () => {
  it('creates the user with the organiser role, signs them in and answers the current user', async () => {
    const phone = kenyanNumber();
    const response = await signUp(t, { name: 'Amina Njeri', phone, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: e164(phone),
      name: 'Amina Njeri',
      roles: [{ name: ORGANISER_ROLE_NAME }],
    });
    expect(user.roles[0].privileges.map((p: { value: string }) => p.value).sort()).toEqual(
      [...ORGANISER_PRIVILEGES].sort(),
    );

    const cookie = sessionCookieOf(response);
    const me = await apiAs(t, cookie)('GET', '/api/me?fields=id,username');
    expect(me).toEqual({ status: 200, body: { id: user.id, username: e164(phone) } });

    const roles = await admin('GET', `/api/roles?filter=name:ilike:${ORGANISER_ROLE_NAME}`);
    expect(roles.body.items).toEqual([
      expect.objectContaining({ name: ORGANISER_ROLE_NAME, scope: 'assigned' }),
    ]);
    const stored = await admin('GET', `/api/users/${user.id}`);
    expect(stored.body).toMatchObject({ phone: e164(phone), createdBy: e164(phone) });

    const log = await admin('GET', `/api/audit-log?filter=recordId:ilike:${user.id}`);
    expect(log.body.items).toEqual([
      expect.objectContaining({
        action: 'create',
        resource: 'users',
        actorId: user.id,
        actorUsername: e164(phone),
      }),
    ]);
    expect(JSON.stringify(log.body)).not.toContain(PASSWORD);
  });

  it('lets the organiser sign in again with their phone number as username', async () => {
    const phone = kenyanNumber();
    await signUp(t, { name: 'Baraka', phone, password: PASSWORD });
    const response = await login(t.app, e164(phone), PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Baraka' });
  });

  it('reuses the one organiser role for every sign-up', async () => {
    await signUp(t, { name: 'One', phone: kenyanNumber(), password: PASSWORD });
    await signUp(t, { name: 'Two', phone: kenyanNumber(), password: PASSWORD });
    const roles = await admin('GET', `/api/roles?filter=name:ilike:organiser`);
    expect(roles.body.total).toBe(1);
  });

  it('answers 409 with a message on the phone when the number already has an account', async () => {
    const phone = kenyanNumber();
    expect((await signUp(t, { name: 'First', phone, password: PASSWORD })).statusCode).toBe(201);
    // The same number written the national way is the same account.
    const again = await signUp(t, {
      name: 'Second',
      phone: `254${e164(phone).slice(4)}`,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: PHONE_TAKEN_MESSAGE,
      fieldErrors: { phone: [PHONE_TAKEN_MESSAGE] },
    });
  });

  it.each([
    ['not a number', 'hello'],
    ['too short', '+254 7123'],
    ['unknown calling code', '+999 712 345 678'],
  ])('answers 400 "Invalid phone number" for a phone that is %s', async (_why, phone) => {
    const response = await signUp(t, { name: 'Neema', phone, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ phone: ['Invalid phone number'] });
  });

  it('accepts a valid landline: an account only needs a valid number (decision 0005)', async () => {
    const response = await signUp(t, {
      name: 'Office',
      phone: '+254 20 2222222',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a short password and unknown fields', async () => {
    const short = await signUp(t, { name: 'A', phone: kenyanNumber(), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toEqual(['Password must be at least 8 characters']);
    const extra = await signUp(t, {
      name: 'A',
      phone: kenyanNumber(),
      password: PASSWORD,
      roleIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(extra.statusCode).toBe(400);
  });

  it('needs a JSON body or X-Requested-With (CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=A&phone=%2B254712000000&password=harusi-ya-2027',
    });
    expect(response.statusCode).toBe(403);
  });

  // Its own server: a fresh database takes a while on a busy machine.
  it(
    'refuses to hand out an organiser role an administrator widened',
    { timeout: 120_000 },
    async () => {
      const local = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });
      try {
        const localAdmin = apiAs(local, await loginCookie(local.app, 'admin', ADMIN_PASSWORD));
        await localAdmin('POST', '/api/roles', {
          name: ORGANISER_ROLE_NAME,
          scope: 'assigned',
          privileges: ['READ_EVENTS', 'READ_USERS'],
        });
        const response = await signUp(local, {
          name: 'Hopeful',
          phone: kenyanNumber(),
          password: PASSWORD,
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toMatch(/Sign-up is closed/);
        const users = await localAdmin('GET', '/api/users?filter=name:ilike:Hopeful');
        expect(users.body.total).toBe(0);
      } finally {
        await local.close();
      }
    },
  );
});

describe('throttle', () => {
  it(
    'answers 429 past the per-address limit, whatever the number',
    { timeout: 120_000 },
    async () => {
      const local = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '2' });
      try {
        const first = await signUp(local, { name: 'A', phone: kenyanNumber(), password: PASSWORD });
        expect(first.statusCode).toBe(201);
        const taken = JSON.parse(first.body).username;
        // A taken number counts too: probing which numbers have accounts is limited as well.
        const second = await signUp(local, { name: 'B', phone: taken, password: PASSWORD });
        expect(second.statusCode).toBe(409);
        const third = await signUp(local, { name: 'C', phone: kenyanNumber(), password: PASSWORD });
        expect(third.statusCode).toBe(429);
        expect(third.json().message).toMatch(/Try again in \d+ minutes?/);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
        // Another address is not held back.
        const elsewhere = await local.app.inject({
          method: 'POST',
          url: '/api/signup',
          headers: asWebApp(),
          remoteAddress: '203.0.113.7',
          payload: { name: 'D', phone: kenyanNumber(), password: PASSWORD },
        });
        expect(elsewhere.statusCode).toBe(201);
      } finally {
        await local.close();
      }
    },
  );
});

describe('an organiser', () => {
  it('creates draft events and sees only their own', async () => {
    const amina = sessionCookieOf(
      await signUp(t, { name: 'Amina', phone: kenyanNumber(), password: PASSWORD }),
    );
    const baraka = sessionCookieOf(
      await signUp(t, { name: 'Baraka', phone: kenyanNumber(), password: PASSWORD }),
    );
    const asAmina = apiAs(t, amina);
    const asBaraka = apiAs(t, baraka);
    const templates = await asAmina('GET', '/api/event-templates?filter=name:ilike:rings');
    const wedding = await asAmina('POST', '/api/events', {
      ...newEvent('Harusi ya Amina'),
      templateId: templates.body.items[0].id,
    });
    expect(wedding.status).toBe(201);
    expect(wedding.body).toMatchObject({ status: 'draft', templateId: templates.body.items[0].id });
    const sendOff = await asBaraka('POST', '/api/events', newEvent('Send-off ya Baraka'));
    const staff = await admin('POST', '/api/events', newEvent('Staff party'));

    const mine = await asAmina('GET', '/api/events');
    expect(mine.body.items.map((e: { name: string }) => e.name)).toEqual(['Harusi ya Amina']);
    expect((await asAmina('GET', `/api/events/${sendOff.body.id}`)).status).toBe(404);
    expect((await asAmina('GET', `/api/events/${staff.body.id}`)).status).toBe(404);
    expect(
      (await asAmina('PATCH', `/api/events/${sendOff.body.id}`, { venue: 'X', version: 1 })).status,
    ).toBe(404);
    expect((await asAmina('GET', `/api/events/${wedding.body.id}/guests`)).status).toBe(200);

    // Nothing installation-wide.
    for (const url of ['/api/users', '/api/roles', '/api/settings', '/api/audit-log']) {
      expect((await asAmina('GET', url)).status, url).toBe(403);
    }
    expect((await asAmina('POST', '/api/categories', { kind: 'event', name: 'Mine' })).status).toBe(
      403,
    );
  });
});

describe('a vendor sign-up (kind: vendor)', () => {
  it('gets the Vendor role (scope assigned, no privileges), owns vendors and sees no events', async () => {
    const phone = kenyanNumber();
    const response = await signUp(t, {
      name: 'Hema Bora',
      phone,
      password: PASSWORD,
      kind: 'vendor',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user.roles).toEqual([
      expect.objectContaining({ name: VENDOR_ROLE.name, privileges: [] }),
    ]);
    const vendor = apiAs(t, sessionCookieOf(response));
    const created = await vendor('POST', '/api/vendors', {
      businessName: 'Hema Bora',
      currency: 'KES',
    });
    expect(created.status).toBe(201);
    expect((await vendor('GET', '/api/events')).status).toBe(403);

    const roles = await admin('GET', `/api/roles?filter=name:ilike:${VENDOR_ROLE.name}`);
    expect(roles.body.items).toEqual([
      expect.objectContaining({ name: VENDOR_ROLE.name, scope: 'assigned' }),
    ]);
    // A second vendor reuses the role; an organiser still gets theirs.
    const second = await signUp(t, {
      name: 'Second',
      phone: kenyanNumber(),
      password: PASSWORD,
      kind: 'vendor',
    });
    expect(second.json().roles[0].id).toBe(user.roles[0].id);
    const organiser = await signUp(t, { name: 'Org', phone: kenyanNumber(), password: PASSWORD });
    expect(organiser.json().roles[0].name).toBe(ORGANISER_ROLE_NAME);
  });

  it('refuses an unknown kind, naming the field', async () => {
    const response = await signUp(t, {
      name: 'A',
      phone: kenyanNumber(),
      password: PASSWORD,
      kind: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.kind).toEqual(['Kind must be organiser or vendor']);
  });

  it(
    'is closed while the Vendor role was given a privilege, and organiser sign-up stays open',
    { timeout: 120_000 },
    async () => {
      const local = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });
      try {
        const localAdmin = apiAs(local, await loginCookie(local.app, 'admin', ADMIN_PASSWORD));
        await localAdmin('POST', '/api/roles', {
          name: VENDOR_ROLE.name,
          scope: 'assigned',
          privileges: ['READ_EVENTS'],
        });
        const refused = await signUp(local, {
          name: 'Hopeful vendor',
          phone: kenyanNumber(),
          password: PASSWORD,
          kind: 'vendor',
        });
        expect(refused.statusCode).toBe(503);
        expect(refused.json().message).toMatch(/Sign-up is closed: the role 'Vendor'/);
        const users = await localAdmin('GET', '/api/users?filter=name:ilike:Hopeful');
        expect(users.body.total).toBe(0);
        const organiser = await signUp(local, {
          name: 'Organiser',
          phone: kenyanNumber(),
          password: PASSWORD,
        });
        expect(organiser.statusCode).toBe(201);
      } finally {
        await local.close();
      }
    },
  );
});
