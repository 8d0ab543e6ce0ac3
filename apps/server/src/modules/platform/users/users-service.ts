/** Creating, changing and deleting users: each one transaction, each checked against escalation. */
import {
  hasPrivilege,
  type CreateUserValues,
  type Privilege,
  type UpdateUserValues,
  type UserRecord,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { assertCanGrantRoles } from '../../../lib/grants';
import { recordAudit } from '../../../lib/audit';
import { HttpError, badRequest, conflict, notFound } from '../../../lib/http-error';
import { ALL_RECORDS, type RecordScope } from '../../../lib/scope';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { forgetSessionsOfUser, deleteSessionsOfUser, hashPassword } from '../auth';
import { getRolesByIds, lockRoles, rolesOfUser, assertSuperAdminRemains } from '../roles';
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
  smsDailyAllowance: user.smsDailyAllowance,
  roles: user.roles.map((role) => role.name),
  ...(passwordChanged ? { password: 'new' } : {}),
});

const usernameTaken = () =>
  conflict('A user with this username already exists', { username: ['Username is already taken'] });

/**
 * Checks that every role exists and that `actor` may hand out each, with its scope. The
 * roles stay locked until the transaction ends, so none is widened before it is assigned.
 */
async function assertAssignableRoles(db: Db, actor: Actor, roleIds: readonly string[]) {
  const unique = [...new Set(roleIds)];
  await lockRoles(db, unique, 'share');
  const roles = await getRolesByIds(db, unique);
  if (roles.length !== unique.length) {
    throw badRequest('Unknown role in roleIds', { roleIds: ['One or more roles do not exist'] });
  }
  assertCanGrantRoles(
    actor,
    roles,
    (why, role) => `You may not assign the role '${role.name}': it ${why}`,
  );
}

/** The user, if in the actor's scope for `privilege`: one outside it is as good as missing. */
export async function mustGetUser(db: Db, id: string, scope: RecordScope): Promise<UserRecord> {
  const user = await getUser(db, id, scope);
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
    const created = await mustGetUser(tx, id, ALL_RECORDS);
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
  // Locked before they are read, so what is judged is what stands until the change commits.
  await lockRoles(db, rolesOfUser(db, id), 'share');
  const user = await mustGetUser(db, id, usersInScope(actor, privilege));
  assertCanGrantRoles(
    actor,
    user.roles,
    (why, role) =>
      `You may not ${what}: they are more powerful than you (their role '${role.name}' ${why})`,
  );
  return user;
}

/**
 * A user's SMS allowance is the installation's money: only a super administrator changes
 * it, and never past the daily cap that bounds every account (decision 0022).
 */
function assertAllowanceChange(actor: Actor, allowance: number | null, ceiling: number) {
  const field = 'smsDailyAllowance';
  if (!hasPrivilege(actor.privileges, 'SUPER_ADMIN')) {
    const message = "Only a super administrator can change a user's SMS allowance";
    throw new HttpError(403, message, { [field]: [message] });
  }
  if (allowance !== null && allowance > ceiling) {
    const message = `SMS a day can be at most ${ceiling.toLocaleString('en')}, the installation's daily cap (MESSAGES_DAILY_CAP_PER_USER)`;
    throw badRequest(message, { [field]: [message] });
  }
}

export async function updateUser(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateUserValues,
  /** The highest SMS allowance a user may be given: MESSAGES_DAILY_CAP_PER_USER. */
  smsAllowanceCeiling: number,
): Promise<UserRecord> {
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(input.password);
  const after = await db.transaction(async (tx) => {
    const before = await getChangeableUser(tx, actor, id, 'UPDATE_USERS', 'change this user');
    assertVersion(before, input.version);
    // The form sends the value it showed: only a change needs the right to make it.
    const allowanceChanged =
      input.smsDailyAllowance !== undefined && input.smsDailyAllowance !== before.smsDailyAllowance;
    if (allowanceChanged) {
      assertAllowanceChange(actor, input.smsDailyAllowance ?? null, smsAllowanceCeiling);
    }
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
      ...(allowanceChanged ? { smsDailyAllowance: input.smsDailyAllowance ?? null } : {}),
      ...(passwordHash !== undefined ? { passwordHash } : {}),
    });
    assertUpdated(saved ? [id] : []);
    // A new password or a disabled account ends every session the user had.
    if (passwordHash !== undefined || input.disabled === true) await deleteSessionsOfUser(tx, id);
    await assertSuperAdminRemains(tx);
    const after = await mustGetUser(tx, id, ALL_RECORDS);
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
