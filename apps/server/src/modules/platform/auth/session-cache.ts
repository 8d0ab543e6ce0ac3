/**
 * What this process knows of recent sessions (decision 0016), per database:
 *
 * - the actor of each session token and the user record GET /api/me answers, so a
 *   signed-in request usually costs no query. An entry is trusted for CACHE_TTL_MS at
 *   most; a logout, a password change, a disabled or deleted account and any change of
 *   roles make entries stale at once (the services call `forget*` after their transaction
 *   commits). A load that began before a `forget*` is stored stale, so it cannot bring
 *   back what the change replaced.
 * - each session's exact last-seen time. The database learns it at most once a minute (so
 *   reads stay reads) and at shutdown; the idle timeout is checked against this one.
 */
import type { UserRecord } from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';

/** How long a change made by another server process on the same database may go unseen. */
export const CACHE_TTL_MS = 5_000;
/** Beyond this many sessions, those idle longest are dropped (and reloaded when they return). */
const MAX_SESSIONS = 10_000;

export type CachedSession = {
  actor: Actor;
  expiresAt: number;
  /** The exact time of the session's last request. */
  lastSeenAt: number;
  /** The last-seen time the database holds, at most `lastSeenAt`. */
  storedLastSeenAt: number;
  loadedAt: number;
  stale: boolean;
};

type CachedUser = { user: UserRecord; loadedAt: number };

export class SessionCache {
  private readonly sessions = new Map<string, CachedSession>();
  private readonly users = new Map<string, CachedUser>();
  /** Moves at every `forget*`: a load started under an older one is not trusted. */
  private generation = 0;

  /** The generation to hand back to `store` or `storeUser` after loading. */
  startLoad(): number {
    return this.generation;
  }

  /** A session entry, fresh or stale: its last-seen time counts either way. */
  get(tokenHash: string): CachedSession | undefined {
    return this.sessions.get(tokenHash);
  }

  isFresh(entry: CachedSession, now: number): boolean {
    return !entry.stale && now - entry.loadedAt < CACHE_TTL_MS;
  }

  store(tokenHash: string, entry: CachedSession, generation: number): CachedSession {
    const stored = { ...entry, stale: generation !== this.generation };
    // Deleted first so that insertion order stays the order of last use.
    this.sessions.delete(tokenHash);
    this.sessions.set(tokenHash, stored);
    if (this.sessions.size > MAX_SESSIONS) {
      const [oldest] = this.sessions.keys();
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    return stored;
  }

  /** Marks a use of the session: it moves to the end of the eviction order. */
  touch(tokenHash: string, entry: CachedSession, now: number): void {
    entry.lastSeenAt = now;
    this.sessions.delete(tokenHash);
    this.sessions.set(tokenHash, entry);
  }

  user(userId: string, now: number): UserRecord | undefined {
    const cached = this.users.get(userId);
    return cached && now - cached.loadedAt < CACHE_TTL_MS ? cached.user : undefined;
  }

  storeUser(user: UserRecord, now: number, generation: number): void {
    if (generation !== this.generation) return;
    if (this.users.size >= MAX_SESSIONS) this.users.clear();
    this.users.set(user.id, { user, loadedAt: now });
  }

  /** A session found gone or timed out: nothing loaded concurrently can revive it. */
  drop(tokenHash: string): void {
    this.sessions.delete(tokenHash);
  }

  /** At logout: a load that raced the delete must not keep the session alive. */
  forgetToken(tokenHash: string): void {
    this.generation += 1;
    this.sessions.delete(tokenHash);
  }

  /** After a change to one user: their account, password, roles or sessions. */
  forgetUser(userId: string): void {
    this.generation += 1;
    this.users.delete(userId);
    for (const entry of this.sessions.values()) {
      if (entry.actor.userId === userId) entry.stale = true;
    }
  }

  /** After a change to a role, which any number of users may hold. */
  forgetAll(): void {
    this.generation += 1;
    this.users.clear();
    for (const entry of this.sessions.values()) entry.stale = true;
  }

  /** Sessions whose last request the database has not been told of yet. */
  unstored(): { sessionId: string; lastSeenAt: number }[] {
    return [...this.sessions.values()]
      .filter((entry) => entry.lastSeenAt > entry.storedLastSeenAt)
      .map((entry) => ({ sessionId: entry.actor.sessionId, lastSeenAt: entry.lastSeenAt }));
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of a database handle; a transaction handle has none of its own, so pass the database. */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

export const forgetSessionsOfUser = (db: Db, userId: string) =>
  sessionCacheOf(db).forgetUser(userId);
export const forgetAllSessions = (db: Db) => sessionCacheOf(db).forgetAll();
