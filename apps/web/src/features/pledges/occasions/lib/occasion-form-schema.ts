/**
 * The occasion form: the shared create schema's field rules, the date as a day and a
 * clock time at the occasion (in its zone) that become the API's `startsAt`, and the
 * target typed as a decimal in the chosen currency.
 */
import { z } from 'zod';
import {
  createOccasionInputSchema,
  FORM_MESSAGES,
  isCurrency,
  type Occasion,
} from '@karamu/shared';
import { readAmountText, toAmountText } from '@/entities/pledges';
import { instantToZonedTime, isTimeZone, zonedTimeToInstant } from '@/lib/zoned-time';

export const OCCASION_FORM_LABELS = {
  name: 'Name',
  day: 'Date',
  time: 'Time',
  timeZone: 'Time zone',
  currency: 'Currency',
  target: 'Target',
  defaultCountry: "Country of members' phone numbers",
  description: 'Description',
  allowOverpayment: 'Members may pay more than they pledged',
} as const;

/** What the inputs hold: text throughout, as the browser's controls give it. */
export type OccasionFormValues = {
  name: string;
  /** 'yyyy-MM-dd' and 'HH:mm' at the occasion. */
  day: string;
  time: string;
  timeZone: string;
  currency: string;
  /** A decimal in the currency; '' for no target. */
  target: string;
  defaultCountry: string;
  description: string;
  allowOverpayment: boolean;
};

export type OccasionFormOutput = {
  name: string;
  startsAt: string;
  timeZone: string;
  currency: string;
  targetMinor: number | null;
  defaultCountry: string;
  description: string | null;
  allowOverpayment: boolean;
};

const shape = createOccasionInputSchema.shape;

const fieldsSchema = z.object({
  name: shape.name,
  day: z.string().trim(),
  time: z.string().trim(),
  timeZone: shape.timeZone,
  currency: z.string().trim().min(1, 'Currency is required').pipe(shape.currency),
  target: z.string(),
  defaultCountry: shape.defaultCountry,
  description: shape.description,
  allowOverpayment: z.boolean(),
});

/** The target in the currency the form names, or null when it is blank or unreadable. */
const readTarget = (target: string, currency: string, addIssue: (message: string) => void) =>
  isCurrency(currency) ? readAmountText(target, currency, addIssue) : null;

export const occasionFormSchema = fieldsSchema
  .superRefine(
    (values, ctx) => {
      const issue = (path: keyof OccasionFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (values.day === '') issue('day', FORM_MESSAGES.required);
      if (values.time === '') issue('time', FORM_MESSAGES.required);
      if (values.day !== '' && values.time !== '' && isTimeZone(values.timeZone)) {
        if (zonedTimeToInstant(values.day, values.time, values.timeZone) === null) {
          issue('day', FORM_MESSAGES.invalidDate);
        }
      }
      // The currency says how many decimals the target may have.
      readTarget(values.target, values.currency.trim().toUpperCase(), (message) =>
        issue('target', message),
      );
    },
    // Check the date and target whatever else is wrong, so every message shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((values): OccasionFormOutput => ({
    name: values.name,
    startsAt: zonedTimeToInstant(values.day, values.time, values.timeZone)!,
    timeZone: values.timeZone,
    currency: values.currency,
    targetMinor: readTarget(values.target, values.currency, () => undefined),
    defaultCountry: values.defaultCountry,
    description: values.description ?? null,
    allowOverpayment: values.allowOverpayment,
  }));

/** A new occasion's form: on the installation's zone, country and currency (issue 29). */
export function getNewOccasionValues({
  timeZone,
  country,
  currency,
}: {
  timeZone: string;
  country: string;
  currency: string;
}): OccasionFormValues {
  return {
    name: '',
    day: '',
    time: '',
    timeZone,
    currency,
    target: '',
    defaultCountry: country,
    description: '',
    // Off: a member's pay link asks for at most their balance (decision 0059).
    allowOverpayment: false,
  };
}

export function toOccasionFormValues(occasion: Occasion): OccasionFormValues {
  const start = instantToZonedTime(occasion.startsAt, occasion.timeZone);
  return {
    name: occasion.name,
    day: start?.day ?? '',
    time: start?.time ?? '',
    timeZone: occasion.timeZone,
    currency: occasion.currency,
    target: toAmountText(occasion.targetMinor, occasion.currency),
    defaultCountry: occasion.defaultCountry,
    description: occasion.description ?? '',
    allowOverpayment: occasion.allowOverpayment,
  };
}

/** Only what changed, so a save touches (and audits) only the fields edited. */
export function diffOccasion(
  occasion: Occasion,
  output: OccasionFormOutput,
): Partial<OccasionFormOutput> {
  const changes: Partial<OccasionFormOutput> = {};
  for (const key of Object.keys(output) as (keyof OccasionFormOutput)[]) {
    const same =
      key === 'startsAt'
        ? Date.parse(occasion.startsAt) === Date.parse(output.startsAt)
        : occasion[key] === output[key];
    if (!same) Object.assign(changes, { [key]: output[key] });
  }
  return changes;
}
