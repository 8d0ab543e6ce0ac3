/**
 * Escalation through the roles, users and sign-up APIs (decision 0015): nobody creates,
 * changes, deletes or assigns a role whose privileges or record scope exceed their own, nor
 * touches a more powerful user. Each row is one path: the call must answer 403 naming what
 * exceeds, and the roles and user-role links it aimed at must be exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Privilege, Role, RoleScope } from '@karamu/shared';
import { roles as rolesTable, userRoles, users } from '../src/db/schema';
import { ensureOrganiserRole } from '../src/modules/platform/signup/organiser-role';
import { getRole, insertRole } from '../src/modules/platform/roles/roles-repository';
import {
  ADMIN_PASSWORD,
  asWebApp,
  createTestApp,
  createUserWithRoles,
  loginCookie,
  type TestApp,
} from './test-app';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  adminId = (
    await t.app.inject({ method: 'GET', url: '/api/me?fields=id', headers: asWebApp(admin) })
  ).json().id;
});
afterAll(async () => t.close());

type Method = 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asWebApp(cookie), ...(payload ? { payload } : {}) });

const roleSpec = (scope: RoleScope, ...privileges: Privilege[]) => ({ scope, privileges });
const newRole = (scope: RoleScope, ...privileges: Privilege[]) =>
  insertRole(t.db, { name: `role ${crypto.randomUUID()}`, scope, privileges });
let serial = 0;
const newUser = (roleIds: string[]) => ({
  username: `escalator${++serial}`,
  name: 'Would-be escalator',
  password: 'long-enough-password',
  roleIds,
});

/** What a refused call must leave as it was: every role (scope, privileges, version) and every user's roles. */
async function fingerprint() {
  const roleRows = await t.db.select({ id: rolesTable.id }).from(rolesTable);
  const roles = await Promise.all(roleRows.map((row) => getRole(t.db, row.id)));
  const links = await t.db.select().from(userRoles);
  const userRows = await t.db
    .select({ id: users.id, version: users.version, disabled: users.disabled })
    .from(users);
  const sort = <T>(list: T[], key: (item: T) => string) =>
    [...list].sort((a, b) => key(a).localeCompare(key(b)));
  return {
    roles: sort(roles as Role[], (r) => r.id).map((r) => ({
      id: r.id,
      name: r.name,
      scope: r.scope,
      version: r.version,
      privileges: r.privileges.map((p) => p.value).sort(),
    })),
    links: sort(links, (l) => `${l.userId}/${l.roleId}`),
    users: sort(userRows, (u) => u.id),
  };
}

type Attempt = {
  cookie: string;
  method: Method;
  url: string;
  payload?: object;
  /** A part of the refusal's message: what exceeds. */
  names: string;
};

type Path = { path: string; attempt: () => Promise<Attempt> };

