/**
 * Occasions (decision 0014): what a committee collects pledges for, in one currency. Amounts
 * are integer minor units of the occasion's currency (a member or contribution has no currency
 * of its own). Members' phone numbers are checked on the server against the occasion's default
 * country, as guests' are against their event's.
 */
import { z } from 'zod';
import { amountMinorSchema, currencySchema } from '../format/money';
import { instantSchema } from '../date-bounds';
import { versionSchema } from '../list-query';
import {
  countryCodeSchema,
  optionalText,
  recordMetaSchema,
  requiredName,
  timeZoneSchema,
} from '../schema-parts';

const occasionFields = {
  name: requiredName('Name', 200),
  startsAt: instantSchema('Date'),
  timeZone: timeZoneSchema,
  currency: currencySchema,
  targetMinor: amountMinorSchema('Target').nullish(),
  defaultCountry: countryCodeSchema,
  description: optionalText('Description', 2000),
  /**
   * Whether a member may pay more than their balance from their pay link; off (the
   * default), a prompt asks for at most what the pledge still owes (decision 0059).
   */
  allowOverpayment: z.boolean('Allow overpayment must be true or false').optional(),
};

export const createOccasionInputSchema = z.strictObject(occasionFields);
export type CreateOccasionInput = z.input<typeof createOccasionInputSchema>;

/**
 * The currency cannot change once the occasion has money recorded in it; the server
 * refuses that with a 400 naming `currency`.
 */
export const updateOccasionInputSchema = z
  .strictObject(occasionFields)
  .partial()
  .extend({ version: versionSchema });
export type UpdateOccasionInput = z.input<typeof updateOccasionInputSchema>;

/** Totals over the occasion's members, in minor units of its currency. */
const pledgeTotals = {
  memberCount: z.number().int(),
  pledgedMinor: z.number().int(),
  paidMinor: z.number().int(),
  /** Pledged minus paid, never below 0 per member (an overpayment does not offset another's debt). */
  balanceMinor: z.number().int(),
};

export const occasionSchema = recordMetaSchema.extend({
  name: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  targetMinor: z.number().int().nullable(),
  defaultCountry: z.string(),
  description: z.string().nullable(),
  allowOverpayment: z.boolean(),
  ...pledgeTotals,
});
export type Occasion = z.infer<typeof occasionSchema>;
