import { describe, expect, it } from 'vitest';
import type { Role, UserRecord } from '@karamu/shared';
import { asWebApp, createUserWith, login, type TestApp } from './test-app';
import { useAdminApp } from './support/admin-app';

let t: TestApp;
let admin: string;
useAdminApp((started) => ({ t, cookie: admin } = started));

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: asWebApp(cookie), ...(payload ? { payload } : {}) });

async function createRole(cookie: string, name: string, privileges: string[]) {
  return call(cookie, 'POST', '/api/roles', { name, privileges });
}

describe('roles API', () => {
  it('creates, reads, lists, renames and deletes a role', async () => {
    const created = await createRole(admin, 'Door staff', ['READ_ATTENDEES', 'VERIFY_ATTENDEES']);
    expect(created.statusCode).toBe(201);
    const role = created.json<Role>();
    expect(role).toMatchObject({ name: 'Door staff', scope: 'all' });
    expect(role.privileges.map((p) => p.value).sort()).toEqual([
      'READ_ATTENDEES',
      'VERIFY_ATTENDEES',
    ]);

    expect((await call(admin, 'GET', `/api/roles/${role.id}`)).json<Role>().name).toBe(
      'Door staff',
    );
    const list = (await call(admin, 'GET', '/api/roles?page=1&size=100')).json();
    expect(list.items.map((r: Role) => r.name)).toContain('Door staff');
    expect(list).toMatchObject({ page: 1, size: 100, total: list.items.length });

    const renamed = await call(admin, 'PATCH', `/api/roles/${role.id}`, {
      name: 'Gate staff',
      scope: 'assigned',
      version: 1,
    });
    expect(renamed.json<Role>()).toMatchObject({ name: 'Gate staff', scope: 'assigned' });

    expect((await call(admin, 'DELETE', `/api/roles/${role.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/roles/${role.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate name (case-insensitive) with 409 on the name field', async () => {
    await createRole(admin, 'Ushers', []);
    const again = await createRole(admin, 'USHERS', []);
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toHaveProperty('name');
  });

  it('refuses an unknown privilege with 400', async () => {
    const response = await createRole(admin, 'Bad', ['READ_EVERYTHING']);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Unknown privilege');
  });

  it('lets a holder of ADD_ROLES grant only what it holds, never SUPER_ADMIN-only privileges', async () => {
    const manager = await createUserWith(t, ['ADD_ROLES', 'READ_EVENTS']);
    expect((await createRole(manager.cookie, 'Readers', ['READ_EVENTS'])).statusCode).toBe(201);
    for (const privilege of ['SUPER_ADMIN', 'ALL', 'READ_MESSAGES', 'READ_USERS']) {
      const response = await createRole(manager.cookie, `Escalate ${privilege}`, [privilege]);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain(privilege);
    }
  });

  it('never leaves the system without an enabled super admin', async () => {
    const roles = (await call(admin, 'GET', '/api/roles?size=100')).json().items as Role[];
    const superRole = roles.find((r) => r.privileges.some((p) => p.value === 'SUPER_ADMIN'));
    expect(superRole).toBeDefined();
    const strip = await call(admin, 'PATCH', `/api/roles/${superRole?.id}`, {
      privileges: ['ALL'],
      version: 1,
    });
    expect(strip.statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/roles/${superRole?.id}`)).statusCode).toBe(409);
    // Rolled back: the admin still holds SUPER_ADMIN.
    const me = (await call(admin, 'GET', '/api/me?fields=roles.privileges')).json();
    expect(me.roles[0].privileges).toContainEqual({ value: 'SUPER_ADMIN' });
  });
});

