/** Roles and their privileges. */
import { and, asc, count, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery, Privilege, Role, RoleScope } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { rolePrivileges, roles, userRoles } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, type ListSpec } from '../../../lib/list/list-spec';
import { ALL_RECORDS } from '../../../lib/scope';

type RoleRow = typeof roles.$inferSelect;

async function privilegesByRole(db: Db, roleIds: string[]): Promise<Map<string, Privilege[]>> {
  const byRole = new Map<string, Privilege[]>();
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select()
    .from(rolePrivileges)
    .where(inArray(rolePrivileges.roleId, roleIds))
    .orderBy(asc(rolePrivileges.privilege));
  for (const row of rows) {
    const list = byRole.get(row.roleId) ?? [];
    list.push(row.privilege as Privilege);
    byRole.set(row.roleId, list);
  }
  return byRole;
}

function toRole(row: RoleRow, privileges: Privilege[]): Role {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    privileges: privileges.map((value) => ({ value })),
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function withPrivileges(db: Db, rows: RoleRow[]): Promise<Role[]> {
  const byRole = await privilegesByRole(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toRole(row, byRole.get(row.id) ?? []));
}

const roleList: ListSpec = {
  fields: {
    name: { sql: roles.name, search: 'ilike', sortable: true },
    scope: { sql: roles.scope, option: oneOf(['all', 'assigned']), sortable: true },
    created: { sql: roles.createdAt, dateRange: true, sortable: true },
  },
  defaultSort: 'name',
  tiebreaker: roles.id,
  outputFields: ['id', 'name', 'scope', 'privileges', 'created', 'updated', 'version'],
};

export const listRoles = (db: Db, query: ListQuery) =>
  listPage(roleList, query, ALL_RECORDS, {
    rows: db.select().from(roles),
    count: db.select({ total: count() }).from(roles),
    toItems: (rows) => withPrivileges(db, rows),
  });

export async function getRole(db: Db, id: string): Promise<Role | undefined> {
  const rows = await db.select().from(roles).where(eq(roles.id, id));
  return (await withPrivileges(db, rows))[0];
}

export async function getRolesByIds(db: Db, ids: string[]): Promise<Role[]> {
  if (ids.length === 0) return [];
  return withPrivileges(db, await db.select().from(roles).where(inArray(roles.id, ids)));
}

/**
 * Locks the roles' rows until the transaction ends: `update` by whoever changes or deletes
 * a role, `share` by whoever checks and assigns roles. So a role is never widened between
 * someone's check that they may assign it and the assignment, and a role's holders do not
 * change while a change to the role is being judged against them (decision 0015).
 */
export async function lockRoles(
  db: Db,
  ids: readonly string[] | SQLWrapper,
  strength: 'update' | 'share',
): Promise<void> {
  if (Array.isArray(ids) && ids.length === 0) return;
  await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      inArray(roles.id, Array.isArray(ids) ? [...(ids as readonly string[])] : (ids as SQLWrapper)),
    )
    .orderBy(asc(roles.id))
    .for(strength);
}

/** The roles `userId` holds, as a subquery for `lockRoles`. */
export const rolesOfUser = (db: Db, userId: string) =>
  db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));

/** Every role held by a user who holds role `id`, other than `exceptUserId`. */
export async function getRolesOfHolders(db: Db, id: string, exceptUserId: string): Promise<Role[]> {
  const holders = db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.roleId, id), ne(userRoles.userId, exceptUserId)));
  const held = await db
    .selectDistinct({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(inArray(userRoles.userId, holders));
  return getRolesByIds(
    db,
    held.map((h) => h.roleId),
  );
}

export async function isRoleNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(sql`lower(${roles.name})`, name.toLowerCase()));
  return rows.some((r) => r.id !== exceptId);
}

async function replacePrivileges(db: Db, roleId: string, privileges: readonly Privilege[]) {
  await db.delete(rolePrivileges).where(eq(rolePrivileges.roleId, roleId));
  const unique = [...new Set(privileges)];
  if (unique.length > 0) {
    await db.insert(rolePrivileges).values(unique.map((privilege) => ({ roleId, privilege })));
  }
}

export async function insertRole(
  db: Db,
  input: { name: string; scope: RoleScope; privileges: readonly Privilege[] },
): Promise<string> {
  const [row] = await db.insert(roles).values({ name: input.name, scope: input.scope }).returning();
  if (!row) throw new Error('insert into roles returned no row');
  await replacePrivileges(db, row.id, input.privileges);
  return row.id;
}

/** Answers false when `version` is stale (someone else saved first). */
export async function updateRoleRow(
  db: Db,
  id: string,
  version: number,
  input: { name?: string; scope?: RoleScope; privileges?: readonly Privilege[] },
): Promise<boolean> {
  const rows = await db
    .update(roles)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.scope !== undefined ? { scope: input.scope } : {}),
      updatedAt: new Date(),
      version: sql`${roles.version} + 1`,
    })
    .where(and(eq(roles.id, id), eq(roles.version, version)))
    .returning({ id: roles.id });
  if (rows.length === 0) return false;
  if (input.privileges) await replacePrivileges(db, id, input.privileges);
  return true;
}

export async function deleteRoleRow(db: Db, id: string): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}
