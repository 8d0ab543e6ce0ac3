/** Roles and their privileges. */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Privilege, Role, RoleScope } from '@karamu/shared';
import type { Db } from '../../db/client';
import { rolePrivileges, roles } from '../../db/schema';

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
  };
}

async function withPrivileges(db: Db, rows: RoleRow[]): Promise<Role[]> {
  const byRole = await privilegesByRole(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toRole(row, byRole.get(row.id) ?? []));
}

export async function listRoles(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ items: Role[]; total: number }> {
  const rows = await db
    .select()
    .from(roles)
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(roles);
  return { items: await withPrivileges(db, rows), total };
}

export async function getRole(db: Db, id: string): Promise<Role | undefined> {
  const rows = await db.select().from(roles).where(eq(roles.id, id));
  return (await withPrivileges(db, rows))[0];
}

export async function getRolesByIds(db: Db, ids: string[]): Promise<Role[]> {
  if (ids.length === 0) return [];
  return withPrivileges(db, await db.select().from(roles).where(inArray(roles.id, ids)));
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

export async function updateRoleRow(
  db: Db,
  id: string,
  input: { name?: string; scope?: RoleScope; privileges?: readonly Privilege[] },
): Promise<void> {
  await db
    .update(roles)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.scope !== undefined ? { scope: input.scope } : {}),
      updatedAt: new Date(),
    })
    .where(eq(roles.id, id));
  if (input.privileges) await replacePrivileges(db, id, input.privileges);
}

export async function deleteRoleRow(db: Db, id: string): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}
