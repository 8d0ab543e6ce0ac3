/**
 * The session cache (decision 0016) answers signed-in requests without a query; every
 * change that must show on the user's next request forgets it at once. The clock stands
 * still here, so no entry can go stale by age and each test sees the invalidation alone.
 */
import { describe, expect, it } from 'vitest';
import type { Role } from '@karamu/shared';
import {
  ADMIN_PASSWORD,
  USER_PASSWORD,
  asWebApp,
  createUserWith,
  loginCookie,
  type TestApp,
} from './test-app';
import { useAdminApp } from './support/admin-app';

let t: TestApp;
let admin: string;
const frozen = Date.UTC(2026, 10, 26, 9);
useAdminApp((started) => ({ t, cookie: admin } = started), {}, { now: () => frozen });

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: asWebApp(cookie), ...(payload ? { payload } : {}) });
const me = (cookie: string) => call(cookie, 'GET', '/api/me?fields=id,name,roles.privileges');
const listUsers = (cookie: string) => call(cookie, 'GET', '/api/users');

/** A user whose one role grants READ_USERS, with that role, after a first (cached) request. */
async function readerOfUsers() {
  const user = await createUserWith(t, ['READ_USERS']);
  expect((await listUsers(user.cookie)).statusCode).toBe(200);
  const [mine] = (await me(user.cookie)).json<{ roles: { id: string }[] }>().roles;
  if (!mine) throw new Error('user without a role');
  const role = (await call(admin, 'GET', `/api/roles/${mine.id}`)).json<Role>();
  return { ...user, role };
}

describe('the session cache forgets at once', () => {
  it('a session at logout', async () => {
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/logout')).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('the other sessions of a user who changes their password', async () => {
    const user = await createUserWith(t, []);
    const elsewhere = await loginCookie(t.app, user.username, USER_PASSWORD);
    expect((await me(elsewhere)).statusCode).toBe(200);
    const change = await call(user.cookie, 'POST', '/api/profile/password', {
      currentPassword: USER_PASSWORD,
      newPassword: 'a-brand-new-password',
    });
    expect(change.statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('the sessions of a user an administrator disables', async () => {
    const user = await createUserWith(t, []);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const disable = await call(admin, 'PATCH', `/api/users/${user.id}`, {
      disabled: true,
      version: 1,
    });
    expect(disable.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it("a role's privileges when the role is edited", async () => {
    const user = await readerOfUsers();
    const edit = await call(admin, 'PATCH', `/api/roles/${user.role.id}`, {
      privileges: ['READ_EVENTS'],
      version: user.role.version,
    });
    expect(edit.statusCode).toBe(200);
    expect((await listUsers(user.cookie)).statusCode).toBe(403);
    expect((await me(user.cookie)).json().roles[0].privileges).toEqual([{ value: 'READ_EVENTS' }]);
  });

  it("a user's privileges when their roles change", async () => {
    const user = await readerOfUsers();
    const change = await call(admin, 'PATCH', `/api/users/${user.id}`, { roleIds: [], version: 1 });
    expect(change.statusCode).toBe(200);
    expect((await listUsers(user.cookie)).statusCode).toBe(403);
    expect((await me(user.cookie)).json().roles).toEqual([]);
  });

  it('the privileges of a role that is deleted', async () => {
    const user = await readerOfUsers();
    expect((await call(admin, 'DELETE', `/api/roles/${user.role.id}`)).statusCode).toBe(200);
    expect((await listUsers(user.cookie)).statusCode).toBe(403);
  });

  it('the user record GET /api/me answers when the profile changes', async () => {
    const user = await createUserWith(t, []);
    expect((await me(user.cookie)).json().name).not.toBe('Wanjiru');
    const profile = await call(user.cookie, 'GET', '/api/profile');
    const edit = await call(user.cookie, 'PATCH', '/api/profile', {
      name: 'Wanjiru',
      version: profile.json().version,
    });
    expect(edit.statusCode).toBe(200);
    expect((await me(user.cookie)).json().name).toBe('Wanjiru');
  });
});
