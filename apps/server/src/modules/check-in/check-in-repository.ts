/** Queries of check-ins and of the guest counts they keep (decision 0008). */
import { and, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { CheckInEvent, CheckInGuest, CheckInSummary } from '@karamu/shared';
import type { Db } from '../../db/client';
import { checkIns, events, guests } from '../../db/schema';

const EVENTS_LISTED = 500;

/** Events not cancelled, within `scope`, newest start first. */
export async function listCheckInEvents(db: Db, scope: SQL | undefined): Promise<CheckInEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(and(ne(events.status, 'cancelled'), scope))
    .orderBy(desc(events.startsAt), events.id)
    .limit(EVENTS_LISTED);
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}

const guestColumns = {
  id: guests.id,
  name: guests.name,
  cardType: guests.cardType,
  admissions: guests.admissions,
  checkedIn: guests.checkedInCount,
  tableName: guests.tableName,
};

/** Every guest of the event as a door device needs them, by name. */
export async function listKitGuests(db: Db, eventId: string): Promise<CheckInGuest[]> {
  return db
    .select(guestColumns)
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .orderBy(guests.name, guests.id);
}

/**
 * The event's guests among `guestIds`, locked until the transaction ends (PostgreSQL
 * `FOR UPDATE`): a second device syncing the same card waits and then sees this one's
 * admissions. Locked in id order, so two batches naming the same guests cannot deadlock.
 */
export async function lockGuests(
  tx: Db,
  eventId: string,
  guestIds: readonly string[],
): Promise<CheckInGuest[]> {
  if (guestIds.length === 0) return [];
  return tx
    .select(guestColumns)
    .from(guests)
    .where(and(eq(guests.eventId, eventId), inArray(guests.id, [...guestIds])))
    .orderBy(guests.id)
    .for('update');
}

export type CheckInRow = typeof checkIns.$inferSelect;

export async function findCheckInsByClientId(
  tx: Db,
  clientIds: readonly string[],
): Promise<CheckInRow[]> {
  if (clientIds.length === 0) return [];
  return tx
    .select()
    .from(checkIns)
    .where(inArray(checkIns.clientId, [...clientIds]));
}

/** Inserts the check-in unless its clientId is already recorded; answers whether it did. */
export async function insertCheckIn(tx: Db, row: typeof checkIns.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(checkIns)
    .values(row)
    .onConflictDoNothing({ target: checkIns.clientId })
    .returning({ id: checkIns.id });
  return inserted.length === 1;
}

/** `checked_in_count` stays the sum of the guest's admitted check-ins: moved in the same transaction. */
export async function addCheckedIn(tx: Db, guestId: string, admitted: number): Promise<void> {
  await tx
    .update(guests)
    .set({ checkedInCount: sql`${guests.checkedInCount} + ${admitted}` })
    .where(eq(guests.id, guestId));
}

const OVER_ADMISSIONS_SHOWN = 50;

/** Counts are `::int`: PostgreSQL answers `count` and `sum` as bigint, which drivers give as text. */
export async function summarizeCheckIns(
  db: Db,
  eventId: string,
): Promise<Omit<CheckInSummary, 'serverTime'>> {
  const [cards] = await db
    .select({
      guests: sql<number>`count(*)::int`,
      admissions: sql<number>`coalesce(sum(${guests.admissions}), 0)::int`,
      checkedIn: sql<number>`coalesce(sum(${guests.checkedInCount}), 0)::int`,
      guestsArrived: sql<number>`(count(*) filter (where ${guests.checkedInCount} > 0))::int`,
    })
    .from(guests)
    .where(eq(guests.eventId, eventId));
  const [door] = await db
    .select({
      overAdmitted: sql<number>`coalesce(sum(${checkIns.overAdmitted}), 0)::int`,
      lastCheckInAt: sql<
        Date | string | null
      >`max(${checkIns.scannedAt}) filter (where ${checkIns.admitted} + ${checkIns.overAdmitted} > 0)`,
    })
    .from(checkIns)
    .where(eq(checkIns.eventId, eventId));
  const overAdmissions = await db
    .select({
      guestId: checkIns.guestId,
      name: guests.name,
      overAdmitted: checkIns.overAdmitted,
      deviceId: checkIns.deviceId,
      scannedAt: checkIns.scannedAt,
    })
    .from(checkIns)
    .innerJoin(guests, eq(guests.id, checkIns.guestId))
    .where(and(eq(checkIns.eventId, eventId), gt(checkIns.overAdmitted, 0)))
    .orderBy(desc(checkIns.recordedAt), desc(checkIns.id))
    .limit(OVER_ADMISSIONS_SHOWN);
  const last = door?.lastCheckInAt ?? null;
  return {
    ...cards!,
    overAdmitted: door?.overAdmitted ?? 0,
    // A raw `sql` aggregate is not mapped to a Date by the driver in every setup.
    lastCheckInAt: last === null ? null : new Date(last).toISOString(),
    overAdmissions: overAdmissions.map((row) => ({
      ...row,
      scannedAt: row.scannedAt.toISOString(),
    })),
  };
}
