/**
 * Every route declares who may call it, next to its handler, in `config.access`. The auth
 * plugin enforces it, refuses to register an API route without it, and keeps the registry
 * that the authorization matrix test walks.
 */
import type { Privilege, Requirement } from '@karamu/shared';

export type RouteAccess =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'privileged'; requirement: Requirement };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };

export function requires(...allOf: Privilege[]): RouteAccess {
  return { kind: 'privileged', requirement: { allOf } };
}

export function requiresAnyOf(...anyOf: Privilege[]): RouteAccess {
  return { kind: 'privileged', requirement: { anyOf } };
}

/**
 * The acting user of a request: from the database, or from the session cache that every
 * change of the user or their roles clears (decision 0016).
 */
export type Actor = {
  userId: string;
  username: string;
  sessionId: string;
  privileges: ReadonlySet<string>;
  /** The privileges held through roles of scope `all` (see lib/scope.ts). */
  allScopePrivileges: ReadonlySet<string>;
};

/** The actor of a route that is not public: the auth hook has already refused anonymous calls. */
export function actorOf(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new Error('actorOf called on a route without a signed-in actor');
  return request.actor;
}
