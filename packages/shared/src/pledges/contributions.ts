/**
 * Contributions (decision 0014): the money a member hands over towards their pledge, in minor
 * units of the occasion's currency.
 */
import { z } from 'zod';
import { amountMinorSchema } from '../format/money';
import { instantSchema } from '../date-bounds';
import { versionSchema } from '../list-query';
import { optionalText, recordMetaSchema } from '../schema-parts';

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
