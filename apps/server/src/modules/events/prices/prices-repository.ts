/** An event's card prices and bundles as the API answers them (decision 0047). */
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CARD_TYPES, type Bundle, type ListQuery, type Price } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { eventBundles, eventPrices, events, guests, users } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, type ListSpec } from '../../../lib/list/list-spec';
import { onlyRecords } from '../../../lib/scope';

const creator = alias(users, 'creator');

const priceList: ListSpec = {
  fields: {
    cardType: { sql: eventPrices.cardType, option: oneOf(CARD_TYPES), sortable: true },
    amountMinor: { sql: eventPrices.amountMinor, sortable: true },
  },
  defaultSort: 'cardType',
  tiebreaker: eventPrices.id,
  outputFields: ['id', 'eventId', 'cardType', 'amountMinor', 'currency', 'created', 'updated'],
};

const selectPrices = (db: Db) =>
  db
    .select({ price: eventPrices, currency: events.currency, createdBy: creator.username })
    .from(eventPrices)
    .innerJoin(events, eq(events.id, eventPrices.eventId))
    .leftJoin(creator, eq(creator.id, eventPrices.createdBy));

type PriceRow = Awaited<ReturnType<typeof selectPrices>>[number];

const toPrice = ({ price, currency, createdBy }: PriceRow): Price => ({
  id: price.id,
  eventId: price.eventId,
  cardType: price.cardType,
  amountMinor: price.amountMinor,
  // A price exists only once the event has a currency (the write that made it set it).
  currency: currency!,
  created: price.createdAt.toISOString(),
  updated: price.updatedAt.toISOString(),
  createdBy,
  version: price.version,
});

export const listPrices = (db: Db, eventId: string, query: ListQuery) =>
  listPage(priceList, query, onlyRecords(eq(eventPrices.eventId, eventId)), {
    rows: selectPrices(db),
    count: db.select({ total: count() }).from(eventPrices),
    toItems: (rows) => rows.map(toPrice),
  });

export async function getPrice(db: Db, eventId: string, priceId: string) {
  const [row] = await selectPrices(db).where(
    and(eq(eventPrices.id, priceId), eq(eventPrices.eventId, eventId)),
  );
  return row ? toPrice(row) : undefined;
}

const guestCount = sql<number>`(select count(*)::int from ${guests} where ${guests.bundleId} = ${eventBundles.id})`;

const bundleList: ListSpec = {
  fields: {
    name: { sql: eventBundles.name, search: 'ilike', sortable: true },
    amountMinor: { sql: eventBundles.amountMinor, sortable: true },
    admissions: { sql: eventBundles.admissions, sortable: true },
  },
  defaultSort: 'name',
  tiebreaker: eventBundles.id,
  outputFields: [
    'id',
    'eventId',
    'name',
    'amountMinor',
    'currency',
    'admissions',
    'notes',
    'guestCount',
    'created',
    'updated',
  ],
};

const selectBundles = (db: Db) =>
  db
    .select({
      bundle: eventBundles,
      currency: events.currency,
      guestCount,
      createdBy: creator.username,
    })
    .from(eventBundles)
    .innerJoin(events, eq(events.id, eventBundles.eventId))
    .leftJoin(creator, eq(creator.id, eventBundles.createdBy));

type BundleRow = Awaited<ReturnType<typeof selectBundles>>[number];

const toBundle = ({ bundle, currency, guestCount, createdBy }: BundleRow): Bundle => ({
  id: bundle.id,
  eventId: bundle.eventId,
  name: bundle.name,
  amountMinor: bundle.amountMinor,
  currency: currency!,
  admissions: bundle.admissions,
  notes: bundle.notes,
  guestCount,
  created: bundle.createdAt.toISOString(),
  updated: bundle.updatedAt.toISOString(),
  createdBy,
  version: bundle.version,
});

export const listBundles = (db: Db, eventId: string, query: ListQuery) =>
  listPage(bundleList, query, onlyRecords(eq(eventBundles.eventId, eventId)), {
    rows: selectBundles(db),
    count: db.select({ total: count() }).from(eventBundles),
    toItems: (rows) => rows.map(toBundle),
  });

export async function getBundle(db: Db, eventId: string, bundleId: string) {
  const [row] = await selectBundles(db).where(
    and(eq(eventBundles.id, bundleId), eq(eventBundles.eventId, eventId)),
  );
  return row ? toBundle(row) : undefined;
}
