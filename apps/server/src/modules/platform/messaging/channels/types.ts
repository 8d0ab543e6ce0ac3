/**
 * A channel's transport: hands one message to a provider and says what became of it.
 * `send` never throws: every failure is an outcome, temporary (retried with backoff) or
 * permanent (failed at once with the provider's reason).
 */
import type { MessageChannel } from '@karamu/shared';

type OutboundMessage = {
  /** Also the idempotency key: the same message sent again carries the same id. */
  id: string;
  channel: MessageChannel;
  recipientName: string;
  address: string;
  subject: string | null;
  body: string;
  html: string | null;
};

export type SendOutcome =
  | { kind: 'accepted'; provider: string; providerMessageId: string | null }
  | { kind: 'temporary'; reason: string }
  | { kind: 'permanent'; reason: string }
  /** No provider is configured for the channel: nothing was sent. */
  | { kind: 'not_sent'; reason: string };

export type Transport = {
  channel: MessageChannel;
  /** Stored with each message; delivery receipts are matched on it. */
  provider: string;
  /** Sends per second the provider allows us; undefined: unlimited. */
  ratePerSecond: number | undefined;
  send(message: OutboundMessage): Promise<SendOutcome>;
  close(): Promise<void>;
};
