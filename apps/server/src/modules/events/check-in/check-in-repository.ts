/** Queries of check-ins and of the guest counts they keep (decision 0008). */
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { CheckInEvent, CheckInGuest, CheckInSummary } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { checkIns, eventCheckInTotals, events, guests } from '../../../db/schema';
import { scopeCondition, type RecordScope } from '../../../lib/scope';
import { amountDue } from '../guests';

const EVENTS_LISTED = 500;

/** Events not cancelled, within `scope`, newest start first. */
export async function listCheckInEvents(db: Db, scope: RecordScope): Promise<CheckInEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(and(ne(events.status, 'cancelled'), scopeCondition(scope)))
    .orderBy(desc(events.startsAt), events.id)
    .limit(EVENTS_LISTED);
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}

/** What the guest still owes for their card, never below 0; null while nothing is priced. */
// `greatest` skips nulls, so the subtraction stays outside it: no price stays null.
const owedMinor = sql<
  number | null
>`${amountDue} - least(${guests.paidMinor}, ${amountDue})`.mapWith(
  (value: string | number | null) => (value === null ? null : Number(value)),
);

const guestColumns = {
  id: guests.id,
  name: guests.name,
  cardType: guests.cardType,
  admissions: guests.admissions,
  checkedIn: guests.checkedInCount,
  tableName: guests.tableName,
  shortCode: guests.cardShortCode,
  owedMinor,
};

/** The currency the event's cards are priced in; null while it prices none. */
export async function findEventCurrency(db: Db, eventId: string): Promise<string | null> {
  const [row] = await db
    .select({ currency: events.currency })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.currency ?? null;
}

/** The short code on the guest's card. */
export async function findGuestShortCode(db: Db, guestId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ shortCode: guests.cardShortCode })
    .from(guests)
    .where(eq(guests.id, guestId));
  return row?.shortCode;
}

/** The event's guest whose card carries the short code `code` (its stored form). */
export async function findGuestIdByShortCode(
  db: Db,
  eventId: string,
  code: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.cardShortCode, code)));
  return row?.id;
}

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

/**
 * The door counters: the event's totals row, kept by triggers (migration 0007), and the
 * latest over-admissions through their partial index; never a scan of the guest list.
 */
export async function summarizeCheckIns(
  db: Db,
  eventId: string,
): Promise<Omit<CheckInSummary, 'serverTime'>> {
  const [totals] = await db
    .select({
      guests: eventCheckInTotals.guests,
      admissions: eventCheckInTotals.admissions,
      checkedIn: eventCheckInTotals.checkedIn,
      guestsArrived: eventCheckInTotals.guestsArrived,
      overAdmitted: eventCheckInTotals.overAdmitted,
      lastCheckInAt: eventCheckInTotals.lastCheckInAt,
    })
    .from(eventCheckInTotals)
    .where(eq(eventCheckInTotals.eventId, eventId));
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
  if (!totals) throw new Error(`Event ${eventId} has no check-in totals row`);
  return {
    ...totals,
    lastCheckInAt: totals.lastCheckInAt?.toISOString() ?? null,
    overAdmissions: overAdmissions.map((row) => ({
      ...row,
      scannedAt: row.scannedAt.toISOString(),
    })),
  };
}

/** The event's id, if it is within `scope`. */
export async function findEventForCheckIn(
  db: Db,
  eventId: string,
  scope: RecordScope,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), scopeCondition(scope)));
  return row;
}

export type AdmitInput = {
  eventId: string;
  guestId: string;
  clientId: string;
  deviceId: string;
  requested: number;
  scannedAt: string;
  recordedBy: string;
};

/**
 * What one online check-in did. `eventInScope`: false when the event is not one the caller
 * may reach (or does not exist); then nothing was written or read for the caller.
 * `prior`: the clientId was recorded before, nothing was
 * written. `card`: the event's guest as it stands afterwards (absent when the guest is not
 * on this event's list). `admitted`: what this check-in recorded; null when nothing was
 * (a prior, an unknown guest, or the same clientId recorded at this very moment by another
 * request: the caller reads that one).
 */
export type Admission = {
  eventInScope: boolean;
  prior:
    | Pick<
        CheckInRow,
        'eventId' | 'guestId' | 'clientId' | 'requested' | 'admitted' | 'overAdmitted'
      >
    | undefined;
  card: CheckInGuest | undefined;
  admitted: number | null;
};

