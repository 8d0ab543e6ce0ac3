import {
  RETRYABLE_MESSAGE_STATUSES,
  type MessageChannel,
  type MessageStatus,
} from '@karamu/shared';

export const MESSAGE_STATUS_LABELS: Readonly<Record<MessageStatus, string>> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  not_sent: 'Not sent',
  cancelled: 'Cancelled',
};

export const CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = {
  sms: 'SMS',
  email: 'E-mail',
};

/** Only a message that did not go out may be queued again. */
export function canRetry(status: MessageStatus): boolean {
  return RETRYABLE_MESSAGE_STATUSES.includes(status);
}
