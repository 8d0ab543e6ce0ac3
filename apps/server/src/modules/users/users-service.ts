/** Creating, changing and deleting users: each one transaction, each checked against escalation. */
import type { CreateUserInput, UpdateUserInput, UserRecord } from '@karamu/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { assertCanGrantAll, privilegesOfRoles } from '../../lib/grants';
import { badRequest, conflict, notFound } from '../../lib/http-error';
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

async function mustGetUser(db: Db, id: string): Promise<UserRecord> {
  const user = await getUser(db, id);
  if (!user) throw notFound('User not found');
  return user;
}

export async function createUser(
  db: Db,
  actor: Actor,
  input: CreateUserInput,
): Promise<UserRecord> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await isUsernameTaken(tx, input.username)) throw usernameTaken();
    await assertAssignableRoles(tx, actor, input.roleIds);
    const id = await insertUser(tx, {
      username: input.username,
      name: input.name,
      passwordHash,
      createdBy: actor.userId,
    });
    await setUserRoles(tx, id, input.roleIds);
    return mustGetUser(tx, id);
  });
}

/** The user, if `actor` may change it: nobody edits a user more powerful than they are. */
async function getChangeableUser(db: Db, actor: Actor, id: string, what: string) {
  const user = await mustGetUser(db, id);
  assertCanGrantAll(actor.privileges, privilegesOfRoles(user.roles), what);
  return user;
}

export async function updateUser(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateUserInput,
): Promise<UserRecord> {
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await getChangeableUser(tx, actor, id, 'change this user');
    if (input.username !== undefined && (await isUsernameTaken(tx, input.username, id))) {
      throw usernameTaken();
    }
    if (input.roleIds) {
      await assertAssignableRoles(tx, actor, input.roleIds);
      await setUserRoles(tx, id, input.roleIds);
    }
    await updateUserRow(tx, id, {
      ...(input.username !== undefined ? { username: input.username } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
      ...(passwordHash !== undefined ? { passwordHash } : {}),
    });
    // A new password or a disabled account ends every session the user had.
    if (passwordHash !== undefined || input.disabled === true) await deleteSessionsOfUser(tx, id);
    await assertSuperAdminRemains(tx);
    return mustGetUser(tx, id);
  });
}

export async function deleteUser(db: Db, actor: Actor, id: string): Promise<void> {
  if (id === actor.userId) throw conflict('You cannot delete your own account');
  await db.transaction(async (tx) => {
    await getChangeableUser(tx, actor, id, 'delete this user');
    await deleteUserRow(tx, id);
    await assertSuperAdminRemains(tx);
  });
}
