import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME_FULL_FIELDS } from '@karamu/shared';
import { sessions } from '../src/db/schema';
import {
  ADMIN_PASSWORD,
  USER_PASSWORD,
  asWebApp,
  createTestApp,
  createUserWith,
  login,
  loginCookie,
  sessionCookieOf,
  type TestApp,
} from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (cookie?: string, fields = ME_FULL_FIELDS) =>
  t.app.inject({ method: 'GET', url: `/api/me?fields=${fields}`, headers: asWebApp(cookie) });

describe('POST /api/login', () => {
  it('signs in, answers the user and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const response = await login(t.app, 'admin', ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'admin', name: 'Administrator' });
    const cookie = response.cookies.find((c) => c.name === 'karamu_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // 256 bits of randomness, base64url.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a wrong password and an unknown user with the same 401 message', async () => {
    const wrongPassword = await login(t.app, 'admin', 'not-the-password');
    const unknownUser = await login(t.app, 'nobody-here', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid username or password' });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('matches the username without regard to case', async () => {
    expect((await login(t.app, 'ADMIN', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('issues a new token at every login and ends the one the browser still held', async () => {
    const first = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    const second = sessionCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { cookie: first },
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      }),
    );
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});

describe('GET /api/me', () => {
  it('answers only the fields asked for', async () => {
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    const idOnly = await me(cookie, 'id');
    expect(Object.keys(idOnly.json())).toEqual(['id']);

    const full = (await me(cookie)).json();
    expect(Object.keys(full).sort()).toEqual(
      ['created', 'createdBy', 'dp', 'id', 'name', 'roles', 'username'].sort(),
    );
    expect(full.roles[0].privileges).toEqual(
      expect.arrayContaining([{ value: 'SUPER_ADMIN' }, { value: 'ALL' }]),
    );
    const rolesOnly = (await me(cookie, 'roles')).json();
    expect(rolesOnly.roles[0]).not.toHaveProperty('privileges');
  });

  it('refuses an unknown field with a 400 naming it', async () => {
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    const response = await me(cookie, 'id,password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("'password'");
  });

  it('answers 401 without a session, and with a made-up one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('karamu_session=forged-token')).statusCode).toBe(401);
  });
});

describe('GET /logout', () => {
  it('ends the session on the server, clears the cookie and answers a message', async () => {
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: '/logout',
      headers: asWebApp(cookie),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been signed out' });
    const cleared = response.cookies.find((c) => c.name === 'karamu_session');
    expect(cleared?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than the idle timeout', async () => {
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    expect((await me(cookie)).statusCode).toBe(200);
    const idleMinutes = t.config.SESSION_IDLE_TIMEOUT_MINUTES + 1;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${idleMinutes})` });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime even while in use', async () => {
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('keeps an active session alive by moving its last-seen time', async () => {
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '10 minutes'` });
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ age: sql<number>`extract(epoch from now() - max(${sessions.lastSeenAt}))::float` })
      .from(sessions);
    expect(row?.age).toBeLessThan(60);
  });
});

describe('disabled users', () => {
  it('ends their sessions and refuses their sign-in', async () => {
    const user = await createUserWith(t, ['READ_EVENTS']);
    const admin = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    const disable = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: asWebApp(admin),
      payload: { disabled: true, version: 1 },
    });
    expect(disable.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    const again = await login(t.app, user.username, USER_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('This account is disabled');
  });
});
