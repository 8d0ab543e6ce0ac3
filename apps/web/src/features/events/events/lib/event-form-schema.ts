/**
 * The event form: the shared create/update schemas' own field rules (name, link, phone,
 * country, zone...) plus what only the form has, a day and clock times at the venue,
 * which become the API's `startsAt` / `endsAt` instants in the chosen zone.
 */
import { z } from 'zod';
import { createEventInputSchema, FORM_MESSAGES, type EventRecord } from '@karamu/shared';
import {
  daysBetween,
  getZonedToday,
  instantToZonedTime,
  isTimeZone,
  zonedTimeToInstant,
} from '@/lib/zoned-time';

export const EVENT_FORM_LABELS = {
  name: 'Name',
  categoryId: 'Category',
  day: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  endsNextDay: 'Ends after midnight',
  timeZone: 'Time zone',
  venue: 'Venue',
  mapLink: 'Map link',
  hosts: 'Hosts',
  contactPhone: 'Contact phone',
  expectedGuests: 'Expected guests',
  defaultCountry: "Country of guests' phone numbers",
} as const;

/** What the inputs hold: text throughout, as the browser's controls give it. */
export type EventFormValues = {
  name: string;
  categoryId: string;
  /** 'yyyy-MM-dd' at the venue. */
  day: string;
  /** 'HH:mm' at the venue. */
  startTime: string;
  endTime: string;
  endsNextDay: boolean;
  timeZone: string;
  venue: string;
  mapLink: string;
  hosts: string;
  /** '' or an international number (the phone input's value). */
  contactPhone: string;
  expectedGuests: string;
  defaultCountry: string;
};

const shape = createEventInputSchema.shape;
const blankToNull = (value: unknown) =>
  value === '' || value === undefined || (typeof value === 'number' && Number.isNaN(value))
    ? null
    : value;
/** A number field that is empty, null or NaN is missing, as in every form. */
const toNumber = (value: unknown) =>
  blankToNull(typeof value === 'string' ? (value.trim() === '' ? '' : Number(value)) : value);

const fieldsSchema = z.object({
  name: shape.name,
  categoryId: z.preprocess(blankToNull, shape.categoryId),
  day: z.string().trim(),
  startTime: z.string().trim(),
  endTime: z.string().trim(),
  endsNextDay: z.boolean(),
  timeZone: shape.timeZone,
  venue: shape.venue,
  mapLink: shape.mapLink,
  hosts: shape.hosts,
  contactPhone: shape.contactPhone,
  expectedGuests: z.preprocess(toNumber, shape.expectedGuests),
  defaultCountry: shape.defaultCountry,
});

/** What the form hands to the API (create), or diffs against the event (update). */
export type EventFormOutput = {
  name: string;
  categoryId: string | null;
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  venue: string | null;
  mapLink: string | null;
  hosts: string | null;
  contactPhone: string | null;
  expectedGuests: number | null;
  defaultCountry: string;
};

export type EventFormSchemaOptions = {
  /** The clock for "in the future"; tests set it. */
  now?: () => Date;
  /** When editing: an unchanged start need not be in the future (a past event keeps its day). */
  original?: Pick<EventRecord, 'startsAt'>;
};

