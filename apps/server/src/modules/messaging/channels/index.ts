/** The transport of each channel, as the environment configures them (README "Configuration"). */
import type { MessageChannel } from '@karamu/shared';
import type { Config } from '../../../config';
import { africasTalkingTransport } from './africas-talking';
import { notConfiguredTransport } from './not-configured';
import { smtpTransport } from './smtp';
import { twilioTransport } from './twilio';
import type { Transport } from './types';

export type Transports = Readonly<Record<MessageChannel, Transport>>;

export function createSmsTransport(config: Config): Transport {
  switch (config.SMS_PROVIDER) {
    case 'africastalking':
      return africasTalkingTransport(config);
    case 'twilio':
      return twilioTransport(config);
    case undefined:
      return notConfiguredTransport('sms');
  }
}

export function createTransports(config: Config): Transports {
  return {
    sms: createSmsTransport(config),
    email: config.SMTP_URL ? smtpTransport(config) : notConfiguredTransport('email'),
  };
}
