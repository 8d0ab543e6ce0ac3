/**
 * One message the app itself writes (decision 0039), not a template sent to an audience:
 * a vendor's review invitation to a client, an enquiry's notice to the vendor. The caller
 * queues it inside the transaction that writes the row it is about, so the row and its
 * message commit together or not at all; the worker then delivers it exactly once like any
 * batch's message (the message id is the provider's idempotency key), opt-outs included.
 * It is a batch of one without a template, so it shows in the messages list and reports.
 */
import { countSms, type MessageChannel } from '@karamu/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { assertWithinDailyCap } from './daily-cap';
import { insertBatch } from './queue-repository';
import type { MessagingSettings } from './settings';

export type SingleMessage = {
  /** What it is about: `vendor-review-invitations`, `vendor-enquiries` (no template audience). */
  purpose: string;
  /** The record it is about's owner (the vendor): several messages may share it. */
  contextId: string;
  /** Unique within the batch; names the record the message is for. */
  recipientKey: string;
  recipientName: string;
  channel: MessageChannel;
  /** E.164 phone for SMS, address for e-mail. */
  address: string;
  subject?: string;
  body: string;
  /**
   * Who it is sent for, charged to their daily cap and SMS allowance (decision 0022), or
   * null for a notice the installation sends on its own (bounded by the caller).
   */
  sender: Actor | null;
};

/** Queues the message inside `tx` (call it in the caller's transaction); returns the batch id. */
export async function queueSingleMessage(
  tx: Db,
  settings: MessagingSettings,
  message: SingleMessage,
): Promise<string> {
  if (message.sender) {
    await assertWithinDailyCap(
      tx,
      message.sender,
      { channel: message.channel, adding: 1 },
      settings,
    );
  }
  return insertBatch(
    tx,
    {
      templateId: undefined,
      channel: message.channel,
      audience: message.purpose,
      contextId: message.contextId,
      filter: { name: 'single', key: message.recipientKey },
      isTest: false,
      skipped: [],
      createdBy: message.sender?.userId ?? null,
    },
    [
      {
        recipientKey: message.recipientKey,
        recipientName: message.recipientName,
        address: message.address,
        subject: message.subject ?? null,
        body: message.body,
        html: null,
        segments: message.channel === 'sms' ? Math.max(1, countSms(message.body).segments) : 1,
      },
    ],
  );
}
