/** Test data for the messaging screens, shaped as the messaging API answers. */
import type {
  BatchEstimate,
  DeliverySetup,
  Message,
  MessageBatch,
  MessageStatus,
  SendingStatus,
} from '@karamu/shared';

export const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';
export const TEMPLATE_ID = '00000000-0000-4000-8000-0000000000a1';
export const BATCH_ID = '00000000-0000-4000-8000-0000000000b1';

const noCounts: Record<MessageStatus, number> = {
  queued: 0,
  sending: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  cancelled: 0,
  not_sent: 0,
};

export function makeBatch(
  counts: Partial<Record<MessageStatus, number>>,
  overrides: Partial<MessageBatch> = {},
): MessageBatch {
  const all = { ...noCounts, ...counts };
  const waiting = all.queued + all.sending;
  return {
    id: BATCH_ID,
    status: waiting === 0 ? 'completed' : 'sending',
    templateId: TEMPLATE_ID,
    templateName: 'Harusi invitation',
    channel: 'sms',
    audience: 'event-guests',
    contextId: EVENT_ID,
    isTest: false,
    total: Object.values(all).reduce((sum, n) => sum + n, 0),
    counts: all,
    skipped: [],
    createdAt: '2026-11-20T10:15:00.000Z',
    createdBy: 'amina',
    ...overrides,
  };
}

export function makeEstimate(recipients: number): BatchEstimate {
  return {
    channel: 'sms',
    recipients,
    skipped: [
      { reason: 'no_phone', label: 'No phone number', count: 3 },
      { reason: 'not_mobile', label: 'Not a mobile number', count: 0 },
      { reason: 'opted_out', label: 'Opted out', count: 2 },
    ],
    segments: recipients * 2,
    cost: { minor: recipients * 2 * 80, currency: 'KES' },
    sample: {
      recipientName: 'Amina Njeri',
      subject: null,
      body: 'Habari Amina Njeri, karibu kwa harusi yetu tarehe 21 Nov.',
    },
  };
}

export function makeMessage(n: number, overrides: Partial<Message> = {}): Message {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    batchId: BATCH_ID,
    recipientName: `Mgeni ${n}`,
    address: `+2547120000${String(n).padStart(2, '0')}`,
    channel: 'sms',
    subject: null,
    body: `Habari Mgeni ${n}`,
    status: 'delivered',
    error: null,
    attempts: 1,
    segments: 1,
    provider: 'africastalking',
    providerMessageId: `ATXid_${n}`,
    createdAt: '2026-11-20T10:15:00.000Z',
    sentAt: '2026-11-20T10:15:02.000Z',
    deliveredAt: '2026-11-20T10:15:09.000Z',
    ...overrides,
  };
}

/** The installation as a fresh clone has it: no provider, links to this machine. */
export function makeDelivery(overrides: Partial<DeliverySetup> = {}): DeliverySetup {
  return {
    providers: { sms: false, email: false },
    publicBaseUrl: 'http://127.0.0.1:3000',
    publicBaseUrlIsLocal: true,
    smsPriceCurrency: null,
    ...overrides,
  };
}

/** A sender who may send SMS today (decision 0022), on an installation with an SMS provider. */
export function makeSendingStatus(overrides: Partial<SendingStatus> = {}): SendingStatus {
  return {
    phone: '+254712000099',
    verificationRequired: false,
    phoneVerified: false,
    codeExpiresAt: null,
    smsAllowance: { perDay: 5000, usedToday: 0, left: 5000, resetsAt: '2026-11-21T00:00:00.000Z' },
    delivery: makeDelivery({
      providers: { sms: true, email: true },
      publicBaseUrl: 'https://karamu.example',
      publicBaseUrlIsLocal: false,
    }),
    ...overrides,
  };
}
