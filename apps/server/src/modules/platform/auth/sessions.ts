/**
 * Server-side sessions: the cookie carries a random 256-bit token, the database only its
 * SHA-256. A session ends when idle too long, when its absolute lifetime is over, at
 * logout, or when its user is disabled or deleted. Resolving one is a single prepared
 * query (session, user and privileges joined), and none while the process's cache holds
 * it (session-cache.ts, decision 0016).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rolePrivileges, roles, sessions, userRoles, users } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { sessionCacheOf } from './session-cache';

export const SESSION_COOKIE = 'karamu_session';

export type SessionPolicy = {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  /** The clock sessions are timed by; tests move it instead of waiting. */
  now?: () => number;
};

/** Writing last_seen_at on every request would turn each read into a write. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const nowOf = (policy: SessionPolicy) => (policy.now ?? Date.now)();

export async function createSession(
  db: Db,
  userId: string,
  policy: SessionPolicy,
  now = new Date(nowOf(policy)),
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
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  sessionCacheOf(db).forgetToken(tokenHash);
}

/** Inside a transaction: the caller forgets the user's cached sessions once it commits. */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

type HeldPrivilege = { privilege: string; scope: string };

const privilegeSets = (held: readonly HeldPrivilege[]) => ({
  privileges: new Set(held.map((h) => h.privilege)),
  allScopePrivileges: new Set(held.filter((h) => h.scope === 'all').map((h) => h.privilege)),
});

/** Built and prepared once per database: the hot path of every signed-in request. */
function prepareQueries(db: Db) {
  const heldPrivileges = sql<HeldPrivilege[]>`coalesce((
    select json_agg(json_build_object('privilege', ${rolePrivileges.privilege}, 'scope', ${roles.scope}))
    from ${userRoles}
    join ${rolePrivileges} on ${rolePrivileges.roleId} = ${userRoles.roleId}
    join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id}
  ), '[]'::json)`;
  return {
    resolve: db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        username: users.username,
        held: heldPrivileges,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(users.disabled, false),
        ),
      )
      .limit(1)
      .prepare('karamu_resolve_session'),
    touch: db
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder('lastSeenAt')}` })
      .where(eq(sessions.id, sql.placeholder('sessionId')))
      .prepare('karamu_touch_session'),
  };
}

const preparedQueries = new WeakMap<Db, ReturnType<typeof prepareQueries>>();

function queriesOf(db: Db) {
  let queries = preparedQueries.get(db);
  if (!queries) {
    queries = prepareQueries(db);
    preparedQueries.set(db, queries);
  }
  return queries;
}

/**
 * The actor a token stands for, or null when the session is unknown, expired or idle, or
 * its user disabled. The idle timeout counts from the session's last request exactly:
 * the cache's last-seen time, which runs ahead of the database's by under a minute.
 */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<Actor | null> {
  const now = nowOf(policy);
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  let entry = cache.get(tokenHash);
  if (!entry || !cache.isFresh(entry, now)) {
    const generation = cache.startLoad();
    const [row] = await queriesOf(db).resolve.execute({
      tokenHash,
      now: new Date(now).toISOString(),
    });
    if (!row) {
      cache.drop(tokenHash);
      return null;
    }
    const storedLastSeenAt = row.lastSeenAt.getTime();
    entry = cache.store(
      tokenHash,
      {
        actor: {
          userId: row.userId,
          username: row.username,
          sessionId: row.sessionId,
          ...privilegeSets(row.held),
        },
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt: Math.max(storedLastSeenAt, entry?.lastSeenAt ?? 0),
        storedLastSeenAt,
        loadedAt: now,
        stale: false,
      },
      generation,
    );
  }
  if (now >= entry.expiresAt || now - entry.lastSeenAt >= policy.idleTimeoutMs) {
    cache.drop(tokenHash);
    return null;
  }
  cache.touch(tokenHash, entry, now);
  if (now - entry.storedLastSeenAt >= LAST_SEEN_RESOLUTION_MS) {
    entry.storedLastSeenAt = now;
    await queriesOf(db).touch.execute({
      sessionId: entry.actor.sessionId,
      lastSeenAt: new Date(now).toISOString(),
    });
  }
  return entry.actor;
}

/**
 * At shutdown: the database learns the last requests it was not told of yet. A database
 * that is away (decision 0017) must not stop the shutdown: those sessions then count as
 * idle from the last time stored, at most a minute earlier.
 */
export async function storeLastSeen(db: Db, log: (error: unknown) => void): Promise<void> {
  try {
    for (const { sessionId, lastSeenAt } of sessionCacheOf(db).unstored()) {
      await queriesOf(db).touch.execute({
        sessionId,
        lastSeenAt: new Date(lastSeenAt).toISOString(),
      });
    }
  } catch (error) {
    log(error);
  }
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
  return privilegeSets(held);
}
