/**
 * Payments (issue 18, decision 0042): money that comes in through a mobile-money provider.
 * One resource with two types, like the privileges' PAYMENTS: `occasions` (a member pays
 * towards their pledge, from a pay link or the paybill menu) and `events` (issue 19).
 * A succeeded payment that is matched to a member becomes exactly one contribution
 * (method mobile money, reference the provider's receipt) in the same transaction; an
 * unmatched one waits for a person to assign it.
 */
import { z } from 'zod';
import { recordMetaSchema } from '../schema-parts';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS } from './payment-providers';

export const PAYMENT_TYPES = ['occasions', 'events'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Waiting for approval',
  succeeded: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/**
 * How the payment started: `push` is a prompt we sent to the payer's phone (from a pay
 * link); `paybill` arrived from the phone's own menu with an account code typed by the payer;
 * `cash` was handed to a person who recorded it with its receipt (issue 29).
 */
export const PAYMENT_CHANNELS = ['push', 'paybill', 'cash'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** A pending push that no callback or status query settled in this long becomes expired. */
export const PAYMENT_EXPIRY_MINUTES = 10;

export const paymentSchema = recordMetaSchema.extend({
  type: z.enum(PAYMENT_TYPES),
  provider: z.enum(PAYMENT_METHODS),
  channel: z.enum(PAYMENT_CHANNELS),
  status: z.enum(PAYMENT_STATUSES),
  /** The provider's id of the request (M-Pesa's CheckoutRequestID, Flutterwave's tx_ref). */
  providerRequestId: z.string().nullable(),
  /** The provider's receipt once paid (an M-Pesa code such as QKJ3XYZ12A). */
  providerReceipt: z.string().nullable(),
  /** E.164, or null when the provider withheld it. */
  payerPhone: z.string().nullable(),
  payerName: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** What the payer typed as the account (paybill) or what the push carried. */
  accountReference: z.string().nullable(),
  occasionId: z.string().nullable(),
  occasionName: z.string().nullable(),
  eventId: z.string().nullable(),
  eventName: z.string().nullable(),
  /**
   * The guest an event payment is for (their card); null on an occasion's payment and once
   * the guest is deleted (the money stays on record).
   */
  guestId: z.string().nullable(),
  guestName: z.string().nullable(),
  /** Null while unmatched. */
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  /** The contribution a matched, succeeded payment became. */
  contributionId: z.string().nullable(),
  failureReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  assignedBy: z.string().nullable(),
  assignedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What stands for the guest of an event payment whose guest was deleted since (the money stays). */
export const DELETED_GUEST_LABEL = 'Deleted guest';

/** Totals of the payments a list's filters select, in minor units per currency. */
export const paymentTotalsSchema = z.object({
  byCurrency: z.array(
    z.object({
      currency: z.string(),
      succeededMinor: z.number().int(),
      succeededCount: z.number().int(),
      pendingCount: z.number().int(),
      unmatchedCount: z.number().int(),
    }),
  ),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** Assigning an unmatched, succeeded payment to a member of its occasion (audited). */
export const assignPaymentInputSchema = z.strictObject({
  memberId: z.uuid({ error: 'Choose the member' }),
  version: z.number({ error: 'Version is required' }).int().min(1),
});
export type AssignPaymentInput = z.input<typeof assignPaymentInputSchema>;

/** What a pay link (`/p/:token`) shows: one member's own figures, nothing of anyone else. */
export const payLinkSchema = z.object({
  occasionName: z.string(),
  occasionStartsAt: z.string(),
  occasionTimeZone: z.string(),
  currency: z.string(),
  memberName: z.string(),
  /** The member's phone in E.164, to prefill the payment form, or null. */
  phone: z.string().nullable(),
  defaultCountry: z.string(),
  pledgedMinor: z.number().int(),
  paidMinor: z.number().int(),
  balanceMinor: z.number().int(),
  /** Null when no provider is configured: no pay button is offered then. */
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** For those who pay from the phone's menu; null when the provider has no paybill. */
  paybill: z.string().nullable(),
  accountCode: z.string(),
  /**
   * The smallest and largest amount one payment may carry, minor units. The largest is the
   * balance (rounded up to the step), or the provider's own when the occasion allows
   * overpayment; below the smallest when nothing is owed (decision 0059).
   */
  minAmountMinor: z.number().int(),
  maxAmountMinor: z.number().int(),
  /** Amounts must be a multiple of this (M-Pesa takes whole shillings: 100); 1 when any. */
  stepMinor: z.number().int().positive(),
});
export type PayLink = z.infer<typeof payLinkSchema>;

export const startPayLinkPaymentInputSchema = z.strictObject({
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(250, 'Invalid phone number'),
  amountMinor: z
    .number({ error: 'Amount is required' })
    .int('Amount must be a whole number of minor units')
    .positive('Amount must be more than 0'),
});
export type StartPayLinkPaymentInput = z.input<typeof startPayLinkPaymentInputSchema>;

/** The progress a pay-link page follows after starting a payment. */
export const payLinkPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountMinor: z.number().int(),
  currency: z.string(),
  providerReceipt: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The member's figures after this payment, so the page updates without a reload. */
  paidMinor: z.number().int(),
  balanceMinor: z.number().int(),
  /**
   * Only on the answer that started it (202): the provider's answer was lost, so the prompt
   * may or may not reach the phone; the payment stays pending (decision 0042).
   */
  notice: z.string().optional(),
});
export type PayLinkPayment = z.infer<typeof payLinkPaymentSchema>;
