/**
 * The member form: the shared member schema's field rules, the pledge typed as a decimal
 * in the occasion's currency, and the phone check the server makes (as for guests, a
 * mobile number read in the occasion's country, with the installation's extra prefixes),
 * so messages show before saving.
 */
import { z } from 'zod';
import {
  createMemberInputSchema,
  recipientPhoneFieldSchema,
  type ExtraMobilePrefixes,
  type Member,
} from '@karamu/shared';
import { amountTextSchema, toAmountText } from '@/entities/pledges';

export const MEMBER_FORM_LABELS = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  pledge: 'Pledge',
  notes: 'Notes',
} as const;

/** What the inputs hold. */
export type MemberFormValues = {
  name: string;
  /** '' or an international number (the phone input's value). */
  phone: string;
  email: string;
  /** A decimal in the occasion's currency, '' for nothing pledged yet. */
  pledge: string;
  notes: string;
};

export type MemberFormOutput = {
  name: string;
  phone: string | null;
  email: string | null;
  pledgedMinor: number;
  notes: string | null;
};

export type MemberFormSchemaOptions = {
  currency: string;
  /** The occasion's country: numbers typed without '+' are read in it. */
  defaultCountry: string;
  extraMobilePrefixes?: ExtraMobilePrefixes;
};

const shape = createMemberInputSchema.shape;

export function buildMemberFormSchema({
  currency,
  defaultCountry,
  extraMobilePrefixes,
}: MemberFormSchemaOptions) {
  return z
    .object({
      name: shape.name,
      phone: recipientPhoneFieldSchema({ defaultCountry, extraMobilePrefixes }),
      email: shape.email,
      // Blank is nothing pledged yet: the member can be added before they promise.
      pledge: amountTextSchema(currency).pipe(
        z.preprocess((v) => v ?? 0, shape.pledgedMinor.unwrap()),
      ),
      notes: shape.notes,
    })
    .transform(({ pledge, ...values }): MemberFormOutput => ({
      ...values,
      email: values.email ?? null,
      pledgedMinor: pledge,
      notes: values.notes ?? null,
    }));
}

export const NEW_MEMBER_VALUES: MemberFormValues = {
  name: '',
  phone: '',
  email: '',
  pledge: '',
  notes: '',
};

export function toMemberFormValues(member: Member): MemberFormValues {
  return {
    name: member.name,
    phone: member.phone ?? '',
    email: member.email ?? '',
    pledge: toAmountText(member.pledgedMinor, member.currency),
    notes: member.notes ?? '',
  };
}

/** Only what changed, so a save touches (and audits) only the fields edited. */
export function diffMember(member: Member, output: MemberFormOutput): Partial<MemberFormOutput> {
  const changes: Partial<MemberFormOutput> = {};
  for (const key of Object.keys(output) as (keyof MemberFormOutput)[]) {
    if (member[key] !== output[key]) Object.assign(changes, { [key]: output[key] });
  }
  return changes;
}
