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
  /**
   * Whether the request may have reached the provider and been acted on although we have no
   * answer: it was written and then timed out, met a 5xx, or lost its connection. A prompt
   * request that may have been sent may be on the payer's phone (decision 0042).
   */
  readonly maybeSent: boolean;

  constructor(message: string, options?: { cause?: unknown; maybeSent?: boolean }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
    this.maybeSent = options?.maybeSent ?? false;
  }
}

/**
 * Failures of `fetch` that prove the request never left: the connection was refused, the
 * name did not resolve, the network was unreachable. Anything else (a timeout, a reset, a
 * socket closed mid-answer) may have come after the request was written.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

/** Whether a request whose `fetch` threw `error` may still have reached the provider. */
export function fetchMayHaveSent(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return !(typeof cause?.code === 'string' && NOT_SENT_CODES.has(cause.code));
}

/**
 * The provider answered about the payment, but with something that cannot be a result of it
 * (an amount with more decimals than its currency has). Asked again like an unavailable
 * provider; once the payment is past its expiry it fails with this reason, never counted.
 */
export class ProviderAnswerUnreadableError extends ProviderUnavailableError {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderAnswerUnreadableError';
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
  /**
   * The id the provider knows a request by before it answers, when that id is ours
   * (Flutterwave's tx_ref is our payment's id): a prompt whose answer was lost can still be
   * asked about. Providers that assign the id themselves (Daraja) have none.
   */
  requestIdOf?(paymentId: string): string;
  /**
   * Sends the prompt; returns the provider's id for the request, which callbacks carry.
   * Throws ProviderRefusedError when refused, ProviderUnavailableError (with `maybeSent`
   * when the prompt may have gone out all the same) when there is no usable answer.
   */
  requestPayment(request: PaymentRequest): Promise<{ providerRequestId: string }>;
  /** The provider's current answer for a request it accepted. */
  queryPayment(providerRequestId: string): Promise<ProviderOutcome>;
};
