/**
 * An event's guest counts and its RSVPs per day, each one aggregate query over the
 * event's guests (the `guests_event_created_idx` index leads with `event_id`).
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { canonicalTimeZone } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { guests } from '../../../db/schema';

export type GuestCounts = {
  guests: number;
  invited: number;
  confirmed: number;
  declined: number;
  pending: number;
  admissionsConfirmed: number;
  checkedIn: number;
};

export type RsvpDay = { day: string; accepted: number; declined: number };

/** Counts are `::int`: PostgreSQL answers `count` and `sum` as bigint, which drivers give as text. */
export async function countGuests(db: Db, eventId: string): Promise<GuestCounts> {
  const [row] = await db
    .select({
      guests: sql<number>`count(*)::int`,
      invited: sql<number>`(count(*) filter (where ${guests.invitationStatus} = 'sent'))::int`,
      confirmed: sql<number>`(count(*) filter (where ${guests.rsvpStatus} = 'accepted'))::int`,
      declined: sql<number>`(count(*) filter (where ${guests.rsvpStatus} = 'declined'))::int`,
      pending: sql<number>`(count(*) filter (where ${guests.rsvpStatus} = 'pending'))::int`,
      // A guest who accepted without saying how many comes with everyone the card admits.
      admissionsConfirmed: sql<number>`coalesce(sum(coalesce(${guests.rsvpCount}, ${guests.admissions})) filter (where ${guests.rsvpStatus} = 'accepted'), 0)::int`,
      checkedIn: sql<number>`coalesce(sum(${guests.checkedInCount}), 0)::int`,
    })
    .from(guests)
    .where(eq(guests.eventId, eventId));
  return row!;
}

/**
 * Answers per calendar day in `timeZone` (the event's), oldest first; days without an
 * answer are left out. A guest counts once, on the day of their latest answer.
 */
export async function listRsvpDays(db: Db, eventId: string, timeZone: string): Promise<RsvpDay[]> {
  // The database gets the canonical name, which it knows (decision 0018). A zone saved
  // before names were checked that way may have none: its days are read in UTC, not a 500.
  const zone = canonicalTimeZone(timeZone) ?? 'UTC';
  const day = sql<string>`to_char(${guests.rsvpAnsweredAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        day,
        accepted: sql<number>`(count(*) filter (where ${guests.rsvpStatus} = 'accepted'))::int`,
        declined: sql<number>`(count(*) filter (where ${guests.rsvpStatus} = 'declined'))::int`,
      })
      .from(guests)
      .where(
        and(
          eq(guests.eventId, eventId),
          isNotNull(guests.rsvpAnsweredAt),
          inArray(guests.rsvpStatus, ['accepted', 'declined']),
        ),
      )
      // By position: the zone is a bound parameter, so a repeated expression would not be
      // the same expression to PostgreSQL ($1 in the select list, $4 in GROUP BY).
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}
