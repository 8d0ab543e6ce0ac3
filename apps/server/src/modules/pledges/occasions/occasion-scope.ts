/**
 * Which occasions an actor may act on with a privilege: every occasion with scope `all`,
 * otherwise those they created. Members and contributions follow their occasion.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Privilege } from '@karamu/shared';
import { occasions } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { scopeFor, type RecordScope } from '../../../lib/scope';

export const occasionsInScope = (actor: Actor, privilege: Privilege): RecordScope =>
  scopeFor(actor, privilege, () => sql`${occasions.createdBy} = ${actor.userId}`);

/** The same rule for rows that point at an occasion through `occasionIdColumn`. */
export const occasionIdInScope = (
  actor: Actor,
  privilege: Privilege,
  occasionIdColumn: SQL | { getSQL(): SQL },
): RecordScope =>
  scopeFor(
    actor,
    privilege,
    () =>
      sql`${occasionIdColumn} in (select ${occasions.id} from ${occasions} where ${occasions.createdBy} = ${actor.userId})`,
  );
