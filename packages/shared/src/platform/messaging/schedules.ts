/**
 * Message schedules: a template sent to an audience's recipients at a fixed time, at an
 * offset from the context's date (the event's start), or every week. Wall-clock times are
 * read in the schedule's zone, so "every Monday at 09:00" stays 09:00 across daylight
 * saving. `nextRunAt` is pure: the server stores its answer and the scheduler fires what
 * is due.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { z } from 'zod';
import { versionSchema } from '../../list-query';
import { calendarDateSchema, instantSchema } from '../../date-bounds';
import { recordMetaSchema, requiredName, timeZoneSchema } from '../../schema-parts';
import { SELECTED_FILTER } from './audiences';

export const SCHEDULE_STATUSES = ['active', 'paused', 'cancelled', 'completed'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const RELATIVE_UNITS = ['days', 'hours'] as const;
export const RELATIVE_DIRECTIONS = ['before', 'after'] as const;
/** The furthest a relative timing reaches from the context's date. */
export const MAX_RELATIVE = { days: 365, hours: 24 * 365 } as const;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const clockTimeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(CLOCK_TIME, `${label} must be a time of day as HH:mm (24-hour)`);

const atTimingSchema = z.strictObject({
  kind: z.literal('at'),
  at: instantSchema('Send time'),
});

const relativeTimingSchema = z
  .strictObject({
    kind: z.literal('relative'),
    amount: z
      .number({ error: 'Amount is required' })
      .int('Amount must be a whole number')
      .min(0, 'Amount cannot be negative'),
    unit: z.enum(RELATIVE_UNITS, { error: 'Unit must be days or hours' }),
    direction: z.enum(RELATIVE_DIRECTIONS, { error: 'Direction must be before or after' }),
    time: clockTimeSchema('Time').optional(),
  })
  .superRefine((timing, ctx) => {
    const max = MAX_RELATIVE[timing.unit];
    if (timing.amount > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `Amount must be at most ${max} ${timing.unit}`,
      });
    }
    // "3 hours before, at 10:00" has no single meaning.
    if (timing.unit === 'hours' && timing.time !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['time'],
        message: 'A time of day goes with days, not hours',
      });
    }
  });

const weeklyTimingSchema = z.strictObject({
  kind: z.literal('weekly'),
  weekday: z
    .number({ error: 'Weekday is required' })
    .int('Weekday must be 0 (Sunday) to 6 (Saturday)')
    .min(0, 'Weekday must be 0 (Sunday) to 6 (Saturday)')
    .max(6, 'Weekday must be 0 (Sunday) to 6 (Saturday)'),
  time: clockTimeSchema('Time'),
  /** The last calendar day (in the schedule's zone) a run may fall on. */
  until: calendarDateSchema('Until').optional(),
  /**
   * The schedule ends by itself at the first run whose filter picks nobody, instead of
   * running on with nobody to send to: "every Monday until the balance is 0" is a weekly
   * run to the members whose balance is above 0. Recipients the filter picks but a run
   * cannot reach (no phone, opted out) are still left. With `until`, whichever comes first.
   */
  untilNobodyLeft: z.boolean({ error: 'Until nobody is left must be true or false' }).optional(),
});

export const scheduleTimingSchema = z.discriminatedUnion(
  'kind',
  [atTimingSchema, relativeTimingSchema, weeklyTimingSchema],
  { error: "Timing kind must be 'at', 'relative' or 'weekly'" },
);
export type ScheduleTiming = z.infer<typeof scheduleTimingSchema>;
export type ScheduleTimingKind = ScheduleTiming['kind'];

/** Which of the context's people a run reaches: a filter of the audience (AUDIENCES). */
export const scheduleFilterSchema = z
  .strictObject({
    name: z
      .string({ error: 'Recipients are required' })
      .trim()
      .min(1, 'Recipients are required')
      .max(50, 'Unknown recipient filter'),
    ids: z
      .array(z.uuid('Recipient ids must be UUIDs'), { error: 'Recipient ids must be a list' })
      .max(10_000, 'At most 10000 hand-picked recipients')
      .optional(),
  })
  .superRefine((filter, ctx) => {
    if (filter.name === SELECTED_FILTER && !filter.ids?.length) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Pick at least one recipient' });
    }
    if (filter.name !== SELECTED_FILTER && filter.ids !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ids'],
        message: 'Recipient ids go only with hand-picked recipients',
      });
    }
  });