describe('users API', () => {
  it('creates a user who can sign in with the given roles, then edits and deletes it', async () => {
    const role = (await createRole(admin, 'Planners', ['READ_EVENTS', 'ADD_EVENTS'])).json<Role>();
    const created = await call(admin, 'POST', '/api/users', {
      username: 'amina',
      name: 'Amina Otieno',
      password: 'a-good-password',
      roleIds: [role.id],
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<UserRecord>();
    expect(user).toMatchObject({ username: 'amina', createdBy: 'admin', disabled: false });
    expect(user).not.toHaveProperty('passwordHash');
    expect(user.roles.map((r) => r.name)).toEqual(['Planners']);

    const signedIn = await login(t.app, 'amina', 'a-good-password');
    expect(signedIn.statusCode).toBe(200);

    const renamed = await call(admin, 'PATCH', `/api/users/${user.id}`, {
      name: 'Amina O.',
      version: 1,
    });
    expect(renamed.json<UserRecord>().name).toBe('Amina O.');

    expect((await call(admin, 'DELETE', `/api/users/${user.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/users/${user.id}`)).statusCode).toBe(404);
    expect((await login(t.app, 'amina', 'a-good-password')).statusCode).toBe(401);
  });

  it('validates the password length and the uniqueness of usernames', async () => {
    const short = await call(admin, 'POST', '/api/users', {
      username: 'baraka',
      name: 'Baraka',
      password: 'short',
      roleIds: [],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password[0]).toBe('Password must be at least 8 characters');
    const taken = await call(admin, 'POST', '/api/users', {
      username: 'ADMIN',
      name: 'Another admin',
      password: 'long-enough-pw',
      roleIds: [],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toHaveProperty('username');
  });

  it('refuses an unknown role id without creating the user', async () => {
    const response = await call(admin, 'POST', '/api/users', {
      username: 'chausiku',
      name: 'Chausiku',
      password: 'long-enough-pw',
      roleIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('roleIds');
    expect((await login(t.app, 'chausiku', 'long-enough-pw')).statusCode).toBe(401);
  });

  it('ends the sessions of a user whose password is reset', async () => {
    const user = await createUserWith(t, ['READ_EVENTS']);
    const reset = await call(admin, 'PATCH', `/api/users/${user.id}`, {
      password: 'brand-new-password',
      version: 1,
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(user.cookie, 'GET', '/api/me?fields=id')).statusCode).toBe(401);
    expect((await login(t.app, user.username, 'brand-new-password')).statusCode).toBe(200);
  });

  it('takes a change of roles into effect on the next request', async () => {
    const user = await createUserWith(t, ['READ_USERS']);
    expect((await call(user.cookie, 'GET', '/api/users')).statusCode).toBe(200);
    expect(
      (await call(admin, 'PATCH', `/api/users/${user.id}`, { roleIds: [], version: 1 })).statusCode,
    ).toBe(200);
    expect((await call(user.cookie, 'GET', '/api/users')).statusCode).toBe(403);
  });

  it('keeps a user manager from touching a more powerful user or assigning a stronger role', async () => {
    const manager = await createUserWith(t, [
      'READ_USERS',
      'UPDATE_USERS',
      'ADD_USERS',
      'DELETE_USERS',
    ]);
    const adminId = (await call(admin, 'GET', '/api/me?fields=id')).json().id as string;
    const reset = await call(manager.cookie, 'PATCH', `/api/users/${adminId}`, {
      password: 'taken-over-1',
      version: 1,
    });
    expect(reset.statusCode).toBe(403);
    expect((await call(manager.cookie, 'DELETE', `/api/users/${adminId}`)).statusCode).toBe(403);
    const roles = (await call(admin, 'GET', '/api/roles?size=100')).json().items as Role[];
    const superRole = roles.find((r) => r.privileges.some((p) => p.value === 'SUPER_ADMIN'));
    const assign = await call(manager.cookie, 'POST', '/api/users', {
      username: 'sneaky',
      name: 'Sneaky',
      password: 'long-enough-pw',
      roleIds: [superRole?.id],
    });
    expect(assign.statusCode).toBe(403);
  });

  it('refuses deleting your own account', async () => {
    const adminId = (await call(admin, 'GET', '/api/me?fields=id')).json().id as string;
    expect((await call(admin, 'DELETE', `/api/users/${adminId}`)).statusCode).toBe(409);
  });
});

describe('GET /api/privileges', () => {
  it('lists the whole catalogue with how each privilege is granted', async () => {
    const { items } = (await call(admin, 'GET', '/api/privileges')).json();
    expect(items).toHaveLength(22 * 4 + 4);
    expect(items).toContainEqual({
      value: 'READ_MESSAGES',
      action: 'READ',
      resource: 'MESSAGES',
      grant: 'super-admin-or-specific',
    });
    expect(items).toContainEqual({
      value: 'ALL',
      action: null,
      resource: null,
      grant: 'specific-only',
    });
  });
});
