/** Events as the API answers them, always read through the actor's scope. */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EVENT_STATUSES, type EventRecord, type ListQuery } from '@karamu/shared';
import type { Db } from '../../db/client';
import { categories, eventTeam, events, users } from '../../db/schema';
import { fetchPage } from '../../lib/list/fetch-page';
import { oneOf, uuidOption, type CompiledList, type ListSpec } from '../../lib/list/list-spec';

const creator = alias(users, 'creator');

export const eventList: ListSpec = {
  fields: {
    name: { sql: events.name, search: 'ilike', sortable: true },
    venue: { sql: events.venue, search: 'ilike' },
    status: { sql: events.status, option: oneOf(EVENT_STATUSES), sortable: true },
    categoryId: { sql: events.categoryId, option: uuidOption },
    startsAt: { sql: events.startsAt, dateRange: true, sortable: true },
    created: { sql: events.createdAt, dateRange: true, sortable: true },
  },
  defaultSort: 'startsAt',
  tiebreaker: events.id,
  outputFields: [
    'id',
    'name',
    'categoryId',
    'categoryName',
    'status',
    'startsAt',
    'endsAt',
    'timeZone',
    'venue',
    'mapLink',
    'hosts',
    'contactPhone',
    'expectedGuests',
    'defaultCountry',
    'templateId',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

const selectEvents = (db: Db) =>
  db
    .select({
      event: events,
      categoryName: categories.name,
      createdBy: creator.username,
    })
    .from(events)
    .leftJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(creator, eq(creator.id, events.createdBy));

type Row = Awaited<ReturnType<typeof selectEvents>>[number];

const toEvent = ({ event, categoryName, createdBy }: Row): EventRecord => ({
  id: event.id,
  name: event.name,
  categoryId: event.categoryId,
  categoryName,
  status: event.status,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt?.toISOString() ?? null,
  timeZone: event.timeZone,
  venue: event.venue,
  mapLink: event.mapLink,
  hosts: event.hosts,
  contactPhone: event.contactPhone,
  expectedGuests: event.expectedGuests,
  defaultCountry: event.defaultCountry,
  templateId: event.templateId,
  created: event.createdAt.toISOString(),
  updated: event.updatedAt.toISOString(),
  createdBy,
  version: event.version,
});

export const listEvents = (
  db: Db,
  query: ListQuery,
  list: CompiledList,
  scope: SQL | undefined,
) => {
  const where = and(list.where, scope);
  return fetchPage(query, list, {
    rows: selectEvents(db)
      .where(where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset)
      .then((rows) => rows.map(toEvent)),
    total: db.select({ total: count() }).from(events).where(where),
  });
};

/** The event if it exists and is in `scope`; a record outside scope is as good as missing. */
export async function getEvent(
  db: Db,
  id: string,
  scope: SQL | undefined,
): Promise<EventRecord | undefined> {
  const [row] = await selectEvents(db).where(and(eq(events.id, id), scope));
  return row ? toEvent(row) : undefined;
}

export async function listEventTeam(db: Db, eventId: string) {
  return db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(eventTeam)
    .innerJoin(users, eq(users.id, eventTeam.userId))
    .where(eq(eventTeam.eventId, eventId))
    .orderBy(sql`lower(${users.username})`);
}
