/**
 * An occasion's members and what each pledged (decision 0014), in minor units of the
 * occasion's currency.
 */
import { z } from 'zod';
import { amountMinorSchema } from '../format/money';
import { versionSchema } from '../list-query';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';

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
