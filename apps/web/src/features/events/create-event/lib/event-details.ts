/**
 * Step 2, the event's details: the dynamic form's fields (field definitions, the forms'
 * messages), and the checks the dynamic form cannot make, which end in the very schema
 * the server validates `POST /api/events` with.
 */
import {
  createEventInputSchema,
  FORM_MESSAGES,
  type CreateEventInput,
  type FormFieldDefinition,
  type FormValues,
} from '@karamu/shared';
import { parseClock, zonedTimeToInstant } from '@/lib/zoned-time';

export const DETAILS_LABELS = {
  name: 'Event name',
  date: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  venue: 'Venue',
  mapLink: 'Map link',
  hosts: 'Host names',
  contactPhone: 'Contact phone',
  expectedGuests: 'Expected guests',
} as const;
export type DetailsField = keyof typeof DETAILS_LABELS;

/**
 * Times are text ('14:30'): the dynamic form's types have no time of day, and its
 * lessThan compares numbers and calendar days only, so `validateDetails` applies "start
 * less than end" to them, with the forms' lessThan message.
 */
export const DETAILS_FIELDS: readonly FormFieldDefinition[] = [
  { name: 'name', label: DETAILS_LABELS.name, type: 'text', required: true },
  { name: 'date', label: DETAILS_LABELS.date, type: 'date', required: true, afterToday: true },
  { name: 'startTime', label: DETAILS_LABELS.startTime, type: 'text', required: true },
  { name: 'endTime', label: DETAILS_LABELS.endTime, type: 'text' },
  { name: 'venue', label: DETAILS_LABELS.venue, type: 'text' },
  { name: 'mapLink', label: DETAILS_LABELS.mapLink, type: 'link' },
  { name: 'hosts', label: DETAILS_LABELS.hosts, type: 'text' },
  { name: 'contactPhone', label: DETAILS_LABELS.contactPhone, type: 'phone' },
  { name: 'expectedGuests', label: DETAILS_LABELS.expectedGuests, type: 'number' },
];

/** What the dynamic form hands over, as it is kept between steps. */
export type EventDetails = {
  name?: string;
  date?: string;
  startTime?: string;
  endTime?: string;
  venue?: string;
  mapLink?: string;
  hosts?: string;
  contactPhone?: string;
  expectedGuests?: number;
};

/** What step 2 asks besides the dynamic form: the category, the zone and the guests' country. */
export type EventSettings = {
  templateId: string | null;
  categoryId: string;
  timeZone: string;
  defaultCountry: string;
};

export type FieldErrors = Record<string, string[]>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The dynamic form's values as step 2 keeps them. */
export function toEventDetails(values: FormValues): EventDetails {
  const guests = values.expectedGuests;
  return {
    name: text(values.name),
    date: text(values.date),
    startTime: text(values.startTime),
    endTime: text(values.endTime),
    venue: text(values.venue),
    mapLink: text(values.mapLink),
    hosts: text(values.hosts),
    contactPhone: text(values.contactPhone),
    expectedGuests: typeof guests === 'number' && Number.isFinite(guests) ? guests : undefined,
  };
}

/** The API's field names, as step 2 shows them. */
const FIELD_OF: Record<string, string> = {
  startsAt: 'date',
  endsAt: 'endTime',
};

export const TIME_FORMAT_MESSAGE = 'Enter a time such as 14:30';

/**
 * The event to create, or the messages to show by field (the dynamic form's field names,
 * and `categoryId`, `timeZone`, `defaultCountry` for the controls beside it).
 */
export function validateDetails(
  details: EventDetails,
  settings: EventSettings,
  now: Date = new Date(),
): { ok: true; input: CreateEventInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    if (!errors[field].includes(message)) errors[field].push(message);
  };

  const start = details.startTime ? parseClock(details.startTime) : null;
  const end = details.endTime ? parseClock(details.endTime) : null;
  if (details.startTime && !start) add('startTime', TIME_FORMAT_MESSAGE);
  if (details.endTime && !end) add('endTime', TIME_FORMAT_MESSAGE);
  if (start && end) {
    if (start > end) {
      add('startTime', FORM_MESSAGES.lessThan(DETAILS_LABELS.startTime, DETAILS_LABELS.endTime));
    } else if (start === end) {
      // lessThan lets equal values pass; an event still has to end after it starts.
      add('endTime', 'End must be after the start');
    }
  }

  const startsAt =
    details.date && start ? zonedTimeToInstant(details.date, start, settings.timeZone) : null;
  const endsAt =
    details.date && end ? zonedTimeToInstant(details.date, end, settings.timeZone) : null;
  if (startsAt && Date.parse(startsAt) <= now.getTime() && !errors.startTime) {
    add('startTime', 'Start time must be in the future');
  }

  const candidate = {
    name: details.name ?? '',
    categoryId: settings.categoryId || null,
    startsAt: startsAt ?? '',
    endsAt,
    timeZone: settings.timeZone,
    venue: details.venue ?? null,
    mapLink: details.mapLink ?? null,
    hosts: details.hosts ?? null,
    contactPhone: details.contactPhone ?? null,
    expectedGuests: details.expectedGuests ?? null,
    defaultCountry: settings.defaultCountry,
    templateId: settings.templateId,
  };
  const parsed = createEventInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      // No start means a missing date or time, already said by the form or above.
      if (key === 'startsAt' && !startsAt) continue;
      // The order of the times is already said, in the forms' words.
      if (key === 'endsAt' && (errors.startTime || errors.endTime)) continue;
      add(FIELD_OF[key] ?? key, issue.message);
    }
  }
  if (!parsed.success && Object.keys(errors).length === 0) add('date', FORM_MESSAGES.invalidDate);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: candidate };
}

/** A server's `fieldErrors` for `POST /api/events`, under step 2's field names. */
export function toDetailsErrors(fieldErrors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = FIELD_OF[key] ?? key;
    result[field] = [...(result[field] ?? []), ...messages];
  }
  return result;
}

/** Field names that step 2 shows (the form's own and the controls beside it). */
export const DETAILS_ERROR_FIELDS: ReadonlySet<string> = new Set([
  ...Object.keys(DETAILS_LABELS),
  'categoryId',
  'timeZone',
  'defaultCountry',
]);
