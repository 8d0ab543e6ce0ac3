/** The signed-in user's own row, its display picture and its sessions. */
import { and, eq, ne } from 'drizzle-orm';
import type { Profile } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { sessions, userPictures, users } from '../../../db/schema';

export async function getProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      phone: users.phone,
      email: users.email,
      defaultCountry: users.defaultCountry,
      dp: users.dp,
      version: users.version,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { updatedAt, ...profile } = row;
  return { ...profile, updated: updatedAt.toISOString() };
}

export type ProfileChanges = Partial<{
  name: string;
  phone: string | null;
  email: string | null;
  defaultCountry: string | null;
}>;

/** Writes the changes only if the row is still at `version`; answers the rows changed. */
export async function updateProfileRow(
  db: Db,
  userId: string,
  version: number,
  changes: ProfileChanges,
): Promise<readonly unknown[]> {
  return db
    .update(users)
    .set({ ...changes, version: version + 1, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.version, version)))
    .returning({ id: users.id });
}

export async function getPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Ends every session of the user but `keepSessionId`; answers how many ended. */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

export type StoredPicture = { contentType: string; content: Buffer; updatedAt: Date };

export async function getPicture(db: Db, userId: string): Promise<StoredPicture | undefined> {
  const [row] = await db
    .select({
      contentType: userPictures.contentType,
      content: userPictures.content,
      updatedAt: userPictures.updatedAt,
    })
    .from(userPictures)
    .where(eq(userPictures.userId, userId));
  return row;
}

export async function upsertPicture(
  db: Db,
  userId: string,
  picture: { contentType: string; content: Buffer },
  at: Date,
): Promise<void> {
  await db
    .insert(userPictures)
    .values({ userId, ...picture, updatedAt: at })
    .onConflictDoUpdate({
      target: userPictures.userId,
      set: { ...picture, updatedAt: at },
    });
}

export async function deletePicture(db: Db, userId: string): Promise<void> {
  await db.delete(userPictures).where(eq(userPictures.userId, userId));
}

/** The picture URL changes with every upload, so browsers may cache each one for good. */
export async function setDisplayPicture(db: Db, userId: string, dp: string | null, at: Date) {
  await db.update(users).set({ dp, updatedAt: at }).where(eq(users.id, userId));
}
