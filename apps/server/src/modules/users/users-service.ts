/** Creating, changing and deleting users: each one transaction, each checked against escalation. */
import type { CreateUserValues, Privilege, UpdateUserValues, UserRecord } from '@karamu/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { assertCanGrantAll, privilegesOfRoles } from '../../lib/grants';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { assertUpdated, assertVersion } from '../../lib/versioned';
import { forgetSessionsOfUser } from '../auth/session-cache';
import { deleteSessionsOfUser } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { getRolesByIds } from '../roles/roles-repository';
import { assertSuperAdminRemains } from './super-admin-guard';
import {
  deleteUserRow,
  getUser,
  insertUser,
  isUsernameTaken,
  setUserRoles,
  updateUserRow,
} from './users-repository';
import { usersInScope } from './users-scope';

const RESOURCE = 'users';

/** What the audit log keeps of a user (never the password hash; a new password shows as changed). */
const snapshotOf = (user: UserRecord, passwordChanged = false) => ({
  username: user.username,
  name: user.name,
  phone: user.phone,
  email: user.email,
  disabled: user.disabled,
  roles: user.roles.map((role) => role.name),
  ...(passwordChanged ? { password: 'new' } : {}),
});

const usernameTaken = () =>
  conflict('A user with this username already exists', { username: ['Username is already taken'] });

/** Checks that every role exists and that `actor` may hand out all it grants. */
async function assertAssignableRoles(db: Db, actor: Actor, roleIds: readonly string[]) {
  const unique = [...new Set(roleIds)];
  const roles = await getRolesByIds(db, unique);
  if (roles.length !== unique.length) {
    throw badRequest('Unknown role in roleIds', { roleIds: ['One or more roles do not exist'] });
  }
  assertCanGrantAll(actor.privileges, privilegesOfRoles(roles), 'assign these roles');
}

/** The user, if in the actor's scope for `privilege`: one outside it is as good as missing. */
export async function mustGetUser(
  db: Db,
  id: string,
  scope?: { actor: Actor; privilege: Privilege },
): Promise<UserRecord> {
  const user = await getUser(db, id, scope && usersInScope(scope.actor, scope.privilege));
  if (!user) throw notFound('User not found');
  return user;
}

export async function createUser(
  db: Db,
  actor: Actor,
  input: CreateUserValues,
): Promise<UserRecord> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await isUsernameTaken(tx, input.username)) throw usernameTaken();
    await assertAssignableRoles(tx, actor, input.roleIds);
    const id = await insertUser(tx, {
      username: input.username,
      name: input.name,
      email: input.email ?? null,
      passwordHash,
      createdBy: actor.userId,
    });
    await setUserRoles(tx, id, input.roleIds);
    const created = await mustGetUser(tx, id);
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: id,
      after: snapshotOf(created),
    });
    return created;
  });
}

/** The user, if `actor` may change it: nobody edits a user more powerful than they are. */
async function getChangeableUser(
  db: Db,
  actor: Actor,
  id: string,
  privilege: Privilege,
  what: string,
) {
  const user = await mustGetUser(db, id, { actor, privilege });
  assertCanGrantAll(actor.privileges, privilegesOfRoles(user.roles), what);
  return user;
}

export async function updateUser(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateUserValues,
): Promise<UserRecord> {
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(input.password);
  const after = await db.transaction(async (tx) => {
    const before = await getChangeableUser(tx, actor, id, 'UPDATE_USERS', 'change this user');
    assertVersion(before, input.version);
    if (input.username !== undefined && (await isUsernameTaken(tx, input.username, id))) {
      throw usernameTaken();
    }
    if (input.roleIds) {
      await assertAssignableRoles(tx, actor, input.roleIds);
      await setUserRoles(tx, id, input.roleIds);
    }
    const saved = await updateUserRow(tx, id, input.version, {
      ...(input.username !== undefined ? { username: input.username } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
      ...(passwordHash !== undefined ? { passwordHash } : {}),
    });
    assertUpdated(saved ? [id] : []);
    // A new password or a disabled account ends every session the user had.
    if (passwordHash !== undefined || input.disabled === true) await deleteSessionsOfUser(tx, id);
    await assertSuperAdminRemains(tx);
    const after = await mustGetUser(tx, id);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: id,
      before: snapshotOf(before),
      after: snapshotOf(after, passwordHash !== undefined),
    });
    return after;
  });
  // Once committed: the user's next request sees the new roles, name or status.
  forgetSessionsOfUser(db, id);
  return after;
}

export async function deleteUser(db: Db, actor: Actor, id: string): Promise<void> {
  if (id === actor.userId) throw conflict('You cannot delete your own account');
  await db.transaction(async (tx) => {
    const before = await getChangeableUser(tx, actor, id, 'DELETE_USERS', 'delete this user');
    await deleteUserRow(tx, id);
    await assertSuperAdminRemains(tx);
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: RESOURCE,
      recordId: id,
      before: snapshotOf(before),
    });
  });
  forgetSessionsOfUser(db, id);
}
