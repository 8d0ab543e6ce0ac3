/**
 * What the payments pages ask the server (decision 0045): the list, its totals and its
 * export take the list query of every resource plus the payments' `type`, so one filter
 * drives the table, the totals above it and the downloaded file.
 */
import { z } from 'zod';
import { listQuerySchema } from '../list-query';
import { PAYMENT_TYPES } from './payments';

/** Matched: the payment is tied to whom it pays for (an occasion's member); unmatched waits to be assigned. */
export const PAYMENT_MATCHES = ['matched', 'unmatched'] as const;
export type PaymentMatch = (typeof PAYMENT_MATCHES)[number];
export const PAYMENT_MATCH_LABELS: Readonly<Record<PaymentMatch, string>> = {
  matched: 'Matched',
  unmatched: 'Unmatched',
};

/**
 * The fields the search box matches: who paid, the receipt, the account typed, and whom
 * it pays for (an occasion's member, an event's guest).
 */
export const PAYMENT_SEARCH_FIELDS = [
  'payerPhone',
  'payerName',
  'providerReceipt',
  'accountReference',
  'memberName',
  'guestName',
] as const;

/** An export larger than this is refused with a request to narrow the filter. */
export const PAYMENT_EXPORT_MAX_ROWS = 50_000;

const paymentTypeSchema = z.enum(PAYMENT_TYPES, { error: "must be 'occasions' or 'events'" });

export const paymentListQuerySchema = listQuerySchema.extend({ type: paymentTypeSchema });

export const paymentTotalsQuerySchema = listQuerySchema
  .omit({ page: true, size: true, sort: true, fields: true })
  .extend({ type: paymentTypeSchema });
export type PaymentTotalsQuery = z.infer<typeof paymentTotalsQuerySchema>;

export const paymentExportQuerySchema = listQuerySchema
  .omit({ page: true, size: true, fields: true })
  .extend({ type: paymentTypeSchema });
export type PaymentExportQuery = z.infer<typeof paymentExportQuerySchema>;
