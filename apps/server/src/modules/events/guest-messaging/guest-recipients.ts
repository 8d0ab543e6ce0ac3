/**
 * The guests a send reaches and their event, and the writes messaging asks of the
 * events side: new personal links for guests whose link was revoked, and invitation statuses.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { SELECTED_FILTER } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { events, guests } from '../../../db/schema';
import { amountDue, guestPaymentCondition } from '../guests';
import type { RecipientFilter } from '../../platform/messaging';
import { newToken } from '../invitations';

/** What each filter of AUDIENCES['event-guests'] picks. */
function filterCondition(filter: RecipientFilter): SQL | undefined {
  switch (filter.name) {
    case 'not_invited':
      return ne(guests.invitationStatus, 'sent');
    case 'rsvp_pending':
      return eq(guests.rsvpStatus, 'pending');
    case 'attending':
      return eq(guests.rsvpStatus, 'accepted');
    case 'still_to_pay':
    case 'paid':
      // The guests list's own due (decision 0047): one definition of what a guest owes.
      return guestPaymentCondition(filter.name);
    case SELECTED_FILTER:
      // Ids that are not (or no longer) guests of the event pick nobody: a guest deleted
      // after being picked for a schedule must not stop it.
      return sql`${guests.id} = any(${sql.param(filter.ids ?? [])}::uuid[])`;
    default:
      return undefined;
  }
}

export function selectRecipientGuests(db: Db, eventId: string, filter: RecipientFilter) {
  return db
    .select({
      id: guests.id,
      name: guests.name,
      phone: guests.phone,
      email: guests.email,
      cardType: guests.cardType,
      admissions: guests.admissions,
      tableName: guests.tableName,
      rsvpToken: guests.rsvpToken,
      amountDueMinor: amountDue,
      paidMinor: guests.paidMinor,
    })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), filterCondition(filter)))
    .orderBy(asc(guests.name), asc(guests.id));
}

/** The event's side of its guests' fields, read once for a batch rather than joined to each guest. */
export async function selectRecipientEvent(db: Db, eventId: string) {
  const [event] = await db
    .select({
      name: events.name,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
      venue: events.venue,
      mapLink: events.mapLink,
      hosts: events.hosts,
      currency: events.currency,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return event;
}

/**
 * Gives each guest without a link a new one, in one statement; answers id -> token. Every
 * guest is stored with a link (decision 0053), so these are only guests whose link an
 * organiser revoked: a send gives them a new one, as it always has.
 */
export async function issueMissingTokens(
  db: Db,
  guestIds: readonly string[],
): Promise<Map<string, string>> {
  const tokens = new Map(guestIds.map((id) => [id, newToken()]));
  if (tokens.size === 0) return tokens;
  await db.execute(sql`
    update ${guests} set rsvp_token = t.token
    from unnest(${sql.param([...tokens.keys()])}::uuid[], ${sql.param([...tokens.values()])}::text[]) as t(id, token)
    where ${guests.id} = t.id and ${guests.rsvpToken} is null`);
  return tokens;
}

/**
 * Guests' invitation statuses as messaging reports them: `sent` while a message reached the
 * guest, `failed` when none did (messaging weighs every message of theirs, so a failed
 * reminder after a delivered invitation arrives here as `sent`).
 */
export async function setInvitationStatuses(
  db: Db,
  eventId: string,
  sentIds: readonly string[],
  failedIds: readonly string[],
): Promise<void> {
  const set = async (status: 'sent' | 'failed', ids: readonly string[]) => {
    if (ids.length === 0) return;
    await db
      .update(guests)
      .set({ invitationStatus: status })
      .where(
        and(eq(guests.eventId, eventId), sql`${guests.id} = any(${sql.param([...ids])}::uuid[])`),
      );
  };
  await set('sent', sentIds);
  await set('failed', failedIds);
}

/** Events' starts and zones by id; events that are gone are missing. */
export async function getEventDates(db: Db, eventIds: readonly string[]) {
  const rows =
    eventIds.length === 0
      ? []
      : await db
          .select({ id: events.id, date: events.startsAt, timeZone: events.timeZone })
          .from(events)
          .where(inArray(events.id, [...eventIds]));
  return new Map(rows.map(({ id, ...date }) => [id, date]));
}
