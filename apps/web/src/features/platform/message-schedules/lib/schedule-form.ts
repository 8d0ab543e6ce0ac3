/**
 * The schedule form's values and the API input they stand for. The form keeps every
 * timing kind's fields (switching kind loses nothing typed); `toScheduleInput` builds the
 * input of the chosen kind, which the shared schema then checks, as the server does.
 */
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import {
  createScheduleInputSchema,
  type CreateScheduleInput,
  type Schedule,
  type ScheduleTimingKind,
} from '@karamu/shared';
import { instantToZonedTime, zonedTimeToInstant } from '@/lib/zoned-time';

export type ScheduleFormValues = {
  name: string;
  templateId: string;
  contextId: string;
  filterName: string;
  /** Kept from a schedule that hand-picked its recipients; the form does not pick them. */
  filterIds: string[] | undefined;
  kind: ScheduleTimingKind;
  amount: string;
  unit: 'days' | 'hours';
  direction: 'before' | 'after';
  /** Empty: exactly the offset from the event's start. */
  relativeTime: string;
  atDay: string;
  atTime: string;
  weekday: string;
  weeklyTime: string;
  /** Empty: no last day. */
  until: string;
  /** Weekly: end at the first run whose filter picks nobody. */
  untilNobodyLeft: boolean;
  timeZone: string;
};

export type ScheduleFormField = keyof ScheduleFormValues;

/** The form as its sections get it: values typed, the checked input out. */
export type ScheduleFormApi = UseFormReturn<ScheduleFormValues, unknown, CreateScheduleInput>;

export const newScheduleValues = (timeZone: string): ScheduleFormValues => ({
  name: '',
  templateId: '',
  contextId: '',
  filterName: 'all',
  filterIds: undefined,
  kind: 'relative',
  amount: '1',
  unit: 'days',
  direction: 'before',
  relativeTime: '10:00',
  atDay: '',
  atTime: '10:00',
  weekday: '1',
  weeklyTime: '09:00',
  until: '',
  untilNobodyLeft: false,
  timeZone,
});

/** A saved schedule as form values (the other kinds' fields keep their defaults). */
export function scheduleValues(schedule: Schedule): ScheduleFormValues {
  const values: ScheduleFormValues = {
    ...newScheduleValues(schedule.timeZone),
    name: schedule.name,
    templateId: schedule.templateId,
    contextId: schedule.contextId,
    filterName: schedule.filter.name,
    filterIds: schedule.filter.ids,
    kind: schedule.timing.kind,
  };
  const { timing } = schedule;
  switch (timing.kind) {
    case 'relative':
      return {
        ...values,
        amount: String(timing.amount),
        unit: timing.unit,
        direction: timing.direction,
        relativeTime: timing.time ?? '',
      };
    case 'at': {
      const zoned = instantToZonedTime(timing.at, schedule.timeZone);
      return { ...values, atDay: zoned?.day ?? '', atTime: zoned?.time ?? '' };
    }
    case 'weekly':
      return {
        ...values,
        weekday: String(timing.weekday),
        weeklyTime: timing.time,
        until: timing.until ?? '',
        untilNobodyLeft: timing.untilNobodyLeft === true,
      };
  }
}

/** Text the user left empty stays absent, so the schema names what is missing. */
const numberOrText = (text: string) => (text.trim() === '' ? text : Number(text));

function timingOf(values: ScheduleFormValues): unknown {
  switch (values.kind) {
    case 'relative':
      return {
        kind: 'relative',
        amount: numberOrText(values.amount),
        unit: values.unit,
        direction: values.direction,
        ...(values.relativeTime && values.unit === 'days' ? { time: values.relativeTime } : {}),
      };
    case 'at':
      return {
        kind: 'at',
        at: zonedTimeToInstant(values.atDay, values.atTime, values.timeZone) ?? '',
      };
    case 'weekly':
      return {
        kind: 'weekly',
        weekday: Number(values.weekday),
        time: values.weeklyTime,
        ...(values.until ? { until: values.until } : {}),
        ...(values.untilNobodyLeft ? { untilNobodyLeft: true } : {}),
      };
  }
}

/** The API input the values stand for, unchecked: the shared schema checks it. */
export function toScheduleInput(values: ScheduleFormValues): unknown {
  return {
    name: values.name,
    templateId: values.templateId,
    contextId: values.contextId,
    filter: {
      name: values.filterName,
      ...(values.filterIds ? { ids: values.filterIds } : {}),
    },
    timing: timingOf(values),
    timeZone: values.timeZone,
  };
}

/**
 * The form field that shows an input path's message (the schema's and the server's
 * `fieldErrors` use the same paths).
 */
export function formFieldOf(path: string, kind: ScheduleTimingKind): ScheduleFormField | undefined {
  const fields: Record<string, ScheduleFormField> = {
    name: 'name',
    templateId: 'templateId',
    contextId: 'contextId',
    filter: 'filterName',
    'filter.name': 'filterName',
    'filter.ids': 'filterName',
    timeZone: 'timeZone',
    timing: kind === 'at' ? 'atDay' : kind === 'weekly' ? 'weeklyTime' : 'amount',
    'timing.kind': 'kind',
    'timing.amount': 'amount',
    'timing.unit': 'unit',
    'timing.direction': 'direction',
    'timing.time': kind === 'weekly' ? 'weeklyTime' : 'relativeTime',
    'timing.at': 'atDay',
    'timing.weekday': 'weekday',
    'timing.until': 'until',
    'timing.untilNobodyLeft': 'untilNobodyLeft',
  };
  return Object.hasOwn(fields, path) ? fields[path] : undefined;
}

/** Checks the values with the shared create schema; answers the API input. */
export const scheduleFormResolver: Resolver<ScheduleFormValues, unknown, CreateScheduleInput> = (
  values,
) => {
  const result = createScheduleInputSchema.safeParse(toScheduleInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ScheduleFormValues> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.join('.'), values.kind);
    if (field && !errors[field]) errors[field] = { type: 'schema', message: issue.message };
  }
  return { values: {}, errors };
};
