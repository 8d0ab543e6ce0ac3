/**
 * Cash taken for a guest's card (issue 29), at the door or afterwards from the guests page:
 * a payment of provider and channel `cash`, with the reference of the paper receipt given
 * for it. Recording the same receipt for the same guest again is the same payment, not a
 * second one (a retried request, a second tap), so money is counted once.
 */
import { z } from 'zod';
import { amountMinorSchema, currencySchema } from '../format/money';

export const MAX_CASH_RECEIPT_LENGTH = 64;
export const MAX_CASH_NOTE_LENGTH = 500;

export const recordCashPaymentInputSchema = z.strictObject({
  amountMinor: amountMinorSchema('Amount', { positive: true }),
  currency: currencySchema,
  receipt: z
    .string({ error: 'Receipt reference is required' })
    .trim()
    .min(1, 'Receipt reference is required')
    .max(
      MAX_CASH_RECEIPT_LENGTH,
      `A receipt reference is at most ${MAX_CASH_RECEIPT_LENGTH} characters`,
    ),
  note: z
    .string()
    .trim()
    .max(MAX_CASH_NOTE_LENGTH, `A note is at most ${MAX_CASH_NOTE_LENGTH} characters`)
    .nullable()
    .optional()
    .transform((note) => (note ? note : null)),
});
export type RecordCashPaymentInput = z.input<typeof recordCashPaymentInputSchema>;

/** The cash payment as recorded, and what the guest still owes after it. */
export const cashPaymentSchema = z.object({
  paymentId: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  receipt: z.string(),
  note: z.string().nullable(),
  /** What the guest's card still costs them after this payment, minor units. */
  owedMinor: z.number().int(),
  /** True when this receipt was recorded for the guest before: that payment, unchanged. */
  replayed: z.boolean(),
});
export type CashPayment = z.infer<typeof cashPaymentSchema>;
