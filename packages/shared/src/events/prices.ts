/**
 * An event's card prices and bundles (decision 0047). Amounts are integer minor units of
 * the event's currency; every write names the currency it means, and the server refuses
 * one that is not the event's with a 400 naming `currency`, so "1500" typed for UGX never
 * lands as KES 15.00.
 */
import { z } from 'zod';
import { amountMinorSchema, currencySchema } from '../format/money';
import { versionSchema } from '../list-query';
import { CARD_TYPES, MAX_ADMISSIONS } from './guests';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';

const amountMinor = amountMinorSchema('Amount');

export const createPriceInputSchema = z.strictObject({
  cardType: z.enum(CARD_TYPES, { error: 'Card type must be single, double or family' }),
  amountMinor,
  currency: currencySchema,
});
export type CreatePriceInput = z.input<typeof createPriceInputSchema>;

export const updatePriceInputSchema = z.strictObject({
  amountMinor,
  currency: currencySchema,
  version: versionSchema,
});
export type UpdatePriceInput = z.input<typeof updatePriceInputSchema>;

export const priceSchema = recordMetaSchema.extend({
  eventId: z.string(),
  cardType: z.enum(CARD_TYPES),
  amountMinor: z.number(),
  currency: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

const bundleAdmissions = z
  .number({ error: 'Admissions must be a number' })
  .int('Admissions must be a whole number')
  .min(1, 'Admissions must be at least 1')
  .max(MAX_ADMISSIONS, `Admissions must be at most ${MAX_ADMISSIONS}`);

export const createBundleInputSchema = z.strictObject({
  name: requiredName('Name', 100),
  amountMinor,
  currency: currencySchema,
  admissions: bundleAdmissions,
  notes: optionalText('Notes', 500),
});
export type CreateBundleInput = z.input<typeof createBundleInputSchema>;

/** An amount changes only together with the currency it is in. */
export const updateBundleInputSchema = z
  .strictObject({
    name: requiredName('Name', 100).optional(),
    amountMinor: amountMinor.optional(),
    currency: currencySchema.optional(),
    admissions: bundleAdmissions.optional(),
    notes: optionalText('Notes', 500),
    version: versionSchema,
  })
  .refine((input) => input.amountMinor === undefined || input.currency !== undefined, {
    path: ['currency'],
    message: 'Currency is required with an amount',
  });
export type UpdateBundleInput = z.input<typeof updateBundleInputSchema>;

export const bundleSchema = recordMetaSchema.extend({
  eventId: z.string(),
  name: z.string(),
  amountMinor: z.number(),
  currency: z.string(),
  admissions: z.number(),
  notes: z.string().nullable(),
  /** How many guests are on it: a bundle with guests cannot be deleted. */
  guestCount: z.number(),
});
export type Bundle = z.infer<typeof bundleSchema>;