const paths: Path[] = [
  {
    path: '(1) ADD_ROLES + UPDATE_USERS (assigned) create a role with scope all',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('assigned', 'ADD_ROLES', 'UPDATE_USERS', 'READ_EVENTS'),
      ]);
      return {
        cookie: actor.cookie,
        method: 'POST',
        url: '/api/roles',
        payload: {
          name: 'Everything I have, everywhere',
          scope: 'all',
          privileges: ['READ_EVENTS'],
        },
        names: "grants READ_EVENTS on every record (scope 'all')",
      };
    },
  },
  {
    path: '(1) ... then give themselves an existing role with scope all',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('assigned', 'ADD_ROLES', 'UPDATE_USERS', 'READ_EVENTS'),
      ]);
      const wide = await newRole('all', 'READ_EVENTS');
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/users/${actor.id}`,
        payload: { roleIds: [...actor.roleIds, wide], version: 1 },
        names: 'READ_EVENTS on every record',
      };
    },
  },
  {
    path: "(2) UPDATE_ROLES alone widens the scope of the actor's own role",
    attempt: async () => {
      const actor = await createUserWithRoles(t, [roleSpec('assigned', 'UPDATE_ROLES')]);
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/roles/${actor.roleIds[0]}`,
        payload: { scope: 'all', version: 1 },
        names: "grants UPDATE_ROLES on every record (scope 'all')",
      };
    },
  },
  {
    path: '(3) ADD_USERS alone creates a user holding a role with scope all',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [roleSpec('assigned', 'ADD_USERS')]);
      const wide = await newRole('all', 'ADD_USERS');
      return {
        cookie: actor.cookie,
        method: 'POST',
        url: '/api/users',
        payload: newUser([wide]),
        names: 'ADD_USERS on every record',
      };
    },
  },
  {
    path: 'a role holding ALL with scope assigned counts as every record',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [roleSpec('assigned', 'ADD_USERS')]);
      const allAssigned = await newRole('assigned', 'ALL');
      return {
        cookie: actor.cookie,
        method: 'POST',
        url: '/api/users',
        payload: newUser([allAssigned]),
        names: 'grants ALL, which you cannot grant',
      };
    },
  },
  {
    path: 'several roles: a privilege held with scope all in one role and not the other is not widened',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('all', 'READ_EVENTS', 'ADD_ROLES'),
        roleSpec('assigned', 'UPDATE_EVENTS'),
      ]);
      return {
        cookie: actor.cookie,
        method: 'POST',
        url: '/api/roles',
        payload: { name: 'Editors', scope: 'all', privileges: ['READ_EVENTS', 'UPDATE_EVENTS'] },
        names: 'UPDATE_EVENTS on every record',
      };
    },
  },
  {
    path: "removing privileges from one's own role to widen what is left",
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('assigned', 'UPDATE_ROLES', 'READ_EVENTS'),
      ]);
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/roles/${actor.roleIds[0]}`,
        payload: { privileges: ['READ_EVENTS'], scope: 'all', version: 1 },
        names: 'after the change it grants READ_EVENTS on every record',
      };
    },
  },
  {
    path: 'UPDATE_ROLES adds a privilege it does not hold to a role',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [roleSpec('all', 'UPDATE_ROLES', 'READ_EVENTS')]);
      const target = await newRole('all', 'READ_EVENTS');
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/roles/${target}`,
        payload: { privileges: ['READ_EVENTS', 'DELETE_USERS'], version: 1 },
        names: 'DELETE_USERS, which you cannot grant',
      };
    },
  },
  {
    path: 'UPDATE_ROLES changes a role wider than its own (scope all, actor holds it assigned)',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('assigned', 'UPDATE_ROLES', 'READ_EVENTS'),
      ]);
      const target = await newRole('all', 'READ_EVENTS');
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/roles/${target}`,
        payload: { name: 'Renamed', version: 1 },
        names: 'READ_EVENTS on every record',
      };
    },
  },
  {
    path: 'UPDATE_ROLES narrows a role that a more powerful user also holds',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [roleSpec('all', 'UPDATE_ROLES', 'READ_EVENTS')]);
      const shared = await newRole('all', 'READ_EVENTS');
      const stronger = await createUserWithRoles(t, [roleSpec('all', 'DELETE_EVENTS')]);
      await t.db.insert(userRoles).values([
        { userId: actor.id, roleId: shared },
        { userId: stronger.id, roleId: shared },
      ]);
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/roles/${shared}`,
        payload: { privileges: [], version: 1 },
        names: `another user holding it is more powerful than you (their role '${`role 1 of ${stronger.username}`}' grants DELETE_EVENTS`,
      };
    },
  },
  {
    path: 'DELETE_ROLES deletes a role wider than its own',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('assigned', 'DELETE_ROLES', 'READ_EVENTS'),
      ]);
      const target = await newRole('all', 'READ_EVENTS');
      return {
        cookie: actor.cookie,
        method: 'DELETE',
        url: `/api/roles/${target}`,
        names: 'READ_EVENTS on every record',
      };
    },
  },
  {
    path: 'DELETE_ROLES deletes a role that a more powerful user holds (the admin)',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [roleSpec('all', 'DELETE_ROLES', 'READ_EVENTS')]);
      const target = await newRole('all', 'READ_EVENTS');
      await t.db.insert(userRoles).values({ userId: adminId, roleId: target });
      return {
        cookie: actor.cookie,
        method: 'DELETE',
        url: `/api/roles/${target}`,
        names: 'another user holding it is more powerful than you',
      };
    },
  },
  {
    path: 'UPDATE_USERS takes roles away from a user more powerful by scope',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('all', 'UPDATE_USERS', 'READ_USERS'),
        roleSpec('assigned', 'READ_EVENTS'),
      ]);
      const target = await createUserWithRoles(t, [roleSpec('all', 'READ_EVENTS')]);
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/users/${target.id}`,
        payload: { roleIds: [], version: 1 },
        names: 'they are more powerful than you',
      };
    },
  },
  {
    path: 'UPDATE_USERS disables a user more powerful by scope',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('all', 'UPDATE_USERS'),
        roleSpec('assigned', 'READ_EVENTS'),
      ]);
      const target = await createUserWithRoles(t, [roleSpec('all', 'READ_EVENTS')]);
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/users/${target.id}`,
        payload: { disabled: true, version: 1 },
        names: 'READ_EVENTS on every record',
      };
    },
  },
  {
    path: 'UPDATE_USERS gives a user it may manage a role wider than its own',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('all', 'UPDATE_USERS'),
        roleSpec('assigned', 'READ_EVENTS'),
      ]);
      const target = await createUserWithRoles(t, [roleSpec('assigned', 'READ_EVENTS')]);
      const wide = await newRole('all', 'READ_EVENTS');
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/users/${target.id}`,
        payload: { roleIds: [wide], version: 1 },
        names: 'READ_EVENTS on every record',
      };
    },
  },
  {
    path: 'DELETE_USERS deletes a user more powerful by scope',
    attempt: async () => {
      const actor = await createUserWithRoles(t, [
        roleSpec('all', 'DELETE_USERS'),
        roleSpec('assigned', 'READ_EVENTS'),
      ]);
      const target = await createUserWithRoles(t, [roleSpec('all', 'READ_EVENTS')]);
      return {
        cookie: actor.cookie,
        method: 'DELETE',
        url: `/api/users/${target.id}`,
        names: 'they are more powerful than you',
      };
    },
  },
  {
    path: "sign-up: widening the organiser role's scope",
    attempt: async () => {
      const organiser = await ensureOrganiserRole(t.db);
      const organiserPrivileges = (await getRole(t.db, organiser))!.privileges.map((p) => p.value);
      const actor = await createUserWithRoles(t, [
        roleSpec('assigned', 'UPDATE_ROLES', ...organiserPrivileges),
      ]);
      return {
        cookie: actor.cookie,
        method: 'PATCH',
        url: `/api/roles/${organiser}`,
        payload: { scope: 'all', version: 1 },
        // It holds messages and card privileges, which only a super admin may grant.
        names: 'which you cannot grant',
      };
    },
  },
];

describe('refused escalation paths', () => {
  it.each(paths)('$path: 403 naming what exceeds, nothing written', async ({ attempt }) => {
    const { cookie, method, url, payload, names } = await attempt();
    const before = await fingerprint();
    const response = await call(cookie, method, url, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(names);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('what may still be granted', () => {
  it('lets an assigned-scope actor hand out assigned-scope roles of what they hold', async () => {
    const actor = await createUserWithRoles(t, [
      roleSpec('assigned', 'ADD_ROLES', 'ADD_USERS', 'READ_EVENTS'),
    ]);
    const created = await call(actor.cookie, 'POST', '/api/roles', {
      name: 'Own events readers',
      scope: 'assigned',
      privileges: ['READ_EVENTS'],
    });
    expect(created.statusCode).toBe(201);
    const user = await call(actor.cookie, 'POST', '/api/users', newUser([created.json().id]));
    expect(user.statusCode).toBe(201);
  });

  it('takes the widest scope among the roles that hold a privilege', async () => {
    const actor = await createUserWithRoles(t, [
      roleSpec('all', 'READ_EVENTS'),
      roleSpec('assigned', 'READ_EVENTS', 'ADD_ROLES'),
    ]);
    const created = await call(actor.cookie, 'POST', '/api/roles', {
      name: 'Everyone reads events',
      scope: 'all',
      privileges: ['READ_EVENTS'],
    });
    expect(created.statusCode).toBe(201);
  });

  it('counts ALL, even through a role of scope assigned, as reaching every record', async () => {
    const actor = await createUserWithRoles(t, [roleSpec('assigned', 'ALL')]);
    const created = await call(actor.cookie, 'POST', '/api/roles', {
      name: 'Accountants',
      scope: 'all',
      privileges: ['READ_PAYMENTS', 'READ_USERS'],
    });
    expect(created.statusCode).toBe(201);
  });

  it('lets an actor narrow their own role, and a role only weaker users hold', async () => {
    const actor = await createUserWithRoles(t, [
      roleSpec('all', 'UPDATE_ROLES', 'READ_EVENTS', 'UPDATE_EVENTS'),
    ]);
    const shared = await newRole('all', 'READ_EVENTS', 'UPDATE_EVENTS');
    const weaker = await createUserWithRoles(t, [roleSpec('assigned', 'READ_EVENTS')]);
    await t.db.insert(userRoles).values({ userId: weaker.id, roleId: shared });
    const narrowed = await call(actor.cookie, 'PATCH', `/api/roles/${shared}`, {
      privileges: ['READ_EVENTS'],
      version: 1,
    });
    expect(narrowed.statusCode).toBe(200);
    const own = await call(actor.cookie, 'PATCH', `/api/roles/${actor.roleIds[0]}`, {
      privileges: ['UPDATE_ROLES', 'READ_EVENTS'],
      scope: 'assigned',
      version: 1,
    });
    expect(own.statusCode).toBe(200);
    const [row] = await t.db
      .select({ scope: rolesTable.scope })
      .from(rolesTable)
      .where(eq(rolesTable.id, actor.roleIds[0]!));
    expect(row?.scope).toBe('assigned');
  });

  it('still hands the organiser role, scope assigned, to a sign-up', async () => {
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: asWebApp(),
      payload: { name: 'Neema', phone: '+255 754 000 001', password: 'harusi-ya-2027' },
    });
    expect(signedUp.statusCode).toBe(201);
    const organiser = await ensureOrganiserRole(t.db);
    expect((await getRole(t.db, organiser))?.scope).toBe('assigned');
    const links = await t.db
      .select()
      .from(userRoles)
      .where(inArray(userRoles.roleId, [organiser]));
    expect(links.map((l) => l.userId)).toContain(signedUp.json().id);
  });
});
