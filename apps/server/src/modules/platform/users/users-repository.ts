/** Users, their roles, and what the users and me APIs answer about them. */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListQuery, UserRecord } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { userRoles, users } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { booleanOption, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { scopeCondition, type RecordScope } from '../../../lib/scope';
import { getRolesByIds } from '../roles';

const creator = alias(users, 'creator');

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  dp: users.dp,
  phone: users.phone,
  email: users.email,
  disabled: users.disabled,
  smsDailyAllowance: users.smsDailyAllowance,
  signedUp: users.signedUp,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  createdBy: creator.username,
  version: users.version,
};

type UserRow = {
  id: string;
  username: string;
  name: string;
  dp: string | null;
  phone: string | null;
  email: string | null;
  disabled: boolean;
  smsDailyAllowance: number | null;
  signedUp: boolean;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  version: number;
};

async function withRoles(db: Db, rows: UserRow[]): Promise<UserRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(userRoles)
    .where(
      inArray(
        userRoles.userId,
        rows.map((r) => r.id),
      ),
    );
  const roles = await getRolesByIds(db, [...new Set(links.map((l) => l.roleId))]);
  const roleById = new Map(roles.map((role) => [role.id, role]));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    name: row.name,
    dp: row.dp,
    phone: row.phone,
    email: row.email,
    disabled: row.disabled,
    smsDailyAllowance: row.smsDailyAllowance,
    signedUp: row.signedUp,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.version,
    roles: links
      .filter((l) => l.userId === row.id)
      .flatMap((l) => {
        const role = roleById.get(l.roleId);
        return role
          ? [{ id: role.id, name: role.name, scope: role.scope, privileges: role.privileges }]
          : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

const selectUsers = (db: Db) =>
  db.select(userColumns).from(users).leftJoin(creator, eq(creator.id, users.createdBy));

const userList: ListSpec = {
  fields: {
    name: { sql: users.name, search: 'ilike', sortable: true },
    username: { sql: users.username, search: 'ilike', sortable: true },
    disabled: { sql: users.disabled, option: booleanOption },
    roleId: {
      sql: users.id,
      option: uuidOption,
      match: (roleId) =>
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${roleId})`,
    },
    created: { sql: users.createdAt, dateRange: true, sortable: true },
  },
  defaultSort: 'username',
  tiebreaker: users.id,
  outputFields: [
    'id',
    'username',
    'name',
    'dp',
    'phone',
    'email',
    'disabled',
    'smsDailyAllowance',
    'signedUp',
    'created',
    'updated',
    'createdBy',
    'version',
    'roles',
  ],
};

/** `scope`: the users the actor may see (users-scope.ts), or `ALL_RECORDS`. */
export async function getUser(
  db: Db,
  id: string,
  scope: RecordScope,
): Promise<UserRecord | undefined> {
  const where = and(eq(users.id, id), scopeCondition(scope));
  return (await withRoles(db, await selectUsers(db).where(where)))[0];
}

export const listUsers = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(userList, query, scope, {
    rows: selectUsers(db),
    count: db.select({ total: count() }).from(users),
    toItems: (rows) => withRoles(db, rows),
  });

export async function isUsernameTaken(
  db: Db,
  username: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return rows.some((r) => r.id !== exceptId);
}

export async function countUsers(db: Db): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  return total;
}

export async function insertUser(
  db: Db,
  input: {
    username: string;
    name: string;
    email?: string | null;
    passwordHash: string;
    createdBy: string | null;
  },
): Promise<string> {
  const [row] = await db.insert(users).values(input).returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

/** Answers false when `version` is stale (someone else saved first). */
export async function updateUserRow(
  db: Db,
  id: string,
  version: number,
  input: Partial<{
    username: string;
    name: string;
    email: string | null;
    passwordHash: string;
    disabled: boolean;
    smsDailyAllowance: number | null;
  }>,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...input, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function setUserRoles(
  db: Db,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) {
    await db.insert(userRoles).values(unique.map((roleId) => ({ userId, roleId })));
  }
}
