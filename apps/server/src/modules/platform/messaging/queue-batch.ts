/**
 * Queuing a batch (decision 0011): in one transaction, the recipients are listed (a guest
 * whose link was revoked given a new one, decision 0053), the messages rendered, passed
 * through the outbound gate (the sender's allowance, each recipient's daily cap, the
 * installation's countries and budget, decision 0059) and inserted, and an audit entry
 * written. The worker is woken once it
 * commits. Given a transaction (the scheduler's), this runs inside it as a savepoint, so a
 * refusal leaves nothing behind.
 */
import { CONFIRM_ABOVE, type BatchCreated } from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/http-error';
import { queueOutbound } from '../outbound-gate';
import { countSkipped, planSend, type SendInput } from './send-plan';
import type { Messaging } from './messaging';

export type QueueBatchInput = SendInput & {
  /** The audience the caller expects the template to speak to (a schedule stores it). */
  audience?: string;
  scheduleId?: string;
  /** Required above CONFIRM_ABOVE recipients. */
  confirm?: boolean;
};

export const BATCHES_RESOURCE = 'message_batches';

export async function queueBatch(
  db: Db,
  actor: Actor,
  input: QueueBatchInput,
  { settings, audiences, wakeup, gate }: Messaging,
): Promise<BatchCreated> {
  const created = await db.transaction(async (tx) => {
    const plan = await planSend(
      tx,
      actor,
      input,
      { publicBaseUrl: settings.publicBaseUrl, links: 'issue' },
      audiences,
    );
    const { template, messages, skipped } = plan;
    if (input.audience !== undefined && input.audience !== template.audience) {
      const message = `This template speaks to ${template.audience}, not ${input.audience}`;
      throw badRequest(message, { templateId: [message] });
    }
    if (messages.length === 0) {
      const message =
        skipped.length > 0
          ? `Nobody to send to: all ${skipped.length} recipients are skipped`
          : 'Nobody to send to: the filter picks no recipient';
      throw badRequest(message, { filter: [message] });
    }
    if (messages.length > CONFIRM_ABOVE && input.confirm !== true) {
      const message = `Confirm sending to ${messages.length} recipients (more than ${CONFIRM_ABOVE})`;
      throw badRequest(message, { confirm: [message] });
    }
    const queued = await queueOutbound(tx, gate, {
      spender: { account: actor.userId },
      batch: {
        templateId: template.id,
        scheduleId: input.scheduleId,
        channel: template.channel,
        audience: template.audience,
        contextId: input.contextId,
        filter: input.filter,
        isTest: false,
        skipped,
      },
      messages,
      whenRecipientRefused: 'skip',
    });
    const id = queued.batchId;
    const summary = {
      id,
      total: queued.messages.length,
      skipped: countSkipped(queued.skipped),
    };
    await recordAudit(tx, actor, {
      action: 'create',
      resource: BATCHES_RESOURCE,
      recordId: id,
      after: {
        templateId: template.id,
        contextId: input.contextId,
        filter: input.filter,
        scheduleId: input.scheduleId ?? null,
        total: summary.total,
        skipped: queued.skipped.length,
      },
    });
    return summary;
  });
  wakeup.notify();
  return created;
}
