/**
 * Server-side sessions: the cookie carries a random 256-bit token, the database only its
 * SHA-256. A session ends when idle too long, when its absolute lifetime is over, at
 * logout, or when its user is disabled or deleted.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePrivileges, roles, sessions, userRoles, users } from '../../db/schema';
import type { Actor } from '../../lib/access';

export const SESSION_COOKIE = 'karamu_session';

export type SessionPolicy = {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
};

/** Writing last_seen_at on every request would turn each read into a write. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.absoluteTimeoutMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The actor a token stands for, or null when the session is unknown, expired or idle, or its user disabled. */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<Actor | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      username: users.username,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleTimeoutMs)),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  if (!row) return null;

  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  // Read on every request, so a change of roles takes effect on the user's next request.
  return {
    userId: row.userId,
    username: row.username,
    sessionId: row.sessionId,
    ...(await loadPrivileges(db, row.userId)),
  };
}

/** What a user holds through their roles now; also how work done on a user's behalf (a schedule) acts. */
export async function loadPrivileges(
  db: Db,
  userId: string,
): Promise<Pick<Actor, 'privileges' | 'allScopePrivileges'>> {
  const held = await db
    .select({ privilege: rolePrivileges.privilege, scope: roles.scope })
    .from(rolePrivileges)
    .innerJoin(roles, eq(roles.id, rolePrivileges.roleId))
    .where(
      inArray(
        rolePrivileges.roleId,
        db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)),
      ),
    );
  return {
    privileges: new Set(held.map((h) => h.privilege)),
    allScopePrivileges: new Set(held.filter((h) => h.scope === 'all').map((h) => h.privilege)),
  };
}
