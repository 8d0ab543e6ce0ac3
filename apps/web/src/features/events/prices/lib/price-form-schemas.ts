/**
 * The price and bundle forms: amounts typed as decimals in the event's currency, read digit
 * by digit into minor units (more decimals than the currency has is refused, not rounded),
 * then checked by the shared schemas' own amount rule, as the server checks them.
 */
import { z } from 'zod';
import {
  createBundleInputSchema,
  createPriceInputSchema,
  FORM_MESSAGES,
  type Bundle,
  type CardType,
  type Price,
} from '@karamu/shared';
import { CARD_TYPE_LABELS } from '@/entities/guest';
import { amountTextSchema, toAmountText } from '@/lib/amount-text';

/** "Single card": the guests list's card type label, as a price is named. */
export const cardTypeLabel = (cardType: CardType) => `${CARD_TYPE_LABELS[cardType]} card`;

const amountField = (currency: string) =>
  amountTextSchema(currency).pipe(
    z.number({ error: FORM_MESSAGES.required }).pipe(createPriceInputSchema.shape.amountMinor),
  );

export type PriceFormValues = { amount: string };
export type PriceFormOutput = { amountMinor: number };

export const buildPriceFormSchema = (currency: string) =>
  z
    .object({ amount: amountField(currency) })
    .transform((values): PriceFormOutput => ({ amountMinor: values.amount }));

export const toPriceFormValues = (price: Price): PriceFormValues => ({
  amount: toAmountText(price.amountMinor, price.currency),
});

export type BundleFormValues = { name: string; amount: string; admissions: string; notes: string };
export type BundleFormOutput = {
  name: string;
  amountMinor: number;
  admissions: number;
  notes: string | null;
};

const bundleShape = createBundleInputSchema.shape;

export const buildBundleFormSchema = (currency: string) =>
  z
    .object({
      name: bundleShape.name,
      amount: amountField(currency),
      admissions: z
        .string()
        .trim()
        .min(1, FORM_MESSAGES.required)
        .pipe(z.coerce.number({ error: 'Admissions must be a number' }))
        .pipe(bundleShape.admissions),
      notes: bundleShape.notes,
    })
    .transform((values): BundleFormOutput => ({
      name: values.name,
      amountMinor: values.amount,
      admissions: values.admissions,
      notes: values.notes ?? null,
    }));

export const NEW_BUNDLE_VALUES: BundleFormValues = {
  name: '',
  amount: '',
  admissions: '2',
  notes: '',
};

export const toBundleFormValues = (bundle: Bundle): BundleFormValues => ({
  name: bundle.name,
  amount: toAmountText(bundle.amountMinor, bundle.currency),
  admissions: String(bundle.admissions),
  notes: bundle.notes ?? '',
});

/** What an edit of a bundle changed. */
export function diffBundle(bundle: Bundle, output: BundleFormOutput): Partial<BundleFormOutput> {
  const changes: Partial<BundleFormOutput> = {};
  if (output.name !== bundle.name) changes.name = output.name;
  if (output.amountMinor !== bundle.amountMinor) changes.amountMinor = output.amountMinor;
  if (output.admissions !== bundle.admissions) changes.admissions = output.admissions;
  if (output.notes !== bundle.notes) changes.notes = output.notes;
  return changes;
}
