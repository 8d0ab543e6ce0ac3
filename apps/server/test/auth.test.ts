import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME_FULL_FIELDS } from '@karamu/shared';
import { sessions } from '../src/db/schema';
import { CACHE_TTL_MS } from '../src/modules/platform/auth/session-cache';
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
import { useTestApp } from './support/admin-app';

let t: TestApp;
useTestApp((started) => (t = started));

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
  const idleMs = 30 * 60_000;
  let clock = Date.UTC(2026, 10, 26, 9);
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp(
      { SESSION_IDLE_TIMEOUT_MINUTES: '30', SESSION_ABSOLUTE_TIMEOUT_HOURS: '2' },
      { now: () => clock },
    );
  });
  afterAll(async () => timed.close());
  const meOf = (cookie: string) =>
    timed.app.inject({ method: 'GET', url: '/api/me?fields=id', headers: asWebApp(cookie) });

  it('ends a session exactly when it has been idle for the idle timeout, not a minute early', async () => {
    const cookie = await loginCookie(timed.app, 'admin', ADMIN_PASSWORD);
    // A request inside the minute the database's last-seen time is not rewritten.
    clock += 30_000;
    expect((await meOf(cookie)).statusCode).toBe(200);
    clock += idleMs - 1;
    expect((await meOf(cookie)).statusCode).toBe(200);
    clock += idleMs;
    expect((await meOf(cookie)).statusCode).toBe(401);
  });

  it('tells the database of activity at most once a minute', async () => {
    const cookie = await loginCookie(timed.app, 'admin', ADMIN_PASSWORD);
    const lastSeen = async () =>
      (await timed.db.select({ at: sessions.lastSeenAt }).from(sessions))
        .map((row) => row.at.getTime())
        .sort((a, b) => b - a)[0];
    clock += 30_000;
    expect((await meOf(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(clock - 30_000);
    clock += 30_000;
    expect((await meOf(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(clock);
  });

  it('tells the database of the last request at shutdown, so a restart does not shorten sessions', async () => {
    let now = Date.UTC(2026, 10, 26, 9);
    const restarting = await createTestApp({}, { now: () => now });
    try {
      const cookie = await loginCookie(restarting.app, 'admin', ADMIN_PASSWORD);
      now += 30_000;
      const me = await restarting.app.inject({
        method: 'GET',
        url: '/api/me?fields=id',
        headers: asWebApp(cookie),
      });
      expect(me.statusCode).toBe(200);
      await restarting.app.close();
      const [row] = await restarting.db.select({ at: sessions.lastSeenAt }).from(sessions);
      expect(row?.at.getTime()).toBe(now);
    } finally {
      await restarting.close();
    }
  });

  it('ends a session past its absolute lifetime even while in use', async () => {
    const cookie = await loginCookie(timed.app, 'admin', ADMIN_PASSWORD);
    for (let hour = 0; hour < 2; hour += 1) {
      clock += 20 * 60_000;
      expect((await meOf(cookie)).statusCode).toBe(200);
      clock += 20 * 60_000;
      expect((await meOf(cookie)).statusCode).toBe(200);
      clock += 20 * 60_000 - 1;
      expect((await meOf(cookie)).statusCode).toBe(200);
      clock += 1;
    }
    expect((await meOf(cookie)).statusCode).toBe(401);
  });

  it('ends a session whose database row says it has expired, once the cache is no longer fresh', async () => {
    const cookie = await loginCookie(timed.app, 'admin', ADMIN_PASSWORD);
    expect((await meOf(cookie)).statusCode).toBe(200);
    await timed.db.update(sessions).set({ expiresAt: new Date(clock - 1) });
    clock += CACHE_TTL_MS;
    expect((await meOf(cookie)).statusCode).toBe(401);
  });
});

describe('disabled users', () => {
  it('end their sessions at once and answer like a wrong password until the password is right', async () => {
    const user = await createUserWith(t, ['READ_EVENTS']);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const admin = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    const disable = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: asWebApp(admin),
      payload: { disabled: true, version: 1 },
    });
    expect(disable.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    const wrong = await login(t.app, user.username, 'not-the-password');
    const unknown = await login(t.app, 'nobody-here', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    const right = await login(t.app, user.username, USER_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('This account is disabled');
    expect(right.cookies.map((c) => c.name)).not.toContain('karamu_device');
  });
});

describe('device cookies', () => {
  // Its own server: the sign-ins here would pass the per-address allowance of the file's.
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp();
  });
  afterAll(async () => d.close());
  const signIn = (username: string, password: string, deviceCookie?: string) =>
    d.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: deviceCookie ? { cookie: deviceCookie } : {},
      payload: { username, password },
    });
  const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((c) => c.name === 'karamu_device');
    if (!cookie) throw new Error('no device cookie');
    return `karamu_device=${cookie.value}`;
  };

  it('let a browser that signed in before in with the right password while unknown devices are locked out', async () => {
    const user = await createUserWith(d, []);
    const trusted = deviceCookieOf(await signIn(user.username, USER_PASSWORD));
    for (let i = 0; i < d.config.LOGIN_MAX_FAILURES_PER_USERNAME; i += 1) {
      expect((await signIn(user.username, `guess-${i}`)).statusCode).toBe(401);
    }
    const unknown = await signIn(user.username, USER_PASSWORD);
    expect(unknown.statusCode).toBe(429);
    const retryAfter = Number(unknown.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(d.config.LOGIN_WINDOW_MINUTES * 60);

    const owner = await signIn(user.username, USER_PASSWORD, trusted);
    expect(owner.statusCode).toBe(200);
    // A new nonce at each sign-in.
    expect(deviceCookieOf(owner)).not.toBe(trusted);
  });

  it('are signed HttpOnly cookies that a changed byte or another username makes unknown', async () => {
    const user = await createUserWith(d, []);
    const other = await createUserWith(d, []);
    const response = await signIn(user.username, USER_PASSWORD);
    const cookie = response.cookies.find((c) => c.name === 'karamu_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const trusted = deviceCookieOf(response);
    // A byte in the middle: the last base64 character also holds unused bits, and a change
    // there alone can decode to the same signature.
    const middle = Math.floor(trusted.length / 2);
    const forged =
      trusted.slice(0, middle) + (trusted[middle] === 'A' ? 'B' : 'A') + trusted.slice(middle + 1);
    const ofOther = deviceCookieOf(await signIn(other.username, USER_PASSWORD));
    for (let i = 0; i < d.config.LOGIN_MAX_FAILURES_PER_USERNAME; i += 1) {
      await signIn(user.username, `guess-${i}`);
    }
    expect((await signIn(user.username, USER_PASSWORD, forged)).statusCode).toBe(429);
    expect((await signIn(user.username, USER_PASSWORD, ofOther)).statusCode).toBe(429);
    expect((await signIn(user.username, USER_PASSWORD, trusted)).statusCode).toBe(200);
  });

  it('give a trusted browser its own allowance of failures, which does not lock out others', async () => {
    const user = await createUserWith(d, []);
    const trusted = deviceCookieOf(await signIn(user.username, USER_PASSWORD));
    for (let i = 0; i < d.config.LOGIN_MAX_FAILURES_PER_USERNAME; i += 1) {
      expect((await signIn(user.username, `guess-${i}`, trusted)).statusCode).toBe(401);
    }
    const blocked = await signIn(user.username, USER_PASSWORD, trusted);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(user.username, USER_PASSWORD)).statusCode).toBe(200);
  });
});
