/**
 * One app's outbound gate (decision 0059): its limits and the SMS transport codes go out
 * through. Built once by createMessaging, like the rest of an app's messaging (decision
 * 0033), so two apps in one process never share it.
 */
import type { MessageChannel } from '@karamu/shared';
import type { Config } from '../../../config';
import { outboundLimitsOf, type OutboundLimits } from './limits';

/** What the gate needs of a provider's transport to send a code (messaging's `Transport` fits). */
export type CodeTransport = {
  send(message: {
    id: string;
    channel: MessageChannel;
    recipientName: string;
    address: string;
    subject: null;
    body: string;
    html: null;
  }): Promise<
    { kind: 'accepted' } | { kind: 'temporary' | 'permanent' | 'not_sent'; reason: string }
  >;
  close(): Promise<void>;
};

export type OutboundGate = {
  limits: OutboundLimits;
  /** None when no SMS provider is configured: then no code is needed (decision 0022). */
  codeTransport: CodeTransport | undefined;
};

export function createOutboundGate(
  config: Config,
  codeTransport: CodeTransport | undefined,
): OutboundGate {
  return { limits: outboundLimitsOf(config), codeTransport };
}
