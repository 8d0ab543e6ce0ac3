/** Guests as the API answers them, always read through the actor's scope (their event's). */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CARD_TYPES,
  INVITATION_STATUSES,
  PAYMENT_STANDINGS,
  RSVP_STATUSES,
  type PaymentStanding,
  type Guest,
  type ListQuery,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { eventBundles, eventPrices, events, guests, users } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { type RecordScope } from '../../../lib/scope';

const creator = alias(users, 'creator');

/**
 * A guests column written with its table in any query. Drizzle writes a one-table query's
 * columns bare, and inside `amountDue`'s subquery on event_prices a bare "event_id" would
 * be event_prices' own: the price would be compared with itself.
 */
const guestsColumn = (field: keyof typeof guests.$inferSelect) =>
  sql`${guests}.${sql.identifier(guests[field].name)}`;

/**
 * What the guest owes today (decision 0047): their bundle's price, else their card type's;
 * null while neither has one. Subqueries rather than joins, so the count of a filtered list
 * needs no joins either, and any query on guests can select it.
 */
export const amountDue = sql<number | null>`coalesce(
  (select ${eventBundles.amountMinor} from ${eventBundles}
    where ${eventBundles.id} = ${guestsColumn('bundleId')}),
  (select ${eventPrices.amountMinor} from ${eventPrices}
    where ${eventPrices.eventId} = ${guestsColumn('eventId')}
      and ${eventPrices.cardType} = ${guestsColumn('cardType')}))`.mapWith(
  (value: string | number | null) => (value === null ? null : Number(value)),
);

const paymentStanding = sql<PaymentStanding | null>`case
  when ${amountDue} is null then null
  when ${guests.paidMinor} >= ${amountDue} then 'paid'
  when ${guests.paidMinor} > 0 then 'part_paid'
  else 'unpaid' end`;

/** The guest-messaging filters about the card's payment (AUDIENCES['event-guests']). */
export type GuestPaymentFilter = 'still_to_pay' | 'paid';

/**
 * Guests who still owe (`unpaid` or `part_paid` above) and guests who have paid (`paid`),
 * as plain comparisons: the due expression once rather than the three times of the case.
 * Without a price nobody owes or has paid, so such a guest is in neither.
 */
export function guestPaymentCondition(filter: GuestPaymentFilter): SQL {
  switch (filter) {
    case 'still_to_pay':
      return sql`${amountDue} > ${guests.paidMinor}`;
    case 'paid':
      return sql`${amountDue} <= ${guests.paidMinor}`;
  }
}

export const guestList: ListSpec = {
  fields: {
    name: { sql: guests.name, search: 'ilike', sortable: true },
    // Numeric search text looks the number up without its '+'.
    phone: { sql: sql`ltrim(${guests.phone}, '+')`, search: 'eq' },
    tableName: { sql: guests.tableName, search: 'ilike', sortable: true },
    eventId: { sql: guests.eventId, option: uuidOption },
    cardType: { sql: guests.cardType, option: oneOf(CARD_TYPES), sortable: true },
    rsvpStatus: { sql: guests.rsvpStatus, option: oneOf(RSVP_STATUSES), sortable: true },
    invitationStatus: { sql: guests.invitationStatus, option: oneOf(INVITATION_STATUSES) },
    checkedInCount: { sql: guests.checkedInCount, sortable: true },
    amountDueMinor: { sql: amountDue, sortable: true },
    paidMinor: { sql: guests.paidMinor, sortable: true },
    paymentStanding: { sql: paymentStanding, option: oneOf(PAYMENT_STANDINGS) },
    created: { sql: guests.createdAt, dateRange: true, sortable: true },
  },
  defaultSort: '-created',
  tiebreaker: guests.id,
  outputFields: [
    'id',
    'eventId',
    'eventName',
    'name',
    'phone',
    'email',
    'cardType',
    'admissions',
    'tableName',
    'notes',
    'rsvpStatus',
    'rsvpCount',
    'invitationStatus',
    'checkedInCount',
    'bundleId',
    'bundleName',
    'amountDueMinor',
    'paidMinor',
    'paymentStanding',
    'currency',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

const selectGuests = (db: Db) =>
  db
    .select({
      guest: guests,
      eventName: events.name,
      currency: events.currency,
      bundleName: eventBundles.name,
      amountDue,
      paymentStanding,
      createdBy: creator.username,
    })
    .from(guests)
    .innerJoin(events, eq(events.id, guests.eventId))
    .leftJoin(eventBundles, eq(eventBundles.id, guests.bundleId))
    .leftJoin(creator, eq(creator.id, guests.createdBy));

type Row = Awaited<ReturnType<typeof selectGuests>>[number];

const toGuest = ({
  guest,
  eventName,
  currency,
  bundleName,
  amountDue,
  paymentStanding,
  createdBy,
}: Row): Guest => ({
  id: guest.id,
  eventId: guest.eventId,
  eventName,
  name: guest.name,
  phone: guest.phone,
  email: guest.email,
  cardType: guest.cardType,
  admissions: guest.admissions,
  tableName: guest.tableName,
  notes: guest.notes,
  rsvpStatus: guest.rsvpStatus,
  rsvpCount: guest.rsvpCount,
  invitationStatus: guest.invitationStatus,
  checkedInCount: guest.checkedInCount,
  bundleId: guest.bundleId,
  bundleName,
  amountDueMinor: amountDue,
  paidMinor: guest.paidMinor,
  paymentStanding,
  currency,
  created: guest.createdAt.toISOString(),
  updated: guest.updatedAt.toISOString(),
  createdBy,
  version: guest.version,
});

/** `scope` restricts by event (see event-scope.ts); undefined for actors who see every event. */
export const listGuests = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(guestList, query, scope, {
    rows: selectGuests(db),
    count: db.select({ total: count() }).from(guests),
    toItems: (rows) => rows.map(toGuest),
  });

export async function getGuest(
  db: Db,
  eventId: string,
  guestId: string,
): Promise<Guest | undefined> {
  const [row] = await selectGuests(db).where(
    and(eq(guests.id, guestId), eq(guests.eventId, eventId)),
  );
  return row ? toGuest(row) : undefined;
}

export async function isGuestPhoneTaken(db: Db, eventId: string, phone: string, exceptId?: string) {
  const rows = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.phone, phone)));
  return rows.some((row) => row.id !== exceptId);
}
