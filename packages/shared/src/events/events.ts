/**
 * Events. An event's times are instants (UTC in the database) plus the venue's zone, in
 * which the app shows them. Statuses and the transitions allowed between them are here so
 * the web app offers only what the server accepts.
 */
import { z } from 'zod';
import { instantSchema } from '../date-bounds';
import { versionSchema } from '../list-query';
import { parsePhone } from '../phone/parse-phone';
import {
  countryCodeSchema,
  optionalText,
  recordMetaSchema,
  requiredName,
  timeZoneSchema,
} from '../schema-parts';

export const EVENT_STATUSES = ['draft', 'active', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** draft -> active -> completed; draft or active may be cancelled; a cancelled event may be reopened as a draft. */
export const EVENT_STATUS_TRANSITIONS: Readonly<Record<EventStatus, readonly EventStatus[]>> = {
  draft: ['active', 'cancelled'],
  active: ['completed', 'cancelled'],
  completed: [],
  cancelled: ['draft'],
};

export const canChangeEventStatus = (from: EventStatus, to: EventStatus) =>
  from === to || EVENT_STATUS_TRANSITIONS[from].includes(to);

const contactPhoneSchema = z
  .string()
  .trim()
  .max(250, 'Invalid phone number')
  .nullish()
  .transform((text, ctx) => {
    if (!text) return null;
    const parsed = parsePhone(text.startsWith('+') ? text : `+${text}`);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: 'Invalid phone number' });
      return z.NEVER;
    }
    return parsed.e164;
  });

const eventFields = {
  name: requiredName('Name', 200),
  categoryId: z.uuid('Category must be a UUID').nullish(),
  startsAt: instantSchema('Start'),
  endsAt: instantSchema('End').nullish(),
  timeZone: timeZoneSchema,
  venue: optionalText('Venue', 300),
  mapLink: z
    .url({ protocol: /^https?$/, error: 'Invalid Link provided' })
    .max(2000, 'Invalid Link provided')
    .nullish()
    .or(z.literal('').transform(() => null)),
  hosts: optionalText('Hosts', 300),
  contactPhone: contactPhoneSchema,
  expectedGuests: z
    .number()
    .int('Expected guests must be a whole number')
    .min(0, 'Expected guests cannot be negative')
    .max(100_000, 'Expected guests must be at most 100000')
    .nullish(),
  defaultCountry: countryCodeSchema,
  templateId: z.uuid('Template must be a UUID').nullish(),
};

const endsAfterStart = (value: {
  startsAt?: string | undefined;
  endsAt?: string | null | undefined;
}) => !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt);
const endsAfterStartIssue = { message: 'End must be after the start', path: ['endsAt'] };

export const createEventInputSchema = z
  .strictObject(eventFields)
  .refine(endsAfterStart, endsAfterStartIssue);
export type CreateEventInput = z.input<typeof createEventInputSchema>;

export const updateEventInputSchema = z
  .strictObject(eventFields)
  .partial()
  .extend({
    status: z.enum(EVENT_STATUSES, { error: 'Unknown status' }).optional(),
    version: versionSchema,
  })
  .refine(endsAfterStart, endsAfterStartIssue);
export type UpdateEventInput = z.input<typeof updateEventInputSchema>;

export const eventSchema = recordMetaSchema.extend({
  name: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  venue: z.string().nullable(),
  mapLink: z.string().nullable(),
  hosts: z.string().nullable(),
  contactPhone: z.string().nullable(),
  expectedGuests: z.number().nullable(),
  defaultCountry: z.string(),
  templateId: z.string().nullable(),
});
export type EventRecord = z.infer<typeof eventSchema>;

export const eventTeamInputSchema = z.strictObject({
  userIds: z.array(z.uuid('User id must be a UUID')).max(200, 'At most 200 team members'),
});
export type EventTeamInput = z.infer<typeof eventTeamInputSchema>;
export const eventTeamMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
});
export type EventTeamMember = z.infer<typeof eventTeamMemberSchema>;
