/**
 * Lives with roles rather than users: both a user change (disabling, taking a role away)
 * and a role change (dropping SUPER_ADMIN from it) call it, and users already depend on roles.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rolePrivileges, userRoles, users } from '../../../db/schema';
import { conflict } from '../../../lib/http-error';

/** How many enabled users hold SUPER_ADMIN: the system must never be left without one. */
async function countActiveSuperAdmins(db: Db): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .where(and(eq(rolePrivileges.privilege, 'SUPER_ADMIN'), ne(users.disabled, true)));
  return total;
}

/**
 * Called inside the transaction of any change to users or roles: throwing rolls it back,
 * so nobody can lock every administrator out.
 */
export async function assertSuperAdminRemains(db: Db): Promise<void> {
  if ((await countActiveSuperAdmins(db)) === 0) {
    throw conflict('This change would leave no enabled user holding SUPER_ADMIN');
  }
}
