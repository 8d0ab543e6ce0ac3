/**
 * A schedule's next run on the server: the shared `nextRunAt`, given the context's date
 * (the event's start) from the audience that owns the context.
 */
import { describeTiming, nextRunAt, type ScheduleTiming } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import type { Audiences, ContextDate } from '../messaging';

export type TimedSchedule = {
  audience: string;
  contextId: string;
  timing: ScheduleTiming;
  timeZone: string;
};

/** The first run strictly after `after`, or null when nothing is left to run. */
export async function findNextRun(
  db: Db,
  audiences: Audiences,
  schedule: TimedSchedule,
  after: Date,
) {
  // Only relative timings depend on the context; the others need no query.
  const context =
    schedule.timing.kind === 'relative'
      ? await audiences.get(schedule.audience).contextDate(db, schedule.contextId)
      : undefined;
  return nextRunAt(schedule.timing, {
    contextDate: context?.date,
    timeZone: schedule.timeZone,
    after,
  });
}

export type ScheduleContext = { audience: string; contextId: string };

export const contextKey = (schedule: ScheduleContext) =>
  `${schedule.audience}/${schedule.contextId}`;

/**
 * The dates of many schedules' contexts, keyed by audience and id (`contextKey`): one
 * query per audience whose provider batches, else one per context. Contexts that are
 * gone, or of an audience this server lacks, are missing.
 */
export async function findContextDates(
  db: Db,
  audiences: Audiences,
  schedules: readonly ScheduleContext[],
): Promise<Map<string, ContextDate>> {
  const found = new Map<string, ContextDate>();
  for (const audience of new Set(schedules.map((s) => s.audience))) {
    const provider = audiences.find(audience);
    if (!provider) continue;
    const ids = [
      ...new Set(schedules.filter((s) => s.audience === audience).map((s) => s.contextId)),
    ];
    if (provider.contextDates) {
      const dates = await provider.contextDates(db, ids);
      for (const [id, date] of dates) found.set(contextKey({ audience, contextId: id }), date);
      continue;
    }
    for (const id of ids) {
      const date = await provider.contextDate(db, id);
      if (date) found.set(contextKey({ audience, contextId: id }), date);
    }
  }
  return found;
}

/** A 400 for a timing with no run left, on the field that would have to change. */
export function nothingLeftToRun(timing: ScheduleTiming, timeZone: string) {
  const field =
    timing.kind === 'at' ? 'timing.at' : timing.kind === 'weekly' ? 'timing.until' : 'timing';
  const reason =
    timing.kind === 'weekly'
      ? `No run of "${describeTiming(timing, { timeZone })}" is left`
      : `"${describeTiming(timing, { timeZone })}" has already passed`;
  return badRequest(`${reason}: choose a time still ahead`, { [field]: [reason] });
}
