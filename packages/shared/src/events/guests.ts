/**
 * Guests of an event. The phone number is checked on the server against the event's
 * default country and the installation's extra mobile prefixes (decision 0005: SMS
 * recipients must be mobile), so the schema here only bounds it.
 */
import { z } from 'zod';
import { versionSchema } from '../list-query';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';

export const CARD_TYPES = ['single', 'double', 'family'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const RSVP_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const INVITATION_STATUSES = ['not_sent', 'sent', 'failed'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** Where a guest stands against what their card or bundle costs (decision 0047). */
export const PAYMENT_STANDINGS = ['paid', 'part_paid', 'unpaid'] as const;
export type PaymentStanding = (typeof PAYMENT_STANDINGS)[number];

/** How many people one card admits, at most. */
export const MAX_ADMISSIONS = 50;

const guestFields = {
  name: requiredName('Name', 200),
  phone: z.string().trim().max(250, 'Invalid phone number').nullish(),
  email: z
    .email('Invalid e-mail address')
    .max(254, 'Invalid e-mail address')
    .nullish()
    .or(z.literal('').transform(() => null)),
  cardType: z.enum(CARD_TYPES, { error: 'Card type must be single, double or family' }),
  admissions: z
    .number({ error: 'Admissions must be a number' })
    .int('Admissions must be a whole number')
    .min(1, 'Admissions must be at least 1')
    .max(MAX_ADMISSIONS, `Admissions must be at most ${MAX_ADMISSIONS}`),
  tableName: optionalText('Table', 100),
  notes: optionalText('Notes', 2000),
  rsvpStatus: z.enum(RSVP_STATUSES, { error: 'RSVP must be pending, accepted or declined' }),
  rsvpCount: z
    .number()
    .int('RSVP count must be a whole number')
    .min(0, 'RSVP count cannot be negative')
    .max(MAX_ADMISSIONS, `RSVP count must be at most ${MAX_ADMISSIONS}`)
    .nullish(),
  /** The event's bundle the guest came on: its price replaces the card type's (0047). */
  bundleId: z.uuid("Bundle must be one of the event's bundles").nullish(),
};

export const createGuestInputSchema = z.strictObject({
  ...guestFields,
  cardType: guestFields.cardType.default('single'),
  admissions: guestFields.admissions.default(1),
  rsvpStatus: guestFields.rsvpStatus.default('pending'),
});
export type CreateGuestInput = z.input<typeof createGuestInputSchema>;

export const updateGuestInputSchema = z.strictObject({
  name: guestFields.name.optional(),
  phone: guestFields.phone,
  email: guestFields.email,
  cardType: guestFields.cardType.optional(),
  admissions: guestFields.admissions.optional(),
  tableName: guestFields.tableName,
  notes: guestFields.notes,
  rsvpStatus: guestFields.rsvpStatus.optional(),
  rsvpCount: guestFields.rsvpCount,
  bundleId: guestFields.bundleId,
  version: versionSchema,
});
export type UpdateGuestInput = z.input<typeof updateGuestInputSchema>;

export const guestSchema = recordMetaSchema.extend({
  eventId: z.string(),
  eventName: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  cardType: z.enum(CARD_TYPES),
  admissions: z.number(),
  tableName: z.string().nullable(),
  notes: z.string().nullable(),
  rsvpStatus: z.enum(RSVP_STATUSES),
  rsvpCount: z.number().nullable(),
  invitationStatus: z.enum(INVITATION_STATUSES),
  checkedInCount: z.number(),
  bundleId: z.string().nullable(),
  bundleName: z.string().nullable(),
  /**
   * What the guest's bundle, else card type, costs today in the event's currency; null while
   * it has no price. `paidMinor` is what was recorded as paid, whatever the price was then.
   */
  amountDueMinor: z.number().nullable(),
  paidMinor: z.number(),
  /** Null while the guest owes nothing known (no price). */
  paymentStanding: z.enum(PAYMENT_STANDINGS).nullable(),
  currency: z.string().nullable(),
});
export type Guest = z.infer<typeof guestSchema>;
