/**
 * The pledges area: occasions, the members who pledge towards them, and the contributions
 * members hand over. Amounts are integer minor units of the occasion's currency (a member
 * or contribution has no currency of its own). Phone numbers are checked on the server
 * against the occasion's default country, as guests' are against their event's.
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

const memberFields = {
  name: requiredName('Name', 200),
  phone: z.string().trim().max(250, 'Invalid phone number').nullish(),
  email: z
    .email('Invalid e-mail address')
    .max(254, 'Invalid e-mail address')
    .nullish()
    .or(z.literal('').transform(() => null)),
  pledgedMinor: amountMinorSchema('Pledge'),
  notes: optionalText('Notes', 2000),
};

export const createMemberInputSchema = z.strictObject({
  ...memberFields,
  pledgedMinor: memberFields.pledgedMinor.default(0),
});
export type CreateMemberInput = z.input<typeof createMemberInputSchema>;

export const updateMemberInputSchema = z.strictObject({
  name: memberFields.name.optional(),
  phone: memberFields.phone,
  email: memberFields.email,
  pledgedMinor: memberFields.pledgedMinor.optional(),
  notes: memberFields.notes,
  version: versionSchema,
});
export type UpdateMemberInput = z.input<typeof updateMemberInputSchema>;

export const memberSchema = recordMetaSchema.extend({
  occasionId: z.string(),
  occasionName: z.string(),
  currency: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  pledgedMinor: z.number().int(),
  paidMinor: z.number().int(),
  /** max(pledged - paid, 0). */
  balanceMinor: z.number().int(),
  notes: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const CONTRIBUTION_METHODS = ['cash', 'mobile_money', 'bank', 'card', 'other'] as const;
export type ContributionMethod = (typeof CONTRIBUTION_METHODS)[number];
export const CONTRIBUTION_METHOD_LABELS: Readonly<Record<ContributionMethod, string>> = {
  cash: 'Cash',
  mobile_money: 'Mobile money',
  bank: 'Bank transfer',
  card: 'Card',
  other: 'Other',
};

const contributionFields = {
  memberId: z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Choose the member'
        : 'Member must be a UUID',
  }),
  amountMinor: amountMinorSchema('Amount', { positive: true }),
  /** When the money was handed over; not in the future (the server checks against its clock). */
  paidAt: instantSchema('Paid on'),
  method: z.enum(CONTRIBUTION_METHODS, {
    error: 'Method must be cash, mobile money, bank, card or other',
  }),
  /** A receipt or transaction code; the same one twice in an occasion is refused (a double entry). */
  reference: optionalText('Reference', 100),
  notes: optionalText('Notes', 2000),
};

export const createContributionInputSchema = z.strictObject({
  ...contributionFields,
  method: contributionFields.method.default('cash'),
});
export type CreateContributionInput = z.input<typeof createContributionInputSchema>;

/** A contribution stays with its member: correcting who paid is a delete and a new entry. */
export const updateContributionInputSchema = z.strictObject({
  amountMinor: contributionFields.amountMinor.optional(),
  paidAt: contributionFields.paidAt.optional(),
  method: contributionFields.method.optional(),
  reference: contributionFields.reference,
  notes: contributionFields.notes,
  version: versionSchema,
});
export type UpdateContributionInput = z.input<typeof updateContributionInputSchema>;

export const contributionSchema = recordMetaSchema.extend({
  occasionId: z.string(),
  occasionName: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  paidAt: z.string(),
  method: z.enum(CONTRIBUTION_METHODS),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Contribution = z.infer<typeof contributionSchema>;
