/** The transport of each channel, as the environment configures them (README "Configuration"). */
import type { MessageChannel } from '@karamu/shared';
import type { Config } from '../../../../config';
import { africasTalkingTransport } from './africas-talking';
import { smtpTransport } from './smtp';
import { twilioTransport } from './twilio';
import type { Transport } from './types';

/**
 * Only the channels that have a provider. A channel without one has no transport, so its
 * messages stay queued ("waiting for a provider", decision 0029) until the server starts
 * with one configured, and then go out like any other queued message.
 */
export type Transports = Readonly<Partial<Record<MessageChannel, Transport>>>;

export function createSmsTransport(config: Config): Transport | undefined {
  switch (config.SMS_PROVIDER) {
    case 'africastalking':
      return africasTalkingTransport(config);
    case 'twilio':
      return twilioTransport(config);
    case undefined:
      return undefined;
  }
}

export function createTransports(config: Config): Transports {
  const sms = createSmsTransport(config);
  return {
    ...(sms ? { sms } : {}),
    ...(config.SMTP_URL ? { email: smtpTransport(config) } : {}),
  };
}