type AdmissionRow = {
  event_in_scope: boolean;
  prior_event_id: string | null;
  prior_guest_id: string | null;
  prior_requested: number | null;
  prior_admitted: number | null;
  prior_over_admitted: number | null;
  id: string | null;
  name: string | null;
  card_type: CheckInGuest['cardType'] | null;
  admissions: number | null;
  checked_in: number | null;
  table_name: string | null;
  short_code: string | null;
  owed_minor: string | number | null;
  admitted: number | null;
};

/**
 * One online check-in in one statement (decision 0021): if the event is within `scope` and
 * unless the clientId is already recorded, lock the card, admit what it still allows (at most `requested`), record the
 * check-in and add to the card's count; the triggers move the event's totals. The lock
 * (`FOR UPDATE` reads the newest committed count after waiting) is what keeps concurrent
 * check-ins of one card from admitting more than it allows; the unique clientId is what
 * keeps a retried request from being recorded twice.
 */
export async function admitOnCard(
  db: Db,
  scope: RecordScope,
  input: AdmitInput,
): Promise<Admission> {
  const result = await db.execute(sql`
    with event as (
      select 1 from ${events}
      where ${events.id} = ${input.eventId}::uuid and ${scopeCondition(scope) ?? sql`true`}
    ),
    prior as (
      select event_id, guest_id, requested, admitted, over_admitted
      from check_ins where client_id = ${input.clientId}::uuid and exists (select 1 from event)
    ),
    card as (
      select id, name, card_type, admissions, checked_in_count, table_name
      from guests
      where id = ${input.guestId}::uuid and event_id = ${input.eventId}::uuid
        and exists (select 1 from event) and not exists (select 1 from prior)
      for update
    ),
    recorded as (
      insert into check_ins
        (event_id, guest_id, client_id, device_id, requested, admitted, over_admitted, scanned_at, recorded_by)
      select ${input.eventId}::uuid, id, ${input.clientId}::uuid, ${input.deviceId}, ${input.requested}::int,
        least(${input.requested}::int, greatest(admissions - checked_in_count, 0)), 0,
        ${input.scannedAt}::timestamptz, ${input.recordedBy}::uuid
      from card
      on conflict (client_id) do nothing
      returning guest_id, admitted
    ),
    moved as (
      update guests g set checked_in_count = g.checked_in_count + r.admitted
      from recorded r where g.id = r.guest_id and r.admitted > 0
      returning g.id
    )
    select exists (select 1 from event) as event_in_scope, p.event_id as prior_event_id, p.guest_id as prior_guest_id,
      p.requested as prior_requested, p.admitted as prior_admitted,
      p.over_admitted as prior_over_admitted,
      coalesce(c.id, g.id) as id, coalesce(c.name, g.name) as name,
      coalesce(c.card_type, g.card_type) as card_type,
      coalesce(c.admissions, g.admissions) as admissions,
      coalesce(c.checked_in_count, g.checked_in_count) + coalesce(r.admitted, 0) as checked_in,
      case when c.id is null then g.table_name else c.table_name end as table_name,
      o.short_code, o.owed_minor,
      r.admitted
    from (select 1) as one
    left join prior p on true
    left join card c on true
    left join recorded r on true
    left join guests g on c.id is null and g.id = p.guest_id and g.event_id = ${input.eventId}::uuid
    left join lateral (
      select ${guests.cardShortCode} as short_code, ${owedMinor} as owed_minor from ${guests}
      where ${guests.id} = coalesce(c.id, g.id)
    ) o on true`);
  const row = (result as unknown as { rows: AdmissionRow[] }).rows[0]!;
  return {
    eventInScope: row.event_in_scope,
    prior:
      row.prior_event_id === null
        ? undefined
        : {
            eventId: row.prior_event_id,
            guestId: row.prior_guest_id!,
            clientId: input.clientId,
            requested: row.prior_requested!,
            admitted: row.prior_admitted!,
            overAdmitted: row.prior_over_admitted!,
          },
    card:
      row.id === null
        ? undefined
        : {
            id: row.id,
            name: row.name!,
            cardType: row.card_type!,
            admissions: row.admissions!,
            checkedIn: row.checked_in!,
            tableName: row.table_name,
            shortCode: row.short_code!,
            owedMinor: row.owed_minor === null ? null : Number(row.owed_minor),
          },
    admitted: row.admitted,
  };
}
