/** Schedules as the API answers them, always read through the actor's scope. */
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUDIENCE_NAMES,
  SCHEDULE_STATUSES,
  type ListQuery,
  type Privilege,
  type Schedule,
  type ScheduleFilter,
  type ScheduleTiming,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messageBatches, messageSchedules, messageTemplates, users } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { scopeFor, scopeCondition, type RecordScope } from '../../../lib/scope';

const creator = alias(users, 'creator');

const scheduleList: ListSpec = {
  fields: {
    name: { sql: messageSchedules.name, search: 'ilike', sortable: true },
    status: { sql: messageSchedules.status, option: oneOf(SCHEDULE_STATUSES), sortable: true },
    templateId: { sql: messageSchedules.templateId, option: uuidOption },
    contextId: { sql: messageSchedules.contextId, option: uuidOption },
    audience: { sql: messageSchedules.audience, option: oneOf(AUDIENCE_NAMES) },
    // Ascending puts schedules with nothing left to run (null) last.
    nextRunAt: { sql: messageSchedules.nextRunAt, dateRange: true, sortable: true },
    lastRunAt: { sql: messageSchedules.lastRunAt, dateRange: true, sortable: true },
    created: { sql: messageSchedules.createdAt, dateRange: true, sortable: true },
  },
  defaultSort: 'nextRunAt',
  tiebreaker: messageSchedules.id,
  outputFields: [
    'id',
    'name',
    'templateId',
    'templateName',
    'audience',
    'contextId',
    'filter',
    'timing',
    'timeZone',
    'status',
    'nextRunAt',
    'lastRunAt',
    'pausedReason',
    'lastBatchId',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

/**
 * Scope `assigned` reaches the schedules the actor created, as with batches: a schedule
 * sends as its creator, so it is theirs.
 */
export const schedulesInScope = (actor: Actor, privilege: Privilege): RecordScope =>
  scopeFor(actor, privilege, () => eq(messageSchedules.createdBy, actor.userId));

const lastBatchId = sql<
  string | null
>`(select ${messageBatches.id} from ${messageBatches} where ${messageBatches.scheduleId} = ${messageSchedules.id} order by ${messageBatches.createdAt} desc, ${messageBatches.id} desc limit 1)`;

const selectSchedules = (db: Db) =>
  db
    .select({
      schedule: messageSchedules,
      templateName: messageTemplates.name,
      createdBy: creator.username,
      lastBatchId,
    })
    .from(messageSchedules)
    .innerJoin(messageTemplates, eq(messageTemplates.id, messageSchedules.templateId))
    .leftJoin(creator, eq(creator.id, messageSchedules.createdBy));

type Row = Awaited<ReturnType<typeof selectSchedules>>[number];

const toSchedule = ({ schedule, templateName, createdBy, lastBatchId }: Row): Schedule => ({
  id: schedule.id,
  name: schedule.name,
  templateId: schedule.templateId,
  templateName,
  audience: schedule.audience,
  contextId: schedule.contextId,
  // Written only through the shared schemas (createScheduleInputSchema).
  filter: schedule.recipientFilter as ScheduleFilter,
  timing: schedule.timing as ScheduleTiming,
  timeZone: schedule.timeZone,
  status: schedule.status,
  nextRunAt: schedule.nextRunAt?.toISOString() ?? null,
  lastRunAt: schedule.lastRunAt?.toISOString() ?? null,
  pausedReason: schedule.pausedReason,
  lastBatchId,
  created: schedule.createdAt.toISOString(),
  updated: schedule.updatedAt.toISOString(),
  createdBy,
  version: schedule.version,
});

export const listSchedules = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(scheduleList, query, scope, {
    rows: selectSchedules(db),
    count: db.select({ total: count() }).from(messageSchedules),
    toItems: (rows) => rows.map(toSchedule),
  });

export async function getSchedule(
  db: Db,
  id: string,
  scope: RecordScope,
): Promise<Schedule | undefined> {
  const [row] = await selectSchedules(db).where(
    and(eq(messageSchedules.id, id), scopeCondition(scope)),
  );
  return row ? toSchedule(row) : undefined;
}

/** The template's audience, or undefined when there is no such template. */
export async function getTemplateAudience(db: Db, templateId: string) {
  const [row] = await db
    .select({ audience: messageTemplates.audience })
    .from(messageTemplates)
    .where(eq(messageTemplates.id, templateId));
  return row?.audience;
}
