/**
 * Which users an actor may manage with a privilege: everyone with scope `all`; otherwise
 * the accounts they created (a planner's door staff) and their own.
 */
import { sql } from 'drizzle-orm';
import type { Privilege } from '@karamu/shared';
import { users } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { scopeFor, type RecordScope } from '../../../lib/scope';

export const usersInScope = (actor: Actor, privilege: Privilege): RecordScope =>
  scopeFor(
    actor,
    privilege,
    () => sql`(${users.createdBy} = ${actor.userId} or ${users.id} = ${actor.userId})`,
  );
