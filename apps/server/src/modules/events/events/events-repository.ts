/** Events as the API answers them, always read through the actor's scope. */
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EVENT_STATUSES, type EventRecord, type ListQuery } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { categories, eventTeam, events, users } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { scopeCondition, type RecordScope } from '../../../lib/scope';

const creator = alias(users, 'creator');

const eventList: ListSpec = {
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

export const listEvents = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(eventList, query, scope, {
    rows: selectEvents(db),
    count: db.select({ total: count() }).from(events),
    toItems: (rows) => rows.map(toEvent),
  });

/** The event if it exists and is in `scope`; a record outside scope is as good as missing. */
export async function getEvent(
  db: Db,
  id: string,
  scope: RecordScope,
): Promise<EventRecord | undefined> {
  const [row] = await selectEvents(db).where(and(eq(events.id, id), scopeCondition(scope)));
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
