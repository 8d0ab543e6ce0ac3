/**
 * The contribution form: the shared contribution schema's field rules, the amount typed
 * as a decimal in the occasion's currency, and the date paid as a day and a clock time
 * in the occasion's zone, which become the API's `paidAt` instant. Like the server, it
 * refuses a payment dated in the future.
 */
import { z } from 'zod';
import {
  createContributionInputSchema,
  FORM_MESSAGES,
  type Contribution,
  type ContributionMethod,
} from '@karamu/shared';
import { amountTextSchema, toAmountText } from '@/entities/pledges';
import { instantToZonedTime, zonedTimeToInstant } from '@/lib/zoned-time';

export const CONTRIBUTION_FORM_LABELS = {
  memberId: 'Member',
  amount: 'Amount',
  day: 'Date paid',
  time: 'Time paid',
  method: 'Method',
  reference: 'Reference',
  notes: 'Notes',
} as const;

const FUTURE_PAYMENT_MESSAGE = 'Date paid cannot be in the future';

/** What the inputs hold. */
export type ContributionFormValues = {
  memberId: string;
  /** A decimal in the occasion's currency. */
  amount: string;
  /** 'yyyy-MM-dd' and 'HH:mm' as clocks in the occasion's zone read them. */
  day: string;
  time: string;
  method: ContributionMethod;
  reference: string;
  notes: string;
};

export type ContributionFormOutput = {
  memberId: string;
  amountMinor: number;
  paidAt: string;
  method: ContributionMethod;
  reference: string | null;
  notes: string | null;
};

export type ContributionFormSchemaOptions = {
  currency: string;
  timeZone: string;
  /** The clock for "not in the future"; tests set it. */
  now?: () => Date;
};

const shape = createContributionInputSchema.shape;

export function buildContributionFormSchema({
  currency,
  timeZone,
  now = () => new Date(),
}: ContributionFormSchemaOptions) {
  return z
    .object({
      memberId: shape.memberId,
      amount: amountTextSchema(currency).pipe(
        z.number({ error: FORM_MESSAGES.required }).pipe(shape.amountMinor),
      ),
      day: z.string().trim(),
      time: z.string().trim(),
      method: shape.method.unwrap(),
      reference: shape.reference,
      notes: shape.notes,
    })
    .superRefine(
      (values, ctx) => {
        const issue = (path: 'day' | 'time', message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (values.day === '') issue('day', FORM_MESSAGES.required);
        if (values.time === '') issue('time', FORM_MESSAGES.required);
        if (values.day === '' || values.time === '') return;
        const paidAt = zonedTimeToInstant(values.day, values.time, timeZone);
        if (paidAt === null) issue('day', FORM_MESSAGES.invalidDate);
        else if (Date.parse(paidAt) > now().getTime()) issue('day', FUTURE_PAYMENT_MESSAGE);
      },
      // Check the date whatever else is wrong, so every message shows at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((values): ContributionFormOutput => ({
      memberId: values.memberId,
      amountMinor: values.amount,
      paidAt: zonedTimeToInstant(values.day, values.time, timeZone)!,
      method: values.method,
      reference: values.reference ?? null,
      notes: values.notes ?? null,
    }));
}

/** A new contribution of `memberId` ('' to choose), paid now as the occasion's clocks read it. */
export function getNewContributionValues(
  memberId: string,
  timeZone: string,
  now: Date = new Date(),
): ContributionFormValues {
  const paid = instantToZonedTime(now, timeZone);
  return {
    memberId,
    amount: '',
    day: paid?.day ?? '',
    time: paid?.time ?? '',
    method: 'cash',
    reference: '',
    notes: '',
  };
}

export function toContributionFormValues(
  contribution: Contribution,
  timeZone: string,
): ContributionFormValues {
  const paid = instantToZonedTime(contribution.paidAt, timeZone);
  return {
    memberId: contribution.memberId,
    amount: toAmountText(contribution.amountMinor, contribution.currency),
    day: paid?.day ?? '',
    time: paid?.time ?? '',
    method: contribution.method,
    reference: contribution.reference ?? '',
    notes: contribution.notes ?? '',
  };
}

/**
 * What an edit changed; the member stays (correcting who paid is a delete and a new
 * entry). A date left alone keeps its seconds, which the form's clock time cannot show.
 */
export function diffContribution(
  contribution: Contribution,
  output: ContributionFormOutput,
  timeZone: string,
): Partial<Omit<ContributionFormOutput, 'memberId'>> {
  const changes: Partial<Omit<ContributionFormOutput, 'memberId'>> = {};
  if (output.amountMinor !== contribution.amountMinor) changes.amountMinor = output.amountMinor;
  const before = instantToZonedTime(contribution.paidAt, timeZone);
  const after = instantToZonedTime(output.paidAt, timeZone);
  if (before?.day !== after?.day || before?.time !== after?.time) changes.paidAt = output.paidAt;
  if (output.method !== contribution.method) changes.method = output.method;
  if (output.reference !== contribution.reference) changes.reference = output.reference;
  if (output.notes !== contribution.notes) changes.notes = output.notes;
  return changes;
}
