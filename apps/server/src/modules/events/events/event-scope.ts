/**
 * Which events an actor may act on with a privilege: every event with scope `all`,
 * otherwise those they created or are on the team of. Guests follow their event.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Privilege } from '@karamu/shared';
import { eventTeam, events } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { scopeFor, type RecordScope } from '../../../lib/scope';

export const eventsInScope = (actor: Actor, privilege: Privilege): RecordScope =>
  scopeFor(
    actor,
    privilege,
    () =>
      sql`(${events.createdBy} = ${actor.userId} or exists (select 1 from ${eventTeam} where ${eventTeam.eventId} = ${events.id} and ${eventTeam.userId} = ${actor.userId}))`,
  );

/** The same rule for rows that point at an event through `eventIdColumn`. */
export const eventIdInScope = (
  actor: Actor,
  privilege: Privilege,
  eventIdColumn: SQL | { getSQL(): SQL },
): RecordScope =>
  scopeFor(
    actor,
    privilege,
    () =>
      sql`${eventIdColumn} in (select ${events.id} from ${events} where ${events.createdBy} = ${actor.userId} union select ${eventTeam.eventId} from ${eventTeam} where ${eventTeam.userId} = ${actor.userId})`,
  );
