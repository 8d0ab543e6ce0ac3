/**
 * Which users an actor may manage with a privilege: everyone with scope `all`; otherwise
 * the accounts they created (a planner's door staff) and their own.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Privilege } from '@karamu/shared';
import { users } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { scopeOf } from '../../lib/scope';

export function usersInScope(actor: Actor, privilege: Privilege): SQL | undefined {
  if (scopeOf(actor, privilege) === 'all') return undefined;
  return sql`(${users.createdBy} = ${actor.userId} or ${users.id} = ${actor.userId})`;
}