export function buildEventFormSchema(options: EventFormSchemaOptions = {}) {
  const now = options.now ?? (() => new Date());
  return fieldsSchema
    .superRefine(
      (values, ctx) => {
        const issue = (path: keyof EventFormValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (values.day === '') issue('day', FORM_MESSAGES.required);
        if (values.startTime === '') issue('startTime', FORM_MESSAGES.required);
        if (values.endsNextDay && values.endTime === '') issue('endTime', FORM_MESSAGES.required);
        if (values.day === '' || values.startTime === '') return;

        // An unknown zone has its own message; the times cannot be read without one.
        if (!isTimeZone(values.timeZone)) return;
        const startsAt = zonedTimeToInstant(values.day, values.startTime, values.timeZone);
        if (startsAt === null) {
          issue('day', FORM_MESSAGES.invalidDate);
          return;
        }
        // The forms' lessThan: the message names both labels. A start equal to the end
        // fails too, as the server wants the end after the start.
        if (values.endTime !== '' && !values.endsNextDay && values.startTime >= values.endTime) {
          issue(
            'startTime',
            FORM_MESSAGES.lessThan(EVENT_FORM_LABELS.startTime, EVENT_FORM_LABELS.endTime),
          );
        }
        const unchanged =
          options.original !== undefined &&
          Date.parse(options.original.startsAt) === Date.parse(startsAt);
        if (unchanged) return;
        const clock = now();
        if (values.day < getZonedToday(values.timeZone, clock)) {
          issue('day', FORM_MESSAGES.dateInFuture);
        } else if (Date.parse(startsAt) <= clock.getTime()) {
          issue('startTime', 'Start time must be in the future');
        }
      }, // Check the times whatever else is wrong, so every message shows at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((values): EventFormOutput => ({
      name: values.name,
      categoryId: values.categoryId ?? null,
      startsAt: zonedTimeToInstant(values.day, values.startTime, values.timeZone)!,
      endsAt:
        values.endTime === ''
          ? null
          : zonedTimeToInstant(
              values.day,
              values.endTime,
              values.timeZone,
              values.endsNextDay ? 1 : 0,
            ),
      timeZone: values.timeZone,
      venue: values.venue ?? null,
      mapLink: values.mapLink ?? null,
      hosts: values.hosts ?? null,
      contactPhone: values.contactPhone,
      expectedGuests: values.expectedGuests ?? null,
      defaultCountry: values.defaultCountry,
    }));
}

/** A new event's form: the installation's zone and country (issue 29). */
export function getNewEventValues(timeZone: string, country: string): EventFormValues {
  return {
    name: '',
    categoryId: '',
    day: '',
    startTime: '',
    endTime: '',
    endsNextDay: false,
    timeZone,
    venue: '',
    mapLink: '',
    hosts: '',
    contactPhone: '',
    expectedGuests: '',
    defaultCountry: country,
  };
}

/** An event as its form shows it: times as clocks at the venue read them. */
export function toEventFormValues(event: EventRecord): EventFormValues {
  const start = instantToZonedTime(event.startsAt, event.timeZone);
  const end = event.endsAt ? instantToZonedTime(event.endsAt, event.timeZone) : null;
  return {
    name: event.name,
    categoryId: event.categoryId ?? '',
    day: start?.day ?? '',
    startTime: start?.time ?? '',
    endTime: end?.time ?? '',
    endsNextDay: start !== null && end !== null && daysBetween(start.day, end.day) >= 1,
    timeZone: event.timeZone,
    venue: event.venue ?? '',
    mapLink: event.mapLink ?? '',
    hosts: event.hosts ?? '',
    contactPhone: event.contactPhone ?? '',
    expectedGuests: event.expectedGuests === null ? '' : String(event.expectedGuests),
    defaultCountry: event.defaultCountry,
  };
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/**
 * Only what changed, so a save touches (and audits) only the fields the organiser edited;
 * an end more than a day after the start, which the form cannot show, stays as it was
 * unless the times were changed.
 */
export function diffEvent(event: EventRecord, output: EventFormOutput): Partial<EventFormOutput> {
  const changes: Partial<EventFormOutput> = {};
  const timesChanged =
    !sameInstant(event.startsAt, output.startsAt) || event.timeZone !== output.timeZone;
  for (const key of Object.keys(output) as (keyof EventFormOutput)[]) {
    const before = event[key];
    const after = output[key];
    const same =
      key === 'startsAt' || key === 'endsAt'
        ? sameInstant(before as string | null, after as string | null)
        : before === after;
    if (!same) Object.assign(changes, { [key]: after });
  }
  if ('endsAt' in changes && !timesChanged && event.endsAt && output.endsAt) {
    const start = instantToZonedTime(event.startsAt, event.timeZone)!;
    const end = instantToZonedTime(event.endsAt, event.timeZone)!;
    const formEnd = instantToZonedTime(output.endsAt, event.timeZone)!;
    // A multi-day end whose clock time was left alone.
    if (daysBetween(start.day, end.day) > 1 && formEnd.time === end.time) delete changes.endsAt;
  }
  return changes;
}
