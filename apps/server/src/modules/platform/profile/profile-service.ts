/**
 * The signed-in user's own account: profile fields, password, other sessions and the
 * display picture. Each change runs in one transaction with its audit entry.
 */
import {
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type ChangePasswordInput,
  type Profile,
  type SessionsEnded,
  type UpdateProfileValues,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/http-error';
import { tooManyRequests } from '../../../lib/too-many-requests';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import type { WindowCounter } from '../../../lib/window-counter';
import { hashPassword, verifyPassword, forgetSessionsOfUser } from '../auth';
import { PICTURE_CONTENT_TYPE, toProfilePicture } from './profile-picture';
import {
  deleteOtherSessions,
  deletePicture,
  getPasswordHash,
  getPicture,
  getProfile,
  setDisplayPicture,
  setPasswordHash,
  updateProfileRow,
  upsertPicture,
  type ProfileChanges,
  type StoredPicture,
} from './profile-repository';

const AUDIT_RESOURCE = 'users';

async function mustGetProfile(db: Db, userId: string): Promise<Profile> {
  const profile = await getProfile(db, userId);
  // The session was valid a moment ago; the user has been deleted since.
  if (!profile) throw notFound('User not found');
  return profile;
}

export function getOwnProfile(db: Db, actor: Actor): Promise<Profile> {
  return mustGetProfile(db, actor.userId);
}

const auditedFields = (p: Pick<Profile, 'name' | 'phone' | 'email' | 'defaultCountry'>) => ({
  name: p.name,
  phone: p.phone,
  email: p.email,
  defaultCountry: p.defaultCountry,
});

/** Changes the fields given; 409 when the profile changed since `version` was read. */
export async function updateOwnProfile(
  db: Db,
  actor: Actor,
  input: UpdateProfileValues,
): Promise<Profile> {
  const { version, name, phone, email, defaultCountry } = input;
  const changes: ProfileChanges = {
    ...(name !== undefined ? { name } : {}),
    ...(phone !== undefined ? { phone } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(defaultCountry !== undefined ? { defaultCountry } : {}),
  };
  const profile = await db.transaction(async (tx) => {
    const before = await mustGetProfile(tx, actor.userId);
    assertVersion(before, version);
    if (Object.keys(changes).length === 0) return before;
    assertUpdated(await updateProfileRow(tx, actor.userId, version, changes));
    const after = await mustGetProfile(tx, actor.userId);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: AUDIT_RESOURCE,
      recordId: actor.userId,
      before: auditedFields(before),
      after: auditedFields(after),
    });
    return after;
  });
  forgetSessionsOfUser(db, actor.userId);
  return profile;
}

/**
 * Sets a new password after checking the current one. Wrong guesses count against the
 * same per-username limit as sign-in, so a stolen session cannot be used to try
 * passwords faster than the login screen allows. On success every other session ends.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  input: ChangePasswordInput,
  failures: WindowCounter,
): Promise<SessionsEnded> {
  const throttleKey = actor.username.toLowerCase();
  const wait = failures.retryAfterMs(throttleKey);
  if (wait > 0) throw tooManyRequests('Too many wrong passwords.', wait);

  const storedHash = await getPasswordHash(db, actor.userId);
  if (!storedHash) throw notFound('User not found');
  if (!(await verifyPassword(storedHash, input.currentPassword))) {
    failures.hit(throttleKey);
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, {
      currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await setPasswordHash(tx, actor.userId, passwordHash);
    const count = await deleteOtherSessions(tx, actor.userId, actor.sessionId);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: AUDIT_RESOURCE,
      recordId: actor.userId,
      before: { password: storedHash },
      after: { password: passwordHash },
    });
    return count;
  });
  // Once committed: the other sessions and the cached user record go at once.
  forgetSessionsOfUser(db, actor.userId);
  return { message: endedMessage('Your password has been changed', ended), ended };
}

function endedMessage(first: string, ended: number): string {
  if (ended === 0) return `${first}.`;
  return `${first}; ${ended} other session${ended === 1 ? '' : 's'} signed out.`;
}

/** Signs the user out everywhere but here (a lost phone, a shared computer). */
export async function signOutOtherSessions(db: Db, actor: Actor): Promise<SessionsEnded> {
  const ended = await deleteOtherSessions(db, actor.userId, actor.sessionId);
  forgetSessionsOfUser(db, actor.userId);
  return {
    message:
      ended === 0
        ? 'There were no other sessions to sign out'
        : `${ended} other session${ended === 1 ? '' : 's'} signed out`,
    ended,
  };
}

const pictureUrlOf = (userId: string, at: Date) => `/api/users/${userId}/picture?v=${at.getTime()}`;

/** Stores a new display picture (re-encoded, see profile-picture.ts) and points `dp` at it. */
export async function setOwnPicture(db: Db, actor: Actor, upload: Buffer): Promise<Profile> {
  const content = await toProfilePicture(upload);
  const profile = await db.transaction(async (tx) => {
    const before = await mustGetProfile(tx, actor.userId);
    const at = new Date();
    await upsertPicture(tx, actor.userId, { contentType: PICTURE_CONTENT_TYPE, content }, at);
    await setDisplayPicture(tx, actor.userId, pictureUrlOf(actor.userId, at), at);
    const after = await mustGetProfile(tx, actor.userId);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: AUDIT_RESOURCE,
      recordId: actor.userId,
      before: { dp: before.dp },
      after: { dp: after.dp },
    });
    return after;
  });
  forgetSessionsOfUser(db, actor.userId);
  return profile;
}

/** Removes the display picture; the avatar falls back to initials. Nothing to remove is fine. */
export async function removeOwnPicture(db: Db, actor: Actor): Promise<Profile> {
  const profile = await db.transaction(async (tx) => {
    const before = await mustGetProfile(tx, actor.userId);
    await deletePicture(tx, actor.userId);
    if (before.dp === null) return before;
    await setDisplayPicture(tx, actor.userId, null, new Date());
    await recordAudit(tx, actor, {
      action: 'update',
      resource: AUDIT_RESOURCE,
      recordId: actor.userId,
      before: { dp: before.dp },
      after: { dp: null },
    });
    return mustGetProfile(tx, actor.userId);
  });
  forgetSessionsOfUser(db, actor.userId);
  return profile;
}

export async function getUserPicture(db: Db, userId: string): Promise<StoredPicture> {
  const picture = await getPicture(db, userId);
  if (!picture) throw notFound('This user has no picture');
  return picture;
}
