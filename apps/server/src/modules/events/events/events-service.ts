/** Creating, changing and deleting events, and who is on their team. */
import { eq, inArray, sql } from 'drizzle-orm';
import {
  canChangeEventStatus,
  hasPrivilege,
  type EventRecord,
  type EventTeamMember,
  type Privilege,
} from '@karamu/shared';
import type { z } from 'zod';
import type { createEventInputSchema, updateEventInputSchema } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { categories, eventTeam, eventTemplates, events, users } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
import { drawDesignCard, writeDesignCard } from '../design-cards';
import { eventsInScope } from './event-scope';
import { getEvent, listEventTeam } from './events-repository';
import { ALL_RECORDS } from '../../../lib/scope';

const RESOURCE = 'events';
type CreateEvent = z.output<typeof createEventInputSchema>;
type UpdateEvent = z.output<typeof updateEventInputSchema>;

/** The event in the actor's scope for `privilege`, or 404: existence outside scope is not leaked. */
export async function mustGetEvent(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  id: string,
): Promise<EventRecord> {
  const event = await getEvent(db, id, eventsInScope(actor, privilege));
  if (!event) throw notFound('Event not found');
  return event;
}

async function assertCategoryExists(db: Db, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.id} = ${categoryId} and ${categories.kind} = 'event'`);
  if (!row) throw badRequest('Unknown event category', { categoryId: ['Unknown event category'] });
}

async function assertTemplateExists(db: Db, templateId: string | null | undefined) {
  if (!templateId) return;
  const [row] = await db
    .select({ id: eventTemplates.id })
    .from(eventTemplates)
    .where(eq(eventTemplates.id, templateId));
  if (!row) throw badRequest('Unknown event template', { templateId: ['Unknown event template'] });
}

/** The API speaks ISO strings; the columns hold instants. */
function toColumns<T extends Partial<CreateEvent>>(input: T) {
  const { startsAt, endsAt, ...rest } = input;
  return {
    ...rest,
    ...(startsAt !== undefined ? { startsAt: new Date(startsAt) } : {}),
    ...(endsAt !== undefined ? { endsAt: endsAt ? new Date(endsAt) : null } : {}),
  };
}

export async function createEvent(db: Db, actor: Actor, input: CreateEvent): Promise<EventRecord> {
  if (Date.parse(input.startsAt) <= Date.now()) {
    throw badRequest('Date must be in the future', { startsAt: ['Date must be in the future'] });
  }
  // The design becomes the event's card (issue 29), drawn before the transaction: drawing
  // is slow, and PGlite's one connection would wait behind it. A creator who may not add
  // cards keeps the design on the event only.
  const design =
    input.templateId && hasPrivilege(actor.privileges, 'ADD_ARTWORK_MAPPINGS')
      ? await drawDesignCard(db, input.templateId)
      : undefined;
  return db.transaction(async (tx) => {
    await assertCategoryExists(tx, input.categoryId);
    await assertTemplateExists(tx, input.templateId);
    const [row] = await tx
      .insert(events)
      .values({ ...toColumns(input), startsAt: new Date(input.startsAt), createdBy: actor.userId })
      .returning({ id: events.id });
    const created = (await getEvent(tx, row!.id, ALL_RECORDS))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: created.id,
      after: created,
    });
    if (design) await writeDesignCard(tx, actor, created.id, design);
    return created;
  });
}

export async function updateEvent(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateEvent,
): Promise<EventRecord> {
  const { version, status, ...fields } = input;
  return db.transaction(async (tx) => {
    const before = await mustGetEvent(tx, actor, 'UPDATE_EVENTS', id);
    assertVersion(before, version);
    if (status && !canChangeEventStatus(before.status, status)) {
      throw badRequest(`An event that is ${before.status} cannot become ${status}`, {
        status: [`An event that is ${before.status} cannot become ${status}`],
      });
    }
    const startsAt = fields.startsAt ?? before.startsAt;
    const endsAt = fields.endsAt === undefined ? before.endsAt : fields.endsAt;
    if (endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
      throw badRequest('End must be after the start', { endsAt: ['End must be after the start'] });
    }
    await assertCategoryExists(tx, fields.categoryId);
    await assertTemplateExists(tx, fields.templateId);
    return updateVersioned(tx, actor, {
      table: events,
      id,
      version,
      set: { ...toColumns(fields), ...(status ? { status } : {}) },
      resource: RESOURCE,
      before,
      reread: () => getEvent(tx, id, ALL_RECORDS),
    });
  });
}

export async function deleteEvent(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await mustGetEvent(tx, actor, 'DELETE_EVENTS', id);
    await tx.delete(events).where(eq(events.id, id));
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}

export async function getEventTeam(db: Db, actor: Actor, id: string): Promise<EventTeamMember[]> {
  await mustGetEvent(db, actor, 'READ_EVENTS', id);
  return listEventTeam(db, id);
}

/** Replaces the team: the people besides the creator who work on the event. */
export async function setEventTeam(
  db: Db,
  actor: Actor,
  id: string,
  userIds: readonly string[],
): Promise<EventTeamMember[]> {
  const unique = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'UPDATE_EVENTS', id);
    const known = unique.length
      ? await tx.select({ id: users.id }).from(users).where(inArray(users.id, unique))
      : [];
    if (known.length !== unique.length) {
      throw badRequest('Unknown user in userIds', { userIds: ['One or more users do not exist'] });
    }
    const before = await listEventTeam(tx, id);
    await tx.delete(eventTeam).where(eq(eventTeam.eventId, id));
    if (unique.length)
      await tx.insert(eventTeam).values(unique.map((userId) => ({ eventId: id, userId })));
    const after = await listEventTeam(tx, id);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: id,
      before: { team: before.map((m) => m.username) },
      after: { team: after.map((m) => m.username) },
    });
    return after;
  });
}
