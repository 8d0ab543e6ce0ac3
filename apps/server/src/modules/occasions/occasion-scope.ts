/**
 * Which occasions an actor may act on with a privilege: every occasion with scope `all`,
 * otherwise those they created. Members and contributions follow their occasion.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Privilege } from '@karamu/shared';
import { occasions } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { scopeOf } from '../../lib/scope';

/** Undefined: no restriction. */
export function occasionsInScope(actor: Actor, privilege: Privilege): SQL | undefined {
  if (scopeOf(actor, privilege) === 'all') return undefined;
  return sql`${occasions.createdBy} = ${actor.userId}`;
}

/** The same rule for rows that point at an occasion through `occasionIdColumn`. */
export function occasionIdInScope(
  actor: Actor,
  privilege: Privilege,
  occasionIdColumn: SQL | { getSQL(): SQL },
): SQL | undefined {
  if (scopeOf(actor, privilege) === 'all') return undefined;
  return sql`${occasionIdColumn} in (select ${occasions.id} from ${occasions} where ${occasions.createdBy} = ${actor.userId})`;
}
