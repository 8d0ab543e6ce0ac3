/** Bad input, the CSRF rule, rate limits and security headers. */
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, asWebApp, createTestApp, login, type TestApp } from './test-app';
import { useAdminApp } from './support/admin-app';

let t: TestApp;
let admin: string;
useAdminApp((started) => ({ t, cookie: admin } = started), {
  LOGIN_MAX_FAILURES_PER_USERNAME: '3',
  LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
  BODY_LIMIT_BYTES: '4096',
});

/** No answer may leak internals: no stack, no SQL. */
function expectCleanClientError(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body) as { message: unknown };
  expect(typeof body.message).toBe('string');
  expect(response.body).not.toMatch(/\bat .*\.ts:\d+|stack|select |insert into|SQLSTATE/i);
  return body as { message: string; fieldErrors?: Record<string, string[]> };
}

describe('bad input gets a 4xx naming the problem', () => {
  const createUser = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...asWebApp(admin), 'content-type': contentType },
      payload,
    });

  it('malformed JSON', async () => {
    const body = expectCleanClientError(await createUser('{"username": '), 400);
    expect(body.message).toMatch(/JSON/);
  });

  it('a missing field', async () => {
    const body = expectCleanClientError(
      await createUser(
        JSON.stringify({ username: 'amina', password: 'long-enough-1', roleIds: [] }),
      ),
      400,
    );
    expect(body.fieldErrors).toHaveProperty('name');
    expect(body.message).toContain("'name'");
  });

  it('a wrongly typed field', async () => {
    const body = expectCleanClientError(
      await createUser(
        JSON.stringify({ username: 'amina', name: 42, password: 'long-enough-1', roleIds: [] }),
      ),
      400,
    );
    expect(body.fieldErrors).toHaveProperty('name');
  });

  it('an unknown field', async () => {
    const body = expectCleanClientError(
      await createUser(
        JSON.stringify({
          username: 'amina',
          name: 'Amina',
          password: 'long-enough-1',
          roleIds: [],
          isAdmin: true,
        }),
      ),
      400,
    );
    expect(body.fieldErrors).toEqual({ isAdmin: ['Unknown field'] });
  });

  it('a NUL character, which PostgreSQL text cannot hold, in the body or a list filter', async () => {
    const body = expectCleanClientError(
      await createUser(
        JSON.stringify({
          username: 'amina',
          name: 'A\u0000mina',
          password: 'long-enough-1',
          roleIds: [],
        }),
      ),
      400,
    );
    expect(body.fieldErrors).toEqual({ name: ['Text cannot contain the NUL character'] });

    const search = expectCleanClientError(
      await t.app.inject({
        method: 'GET',
        url: '/api/events?filter=name:ilike:a%00b',
        headers: asWebApp(admin),
      }),
      400,
    );
    expect(search.fieldErrors).toEqual({ filter: ['Text cannot contain the NUL character'] });
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: asWebApp(admin),
    });
    expect(users.body).not.toContain('amina');
  });

  it('an oversized string', async () => {
    const body = expectCleanClientError(
      await login(t.app, 'x'.repeat(1000), 'whatever-password'),
      400,
    );
    expect(body.fieldErrors).toHaveProperty('username');
  });

  it('an oversized body', async () => {
    expectCleanClientError(
      await createUser(JSON.stringify({ username: 'a', name: 'n'.repeat(10_000) })),
      413,
    );
  });

  it('a path id that is not a UUID', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/123',
      headers: asWebApp(admin),
    });
    const body = expectCleanClientError(response, 400);
    expect(body.fieldErrors).toHaveProperty('id');
  });

  it('an unknown query parameter and a page size over the cap', async () => {
    for (const query of ['?colour=red', '?size=100000', '?page=0', '?page=abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users${query}`,
        headers: asWebApp(admin),
      });
      expectCleanClientError(response, 400);
    }
  });

  it('an unknown API path answers a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: asWebApp(),
    });
    expect(expectCleanClientError(response, 404).message).toContain('/api/nothing-here');
  });
});

describe('CSRF: state-changing requests need JSON or X-Requested-With', () => {
  it('refuses a cross-site form post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=x',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Cross-site request refused/);
  });

  it('refuses a text/plain post and a bare DELETE carrying the session cookie', async () => {
    const textPlain = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { cookie: admin, 'content-type': 'text/plain' },
      payload: '{"name":"x","privileges":[]}',
    });
    expect(textPlain.statusCode).toBe(403);
    const bareDelete = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin },
    });
    expect(bareDelete.statusCode).toBe(403);
  });

  it('refuses GET /logout without the header, so a link elsewhere cannot sign users out', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/logout',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with a message once a username has failed too often, even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await login(t.app, 'victim', 'wrong-password')).statusCode).toBe(401);
    }
    const blocked = await login(t.app, 'victim', 'wrong-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /Too many sign-in attempts\. Try again in \d+ minutes?\./,
    );
  });

  it('limits attempts per client address across usernames', async () => {
    const strict = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '2' });
    try {
      expect((await login(strict.app, 'a-user', 'wrong-password')).statusCode).toBe(401);
      expect((await login(strict.app, 'b-user', 'wrong-password')).statusCode).toBe(401);
      expect((await login(strict.app, 'admin', ADMIN_PASSWORD)).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('security headers', () => {
  it('are on every answer, errors included', async () => {
    for (const url of ['/api/me', '/api/nothing-here', '/dashboard/home']) {
      const response = await t.app.inject({ method: 'GET', url, headers: asWebApp() });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
