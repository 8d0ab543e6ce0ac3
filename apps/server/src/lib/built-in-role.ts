/**
 * Roles the server hands to strangers who sign up (decisions 0009, 0036): "Event organiser"
 * and "Vendor". Each is created on first need with scope `assigned` and its fixed
 * privileges. An administrator may narrow one (take privileges away); a role of that name
 * with scope `all` or any privilege beyond its list is refused, since strangers on the
 * internet must never get it: that sign-up answers 503 and creates nothing.
 */
import { sql } from 'drizzle-orm';
import { isPrivilege, type Privilege } from '@karamu/shared';
import type { Db } from '../db/client';
import { rolePrivileges, roles } from '../db/schema';
import { recordAudit } from './audit';
import { HttpError } from './http-error';

export type BuiltInRole = {
  name: string;
  privileges: readonly Privilege[];
  /** What the role may hold, for the refusal message: "only event and guest privileges". */
  allowedDescription: string;
};

const SYSTEM = { userId: null, username: 'system (sign-up)' };

/** The role's id, created on first need; pass the sign-up transaction's handle. */
export async function ensureBuiltInRole(db: Db, role: BuiltInRole): Promise<string> {
  const find = () =>
    db
      .select({ id: roles.id, scope: roles.scope })
      .from(roles)
      .where(sql`lower(${roles.name}) = ${role.name.toLowerCase()}`);
  let [found] = await find();
  if (!found) {
    // `do nothing`: a sign-up on another server may create it at the same moment.
    const [created] = await db
      .insert(roles)
      .values({ name: role.name, scope: 'assigned' })
      .onConflictDoNothing()
      .returning({ id: roles.id, scope: roles.scope });
    if (created) {
      if (role.privileges.length > 0) {
        await db
          .insert(rolePrivileges)
          .values(role.privileges.map((privilege) => ({ roleId: created.id, privilege })));
      }
      await recordAudit(db, SYSTEM, {
        action: 'create',
        resource: 'roles',
        recordId: created.id,
        after: { name: role.name, scope: 'assigned', privileges: [...role.privileges] },
      });
      return created.id;
    }
    [found] = await find();
    if (!found) throw new Error(`the role '${role.name}' was neither created nor found`);
  }
  const allowed: ReadonlySet<string> = new Set(role.privileges);
  const held = await db
    .select({ privilege: rolePrivileges.privilege })
    .from(rolePrivileges)
    .where(sql`${rolePrivileges.roleId} = ${found.id}`);
  const tooWide = held.filter((h) => !isPrivilege(h.privilege) || !allowed.has(h.privilege));
  if (found.scope !== 'assigned' || tooWide.length > 0) {
    throw new HttpError(
      503,
      `Sign-up is closed: the role '${role.name}' must have scope 'assigned' and ${role.allowedDescription}. An administrator needs to fix it.`,
    );
  }
  return found.id;
}
