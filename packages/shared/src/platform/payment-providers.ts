/**
 * The providers `PAYMENT_PROVIDER` selects (decision 0042), apart from the payment schemas:
 * the public pay page (decision 0043) names its provider without loading zod.
 */
export const PAYMENT_PROVIDERS = ['mpesa', 'flutterwave'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_PROVIDER_LABELS: Readonly<Record<PaymentProviderName, string>> = {
  mpesa: 'M-Pesa',
  flutterwave: 'Flutterwave',
};

/**
 * How a payment came in: a provider's mobile money, or cash a person took and recorded with
 * its paper receipt (issue 29). Cash is a payment's provider and channel, never a provider
 * `PAYMENT_PROVIDER` can select.
 */
export const PAYMENT_METHODS = [...PAYMENT_PROVIDERS, 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  ...PAYMENT_PROVIDER_LABELS,
  cash: 'Cash',
};

/** A stored provider name as people read it; a name no longer known is shown as stored. */
export const paymentProviderLabel = (name: string): string =>
  (PAYMENT_METHOD_LABELS as Readonly<Record<string, string>>)[name] ?? name;
