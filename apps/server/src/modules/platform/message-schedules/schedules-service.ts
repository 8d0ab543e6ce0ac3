/** Creating, changing, pausing, resuming and ending schedules: each one transaction with its audit entry. */
import { eq } from 'drizzle-orm';
import {
  canApplyScheduleAction,
  type CreateScheduleInput,
  type Privilege,
  type Schedule,
  type ScheduleAction,
  type ScheduleTiming,
  type UpdateScheduleInput,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messageSchedules } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
import { estimateBatch, type Messaging } from '../messaging';
import { getSchedule, getTemplateAudience, schedulesInScope } from './schedules-repository';
import { findNextRun, nothingLeftToRun } from './schedule-timing';
import { ALL_RECORDS } from '../../../lib/scope';

const RESOURCE = 'schedules';

/** The schedule, if in the actor's scope for `privilege`; otherwise 404. */
export async function mustGetSchedule(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  id: string,
): Promise<Schedule> {
  const schedule = await getSchedule(db, id, schedulesInScope(actor, privilege));
  if (!schedule) throw notFound('Schedule not found');
  return schedule;
}

type Plan = Pick<
  CreateScheduleInput,
  'templateId' | 'contextId' | 'filter' | 'timing' | 'timeZone'
>;

/** One spelling per instant ('…T10:00+03:00' is kept as '…T07:00:00.000Z'): equal plans compare equal. */
const normalizeTiming = (timing: ScheduleTiming): ScheduleTiming =>
  timing.kind === 'at' ? { ...timing, at: new Date(timing.at).toISOString() } : timing;

/**
 * Checks that the actor may send this template to the context's recipients, as a send now
 * would (the estimate applies the audience's send privilege, the context's scope, the
 * template's mappings and the filter), and finds the first run after `now`.
 */
async function planRuns(db: Db, messaging: Messaging, actor: Actor, plan: Plan, now: Date) {
  const audience = await getTemplateAudience(db, plan.templateId);
  if (!audience) throw badRequest('Unknown template', { templateId: ['Unknown template'] });
  await estimateBatch(
    db,
    actor,
    { templateId: plan.templateId, contextId: plan.contextId, filter: plan.filter },
    messaging,
  );
  const nextRunAt = await findNextRun(db, messaging.audiences, { ...plan, audience }, now);
  if (!nextRunAt) throw nothingLeftToRun(plan.timing, plan.timeZone);
  return { audience, nextRunAt };
}

export async function createSchedule(
  db: Db,
  actor: Actor,
  input: CreateScheduleInput,
  messaging: Messaging,
  now = new Date(),
): Promise<Schedule> {
  return db.transaction(async (tx) => {
    const { audience, nextRunAt } = await planRuns(tx, messaging, actor, input, now);
    const [row] = await tx
      .insert(messageSchedules)
      .values({
        name: input.name,
        templateId: input.templateId,
        audience,
        contextId: input.contextId,
        recipientFilter: input.filter,
        timing: normalizeTiming(input.timing),
        timeZone: input.timeZone,
        nextRunAt,
        createdBy: actor.userId,
      })
      .returning({ id: messageSchedules.id });
    const created = (await getSchedule(tx, row!.id, ALL_RECORDS))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: created.id,
      after: created,
    });
    return created;
  });
}

const isSettled = (schedule: Schedule) =>
  schedule.status === 'cancelled' || schedule.status === 'completed';

const PLAN_FIELDS = ['templateId', 'contextId', 'filter', 'timing', 'timeZone'] as const;

/** JSON with keys in order: jsonb columns answer with their keys reordered. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

export async function updateSchedule(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateScheduleInput,
  messaging: Messaging,
  now = new Date(),
): Promise<Schedule> {
  const { version, ...fields } = input;
  return db.transaction(async (tx) => {
    const before = await mustGetSchedule(tx, actor, 'UPDATE_SCHEDULES', id);
    assertVersion(before, version);
    if (isSettled(before)) throw conflict(`A ${before.status} schedule cannot be changed`);
    const plan: Plan = {
      ...before,
      ...fields,
      timing: normalizeTiming(fields.timing ?? before.timing),
    };
    const replan = PLAN_FIELDS.some(
      (key) => fields[key] !== undefined && canonical(plan[key]) !== canonical(before[key]),
    );
    const planned = replan ? await planRuns(tx, messaging, actor, plan, now) : undefined;
    return updateVersioned(tx, actor, {
      table: messageSchedules,
      id,
      version,
      set: {
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(planned
          ? {
              templateId: plan.templateId,
              audience: planned.audience,
              contextId: plan.contextId,
              recipientFilter: plan.filter,
              timing: plan.timing,
              timeZone: plan.timeZone,
              nextRunAt: planned.nextRunAt,
            }
          : {}),
      },
      at: now,
      resource: RESOURCE,
      before,
      reread: () => getSchedule(tx, id, ALL_RECORDS),
    });
  });
}

const ACTION_VERBS: Readonly<Record<ScheduleAction, string>> = {
  pause: 'paused',
  resume: 'resumed',
  cancel: 'cancelled',
};

/**
 * Pause keeps the planned run for the page to show; resume plans afresh from now, so
 * runs missed while paused are skipped, not sent late; cancel ends it for good.
 */
export async function applyScheduleAction(
  db: Db,
  actor: Actor,
  id: string,
  action: ScheduleAction,
  version: number,
  messaging: Messaging,
  now = new Date(),
): Promise<Schedule> {
  return db.transaction(async (tx) => {
    const before = await mustGetSchedule(tx, actor, 'UPDATE_SCHEDULES', id);
    assertVersion(before, version);
    if (!canApplyScheduleAction(action, before.status)) {
      throw conflict(`A ${before.status} schedule cannot be ${ACTION_VERBS[action]}`);
    }
    // A person's pause, resume or cancel replaces whatever the scheduler said.
    let change: { status: Schedule['status']; nextRunAt?: Date | null; pausedReason: null };
    if (action === 'pause') change = { status: 'paused', pausedReason: null };
    else if (action === 'cancel')
      change = { status: 'cancelled', nextRunAt: null, pausedReason: null };
    else {
      const nextRunAt = await findNextRun(tx, messaging.audiences, before, now);
      if (!nextRunAt) throw nothingLeftToRun(before.timing, before.timeZone);
      change = { status: 'active', nextRunAt, pausedReason: null };
    }
    return updateVersioned(tx, actor, {
      table: messageSchedules,
      id,
      version,
      set: change,
      at: now,
      resource: RESOURCE,
      before,
      reread: () => getSchedule(tx, id, ALL_RECORDS),
    });
  });
}

export async function deleteSchedule(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await mustGetSchedule(tx, actor, 'DELETE_SCHEDULES', id);
    // Its batches stay, as sends that happened (schedule_id is set null).
    await tx.delete(messageSchedules).where(eq(messageSchedules.id, id));
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}

/** Who a run would reach now, and what it would cost: the estimate of a send now. */
export async function getScheduleReach(db: Db, actor: Actor, id: string, messaging: Messaging) {
  const schedule = await mustGetSchedule(db, actor, 'READ_SCHEDULES', id);
  return estimateBatch(
    db,
    actor,
    { templateId: schedule.templateId, contextId: schedule.contextId, filter: schedule.filter },
    messaging,
  );
}
