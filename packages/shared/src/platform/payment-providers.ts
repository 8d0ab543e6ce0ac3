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

/** A stored provider name as people read it; a name no longer known is shown as stored. */
export const paymentProviderLabel = (name: string): string =>
  (PAYMENT_PROVIDER_LABELS as Readonly<Record<string, string>>)[name] ?? name;
