/**
 * One message the app itself writes (decision 0039), not a template sent to an audience:
 * a vendor's review invitation to a client, an enquiry's notice to the vendor, a to-do
 * reminder, a payment's thank-you. The caller queues it inside the transaction that writes
 * the row it is about, so the row and its message commit together or not at all; the
 * worker then delivers it exactly once like any batch's message (the message id is the
 * provider's idempotency key), opt-outs included. It is a batch of one without a template,
 * so it shows in the messages list and reports. It passes the outbound gate like every
 * send (decision 0059): the spender's allowance, the recipient's cap, the countries, the budget.
 */
import { countSms, type MessageChannel } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { queueOutbound, type Spender } from '../outbound-gate';
import type { Messaging } from './messaging';

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
  /** The request's field holding the address, named in a refusal (`clientPhone`). */
  addressField?: string;
  subject?: string;
  body: string;
  /**
   * Whose allowance it spends (decision 0059): the acting account, the owner behind an app
   * notice (a to-do's event, a payment's occasion), or the installation for a notice no
   * account answers for (bounded by its caller).
   */
  spender: Spender;
  now?: Date;
};

/** Queues the message inside `tx` (call it in the caller's transaction); returns the batch id. */
export async function queueSingleMessage(
  tx: Db,
  { gate }: Pick<Messaging, 'gate'>,
  message: SingleMessage,
): Promise<string> {
  const queued = await queueOutbound(tx, gate, {
    spender: message.spender,
    batch: {
      templateId: undefined,
      channel: message.channel,
      audience: message.purpose,
      contextId: message.contextId,
      filter: { name: 'single', key: message.recipientKey },
      isTest: false,
      skipped: [],
    },
    messages: [
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
    whenRecipientRefused: 'refuse',
    addressField: message.addressField,
    now: message.now,
  });
  return queued.batchId;
}

/**
 * For a notice that must not undo the record it is about (a counted payment, a stored
 * enquiry, a claimed to-do): queued in a savepoint, so a refusal by the gate takes back
 * only the notice and is answered, not thrown. Other errors still throw.
 */
export async function queueNoticeUnlessRefused(
  tx: Db,
  messaging: Pick<Messaging, 'gate'>,
  message: SingleMessage,
): Promise<{ batchId: string } | { refused: HttpError }> {
  try {
    return {
      batchId: await tx.transaction((savepoint) =>
        queueSingleMessage(savepoint, messaging, message),
      ),
    };
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 429)) {
      return { refused: error };
    }
    throw error;
  }
}
