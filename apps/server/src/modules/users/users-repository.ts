/** Users, their roles, and what the users and me APIs answer about them. */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRecord } from '@karamu/shared';
import type { Db } from '../../db/client';
import { rolePrivileges, userRoles, users } from '../../db/schema';
import { getRolesByIds } from '../roles/roles-repository';

const creator = alias(users, 'creator');

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  dp: users.dp,
  disabled: users.disabled,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  createdBy: creator.username,
};

type UserRow = {
  id: string;
  username: string;
  name: string;
  dp: string | null;
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
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
    disabled: row.disabled,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    roles: links
      .filter((l) => l.userId === row.id)
      .flatMap((l) => {
        const role = roleById.get(l.roleId);
        return role ? [{ id: role.id, name: role.name, privileges: role.privileges }] : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

const selectUsers = (db: Db) =>
  db.select(userColumns).from(users).leftJoin(creator, eq(creator.id, users.createdBy));

export async function getUser(db: Db, id: string): Promise<UserRecord | undefined> {
  return (await withRoles(db, await selectUsers(db).where(eq(users.id, id))))[0];
}

export async function listUsers(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ items: UserRecord[]; total: number }> {
  const rows = await selectUsers(db)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  return { items: await withRoles(db, rows), total };
}

export async function findCredentials(
  db: Db,
  username: string,
): Promise<{ id: string; passwordHash: string; disabled: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

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
  input: { username: string; name: string; passwordHash: string; createdBy: string | null },
): Promise<string> {
  const [row] = await db.insert(users).values(input).returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

export async function updateUserRow(
  db: Db,
  id: string,
  input: Partial<{ username: string; name: string; passwordHash: string; disabled: boolean }>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, id));
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

/** How many enabled users hold SUPER_ADMIN: the system must never be left without one. */
export async function countActiveSuperAdmins(db: Db): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .where(and(eq(rolePrivileges.privilege, 'SUPER_ADMIN'), ne(users.disabled, true)));
  return total;
}