export type ScheduleFilter = z.infer<typeof scheduleFilterSchema>;

/** An empty choice is a missing one (a form's select); anything else is malformed. */
const requiredId =
  (missing: string, malformed: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === '' ? missing : malformed;

const scheduleFields = {
  name: requiredName('Name', 200),
  templateId: z.uuid({ error: requiredId('Choose a template', 'Template must be a UUID') }),
  // The context is the event or the occasion, as the template's audience says.
  contextId: z.uuid({
    error: requiredId('Choose the event or occasion', 'Context must be a UUID'),
  }),
  filter: scheduleFilterSchema,
  timing: scheduleTimingSchema,
  timeZone: timeZoneSchema,
};

export const createScheduleInputSchema = z.strictObject(scheduleFields);
export type CreateScheduleInput = z.infer<typeof createScheduleInputSchema>;

/** Status changes go through pause, resume and cancel, not through an update. */
export const updateScheduleInputSchema = z
  .strictObject(scheduleFields)
  .partial()
  .extend({ version: versionSchema });
export type UpdateScheduleInput = z.infer<typeof updateScheduleInputSchema>;

/** The body of pause, resume and cancel: the version the change is based on. */
export const scheduleVersionInputSchema = z.strictObject({ version: versionSchema });
export type ScheduleVersionInput = z.infer<typeof scheduleVersionInputSchema>;

export const scheduleSchema = recordMetaSchema.extend({
  name: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  audience: z.string(),
  contextId: z.string(),
  filter: z.object({ name: z.string(), ids: z.array(z.string()).optional() }),
  timing: scheduleTimingSchema,
  timeZone: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  /** Null when nothing is left to run, or while paused with its time gone. */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  /** Why the scheduler paused it; null when a person paused it or it runs. */
  pausedReason: z.string().nullable(),
  /** The batch the latest run queued. */
  lastBatchId: z.string().nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** Statuses from which each change is allowed, so the web app offers only what the server accepts. */
export const SCHEDULE_ACTIONS = {
  pause: ['active'],
  resume: ['paused'],
  cancel: ['active', 'paused'],
} as const satisfies Record<string, readonly ScheduleStatus[]>;
export type ScheduleAction = keyof typeof SCHEDULE_ACTIONS;

export const canApplyScheduleAction = (action: ScheduleAction, status: ScheduleStatus) =>
  (SCHEDULE_ACTIONS[action] as readonly ScheduleStatus[]).includes(status);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR_MS = 3_600_000;

type CalendarDay = { year: number; month: number; day: number };

function calendarDayOf(text: string): CalendarDay {
  const [, year, month, day] = DAY.exec(text)!;
  return { year: Number(year), month: Number(month), day: Number(day) };
}

/** The calendar day `days` after `day` (negative: before), by the calendar alone. */
function shiftDay(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const weekdayOf = (day: CalendarDay) =>
  new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day);

function zonedDayOf(instant: Date, timeZone: string): CalendarDay {
  const zoned = TZDate.tz(timeZone, instant.getTime());
  return { year: zoned.getFullYear(), month: zoned.getMonth() + 1, day: zoned.getDate() };
}

/**
 * When clocks in `timeZone` show `time` on `day`. A time skipped by a daylight-saving jump
 * (01:30 when clocks go from 01:00 to 02:00) is read as the clock shows after the jump
 * (02:30); one that happens twice is the later occurrence.
 */
function zonedInstant(day: CalendarDay, time: string, timeZone: string): Date {
  const [, hours, minutes] = CLOCK_TIME.exec(time)!;
  const zoned = new TZDate(
    day.year,
    day.month - 1,
    day.day,
    Number(hours),
    Number(minutes),
    timeZone,
  );
  return new Date(zoned.getTime());
}

export type NextRunContext = {
  /** The context's date (the event's start); needed by relative timings only. */
  contextDate?: Date | null | undefined;
  /** The zone wall-clock times are read in. */
  timeZone: string;
  /** The answer is strictly later than this. */
  after: Date;
};

/** The one instant a relative timing names, or null without a context date. */
export function relativeRunAt(
  timing: Extract<ScheduleTiming, { kind: 'relative' }>,
  contextDate: Date | null | undefined,
  timeZone: string,
): Date | null {
  if (!contextDate) return null;
  const sign = timing.direction === 'before' ? -1 : 1;
  if (timing.unit === 'hours')
    return new Date(contextDate.getTime() + sign * timing.amount * HOUR_MS);
  if (timing.time === undefined) {
    // Whole days keep the wall-clock time: the day before a 10:00 start is 10:00, even
    // when clocks changed overnight.
    return new Date(
      addDays(TZDate.tz(timeZone, contextDate.getTime()), sign * timing.amount).getTime(),
    );
  }
  const day = shiftDay(zonedDayOf(contextDate, timeZone), sign * timing.amount);
  return zonedInstant(day, timing.time, timeZone);
}

function nextWeekly(
  timing: Extract<ScheduleTiming, { kind: 'weekly' }>,
  timeZone: string,
  after: Date,
): Date | null {
  const start = zonedDayOf(after, timeZone);
  const last = timing.until === undefined ? undefined : dayNumber(calendarDayOf(timing.until));
  // The weekday comes round at most 7 days on; a run that day already gone, 7 days later.
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = shiftDay(start, offset);
    if (weekdayOf(day) !== timing.weekday) continue;
    const candidate = zonedInstant(day, timing.time, timeZone);
    if (candidate.getTime() <= after.getTime()) continue;
    return last !== undefined && dayNumber(day) > last ? null : candidate;
  }
  return null;
}

/**
 * The first run strictly after `after`, or null when nothing is left: a fixed or relative
 * time already passed (or a relative timing without a context date), a weekly one past
 * its `until` day.
 */
export function nextRunAt(timing: ScheduleTiming, context: NextRunContext): Date | null {
  const { timeZone, after } = context;
  let next: Date | null;
  switch (timing.kind) {
    case 'at':
      next = new Date(timing.at);
      break;
    case 'relative':
      next = relativeRunAt(timing, context.contextDate, timeZone);
      break;
    case 'weekly':
      return nextWeekly(timing, timeZone, after);
  }
  return next !== null && next.getTime() > after.getTime() ? next : null;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

export type DescribeTimingOptions = {
  /** Where a fixed time is shown; UTC without one. */
  timeZone?: string;
  /** What a relative timing is relative to: 'event' (AUDIENCES[...].contextLabel, lower-cased). */
  context?: string;
};

/**
 * The timing in words: 'On 21 Nov 2026 at 10:00', '1 day before the event at 10:00',
 * 'Every Monday at 09:00 until 1 Dec 2026', 'Every Monday at 09:00 until nobody is left'.
 */
export function describeTiming(timing: ScheduleTiming, options: DescribeTimingOptions = {}) {
  const context = `the ${options.context ?? 'event'}`;
  switch (timing.kind) {
    case 'at': {
      const zoned = TZDate.tz(options.timeZone ?? 'UTC', Date.parse(timing.at));
      return `On ${format(zoned, 'd MMM yyyy')} at ${format(zoned, 'HH:mm')}`;
    }
    case 'relative': {
      const at = timing.time === undefined ? '' : ` at ${timing.time}`;
      if (timing.amount === 0) {
        return timing.unit === 'days' && timing.time !== undefined
          ? `On the day of ${context}${at}`
          : `When ${context} starts`;
      }
      const unit = timing.unit === 'days' ? 'day' : 'hour';
      return `${plural(timing.amount, unit)} ${timing.direction} ${context}${at}`;
    }
    case 'weekly': {
      const day =
        timing.until === undefined
          ? undefined
          : format(new Date(`${timing.until}T00:00:00`), 'd MMM yyyy');
      const every = `Every ${WEEKDAY_NAMES[timing.weekday]} at ${timing.time}`;
      if (timing.untilNobodyLeft) {
        return `${every} until nobody is left${day === undefined ? '' : ` (at the latest ${day})`}`;
      }
      return day === undefined ? every : `${every} until ${day}`;
    }
  }
}
