/** Creating, changing and deleting roles: each one transaction, each checked against escalation. */
import type { CreateRoleInput, Role, UpdateRoleInput } from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { assertCanGrantRole, assertCanGrantRoles } from '../../../lib/grants';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-error';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { forgetAllSessions } from '../auth';
import { assertSuperAdminRemains } from './super-admin-guard';
import {
  deleteRoleRow,
  getRole,
  getRolesOfHolders,
  insertRole,
  isRoleNameTaken,
  lockRoles,
  updateRoleRow,
} from './roles-repository';

const RESOURCE = 'roles';

/** What the audit log keeps of a role. */
const snapshotOf = (role: Role) => ({
  name: role.name,
  scope: role.scope,
  privileges: role.privileges.map((p) => p.value),
});

const nameTaken = () =>
  conflict('A role with this name already exists', { name: ['Name is already taken'] });

export async function createRole(db: Db, actor: Actor, input: CreateRoleInput): Promise<Role> {
  assertCanGrantRole(
    actor,
    { scope: input.scope, privileges: input.privileges.map((value) => ({ value })) },
    (why) => `You may not create this role: it ${why}`,
  );
  return db.transaction(async (tx) => {
    if (await isRoleNameTaken(tx, input.name)) throw nameTaken();
    const id = await insertRole(tx, input);
    const role = await getRole(tx, id);
    if (!role) throw new Error('created role vanished');
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: id,
      after: snapshotOf(role),
    });
    return role;
  });
}

/**
 * The role, locked, if `actor` may change or delete it: they could grant it themselves, and
 * nobody else who holds it is more powerful than they are (a change to a role is a change
 * to every holder; taking privileges away from a stronger user is not theirs to do).
 */
async function getChangeableRole(db: Db, actor: Actor, id: string, what: string): Promise<Role> {
  await lockRoles(db, [id], 'update');
  const role = await getRole(db, id);
  if (!role) throw notFound('Role not found');
  assertCanGrantRole(actor, role, (why) => `You may not ${what}: it ${why}`);
  assertCanGrantRoles(
    actor,
    await getRolesOfHolders(db, id, actor.userId),
    (why, held) =>
      `You may not ${what}: another user holding it is more powerful than you (their role '${held.name}' ${why})`,
  );
  return role;
}

export async function updateRole(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateRoleInput,
): Promise<Role> {
  const role = await db.transaction(async (tx) => {
    const before = await getChangeableRole(tx, actor, id, 'change this role');
    // Judged as it would be after the change: scope and privileges together, so narrowing
    // the privileges cannot open the way to a wider scope (or the other way round).
    assertCanGrantRole(
      actor,
      {
        scope: input.scope ?? before.scope,
        privileges: input.privileges?.map((value) => ({ value })) ?? before.privileges,
      },
      (why) => `You may not change this role: after the change it ${why}`,
    );
    assertVersion(before, input.version);
    if (input.name !== undefined && (await isRoleNameTaken(tx, input.name, id))) throw nameTaken();
    assertUpdated((await updateRoleRow(tx, id, input.version, input)) ? [id] : []);
    await assertSuperAdminRemains(tx);
    const role = await getRole(tx, id);
    if (!role) throw new Error('updated role vanished');
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: id,
      before: snapshotOf(before),
      after: snapshotOf(role),
    });
    return role;
  });
  // Once committed: everyone holding the role acts with what it grants now.
  forgetAllSessions(db);
  return role;
}

export async function deleteRole(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getChangeableRole(tx, actor, id, 'delete this role');
    await deleteRoleRow(tx, id);
    await assertSuperAdminRemains(tx);
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: RESOURCE,
      recordId: id,
      before: snapshotOf(before),
    });
  });
  forgetAllSessions(db);
}
