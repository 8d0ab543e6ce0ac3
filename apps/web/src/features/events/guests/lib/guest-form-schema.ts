/**
 * The guest form: the shared guest schema's field rules, plus the phone check the server
 * makes (decision 0005: a guest's number must be mobile), read in the event's country
 * with the installation's extra prefixes, so the message shows before saving.
 */
import { z } from 'zod';
import {
  createGuestInputSchema,
  FORM_MESSAGES,
  recipientPhoneFieldSchema,
  type CardType,
  type ExtraMobilePrefixes,
  type Guest,
  type RsvpStatus,
} from '@karamu/shared';
import { GUEST_FORM_LABELS as LABELS } from './guest-labels';

/** What the inputs hold. */
export type GuestFormValues = {
  name: string;
  /** '' or an international number (the phone input's value). */
  phone: string;
  email: string;
  cardType: CardType;
  admissions: string;
  tableName: string;
  notes: string;
  rsvpStatus: RsvpStatus;
  rsvpCount: string;
  /** '' for none: the card type's price applies. */
  bundleId: string;
};

export type GuestFormOutput = {
  name: string;
  /** E.164, or null for no number. */
  phone: string | null;
  email: string | null;
  cardType: CardType;
  admissions: number;
  tableName: string | null;
  notes: string | null;
  rsvpStatus: RsvpStatus;
  rsvpCount: number | null;
  bundleId: string | null;
};

const shape = createGuestInputSchema.shape;
/** A number field that is empty or not a number is missing, as in every form. */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isNaN(number) ? null : number;
};

export type GuestFormSchemaOptions = {
  /** The event's country: numbers typed without '+' are read in it. */
  defaultCountry: string;
  extraMobilePrefixes?: ExtraMobilePrefixes;
};

export function buildGuestFormSchema({
  defaultCountry,
  extraMobilePrefixes,
}: GuestFormSchemaOptions) {
  return z
    .object({
      name: shape.name,
      phone: recipientPhoneFieldSchema({ defaultCountry, extraMobilePrefixes }),
      email: shape.email,
      cardType: shape.cardType.unwrap(),
      admissions: z.preprocess(
        toNumber,
        z.number({ error: FORM_MESSAGES.required }).pipe(shape.admissions.unwrap()),
      ),
      tableName: shape.tableName,
      notes: shape.notes,
      rsvpStatus: shape.rsvpStatus.unwrap(),
      rsvpCount: z.preprocess(toNumber, shape.rsvpCount),
      bundleId: z.string(),
    })
    .superRefine((values, ctx) => {
      // The forms' lessThan: nobody brings more people than the card admits.
      if (values.rsvpCount != null && values.rsvpCount > values.admissions) {
        ctx.addIssue({
          code: 'custom',
          path: ['rsvpCount'],
          message: FORM_MESSAGES.lessThan(LABELS.rsvpCount, LABELS.admissions),
        });
      }
    })
    .transform((values): GuestFormOutput => ({
      ...values,
      email: values.email ?? null,
      tableName: values.tableName ?? null,
      notes: values.notes ?? null,
      rsvpCount: values.rsvpCount ?? null,
      bundleId: values.bundleId || null,
    }));
}

export const NEW_GUEST_VALUES: GuestFormValues = {
  name: '',
  phone: '',
  email: '',
  cardType: 'single',
  admissions: '1',
  tableName: '',
  notes: '',
  rsvpStatus: 'pending',
  rsvpCount: '',
  bundleId: '',
};

export function toGuestFormValues(guest: Guest): GuestFormValues {
  return {
    name: guest.name,
    phone: guest.phone ?? '',
    email: guest.email ?? '',
    cardType: guest.cardType,
    admissions: String(guest.admissions),
    tableName: guest.tableName ?? '',
    notes: guest.notes ?? '',
    rsvpStatus: guest.rsvpStatus,
    rsvpCount: guest.rsvpCount === null ? '' : String(guest.rsvpCount),
    bundleId: guest.bundleId ?? '',
  };
}

/** Only the fields that changed, so a save touches (and audits) only what was edited. */
export function diffGuest(guest: Guest, output: GuestFormOutput): Partial<GuestFormOutput> {
  const changes: Partial<GuestFormOutput> = {};
  for (const key of Object.keys(output) as (keyof GuestFormOutput)[]) {
    if (guest[key] !== output[key]) Object.assign(changes, { [key]: output[key] });
  }
  return changes;
}
