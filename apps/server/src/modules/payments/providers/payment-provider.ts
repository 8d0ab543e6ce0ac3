/**
 * What the payments core needs of a mobile-money provider (decision 0042). Each provider
 * module turns these calls into its own real request formats and reads its own callbacks;
 * the core owns the rows, the locking and the "counted exactly once" rule.
 *
 * A callback is never believed as it arrives: the core records it, then asks the provider
 * (`queryPayment`) before a payment counts, so a forged or replayed body can at most make
 * us ask again.
 */
import type { PaymentProviderName } from '@karamu/shared';

/** A prompt to the payer's phone to approve a payment. */
export type PaymentRequest = {
  /** Our payment's id: providers that take our reference (Flutterwave's tx_ref) use it. */
  paymentId: string;
  /** E.164. */
  phone: string;
  amountMinor: number;
  /** ISO 4217: a provider refuses the currencies it does not collect. */
  currency: string;
  /** Shown to the payer and echoed back (the member's account code). */
  accountReference: string;
  /** A short text the payer's prompt shows. */
  description: string;
};

/** The provider's answer about one request, from a callback (once confirmed) or a query. */
export type ProviderOutcome =
  | { status: 'pending' }
  | {
      status: 'succeeded';
      /**
       * The provider's receipt (an M-Pesa code): unique, it becomes the contribution's
       * reference. This and the fields below are absent when the answer does not carry them:
       * Daraja's STK query tells only the result, its callback tells the rest.
       */
      receipt?: string;
      amountMinor?: number;
      currency?: string;
      /** E.164 when the provider tells it. */
      phone?: string;
      paidAt?: Date;
    }
  | { status: 'failed' | 'cancelled'; reason: string };

/** The provider could not be reached or answered with a server error: try again later. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused the request itself (bad number, amount out of its limits...). */
export class ProviderRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** The currencies this provider collects. */
  readonly currencies: readonly string[];
  /**
   * The smallest and largest amount one payment may carry, minor units, per currency, and
   * the step amounts must be a multiple of (M-Pesa takes whole shillings: 100); none: 1.
   */
  limits(currency: string): { minMinor: number; maxMinor: number; stepMinor?: number };
  /** Why this provider cannot prompt `phone` (E.164), e.g. a number of another country. */
  phoneProblem?(phone: string): string | undefined;
  /** The paybill (or till) number members can pay to from the phone's menu, or null. */
  readonly paybill: string | null;
  /** Sends the prompt; returns the provider's id for the request, which callbacks carry. */
  requestPayment(request: PaymentRequest): Promise<{ providerRequestId: string }>;
  /** The provider's current answer for a request it accepted. */
  queryPayment(providerRequestId: string): Promise<ProviderOutcome>;
};
