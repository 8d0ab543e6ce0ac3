import type { MessageChannel } from '@karamu/shared';

export const CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = {
  sms: 'SMS',
  email: 'E-mail',
};
