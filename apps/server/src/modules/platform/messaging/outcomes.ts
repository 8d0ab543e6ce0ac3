/**
 * What providers' answers do to messages, recorded together with what the audiences are
 * told (guests' invitation statuses, message-ends.ts) in one transaction for all the
 * answers that arrived meanwhile (see group-commit.ts). Each row changes only while it is
 * still its claim's (`sending`, same attempt): a claim that lapsed and was taken over
 * records nothing. An acceptance also applies any receipt the provider posted before it
 * was recorded.
 */
import { sql } from 'drizzle-orm';
import type { MessageStatus } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messages } from '../../../db/schema';
import type { SendOutcome } from './channels/types';
import type { ClaimedMessage } from './claim';
import type { Audiences } from './audience';
import { applyEarlyReceipts } from './delivery-receipts';
import { lockRecipients, reportMessageEnds } from './message-ends';
import { mayRetry, retryDelayMs, type RetryPolicy } from './retry-policy';

export type RecordedAs = 'sent' | 'retrying' | 'failed' | 'not_sent' | 'superseded';

export type Answer = { message: ClaimedMessage; outcome: SendOutcome; at: Date };

type Change = {
  as: Exclude<RecordedAs, 'superseded'>;
  status: MessageStatus;
  error: string | null;
  provider: string | null;
  providerMessageId: string | null;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
};

const change = (as: Change['as'], status: MessageStatus, error: string | null): Change => ({
  as,
  status,
  error,
  provider: null,
  providerMessageId: null,
  sentAt: null,
  nextAttemptAt: null,
});

function changeFor({ message, outcome, at }: Answer, policy: RetryPolicy): Change {
  const attempt = message.attempts;
  switch (outcome.kind) {
    case 'accepted':
      return {
        ...change('sent', 'sent', null),
        provider: outcome.provider,
        providerMessageId: outcome.providerMessageId,
        sentAt: at,
      };
    case 'temporary':
      return mayRetry(attempt, policy)
        ? {
            ...change(
              'retrying',
              'queued',
              `${outcome.reason} (attempt ${attempt} of ${policy.maxAttempts}; retrying)`,
            ),
            nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempt, policy.baseDelayMs)),
          }
        : change('failed', 'failed', `${outcome.reason} (gave up after ${attempt} attempts)`);
    case 'permanent':
      return change('failed', 'failed', outcome.reason);
    case 'not_sent':
      return change('not_sent', 'not_sent', outcome.reason);
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function recordOutcomes(
  db: Db,
  answers: readonly Answer[],
  policy: RetryPolicy,
  audiences: Audiences,
): Promise<RecordedAs[]> {
  const changes = answers.map((answer) => changeFor(answer, policy));
  const column = <T>(pick: (change: Change, answer: Answer) => T) =>
    sql.param(changes.map((c, i) => pick(c, answers[i]!)));
  return db.transaction(async (tx) => {
    await lockRecipients(
      tx,
      changes.flatMap((c, i) =>
        c.as === 'sent' || c.as === 'failed' ? [answers[i]!.message.recipientKey] : [],
      ),
    );
    // One statement for every answer: arrays in, one row each out of unnest.
    const updated = await tx.execute(sql`
      update ${messages} m set
        status = t.status,
        error = t.error,
        provider = coalesce(t.provider, m.provider),
        provider_message_id = coalesce(t.provider_message_id, m.provider_message_id),
        sent_at = coalesce(t.sent_at, m.sent_at),
        next_attempt_at = coalesce(t.next_attempt_at, m.next_attempt_at),
        lease_until = null,
        updated_at = t.at
      from unnest(
        ${column((_, a) => a.message.id)}::uuid[],
        ${column((_, a) => a.message.attempts)}::int[],
        ${column((c) => c.status)}::text[],
        ${column((c) => c.error)}::text[],
        ${column((c) => c.provider)}::text[],
        ${column((c) => c.providerMessageId)}::text[],
        ${column((c) => iso(c.sentAt))}::timestamptz[],
        ${column((c) => iso(c.nextAttemptAt))}::timestamptz[],
        ${column((_, a) => a.at.toISOString())}::timestamptz[]
      ) as t(id, attempts, status, error, provider, provider_message_id, sent_at, next_attempt_at, at)
      where m.id = t.id and m.status = 'sending' and m.attempts = t.attempts
      returning m.id`);
    const applied = new Set(
      (updated as unknown as { rows: { id: string }[] }).rows.map((r) => r.id),
    );
    await reportMessageEnds(
      tx,
      changes.flatMap((c, i) => {
        const { message } = answers[i]!;
        return applied.has(message.id) && (c.as === 'sent' || c.as === 'failed')
          ? [{ batchId: message.batchId, recipientKey: message.recipientKey, outcome: c.as }]
          : [];
      }),
      audiences,
    );
    // A receipt that came before its acceptance (delivery-receipts.ts) follows it, as if
    // late. Only SMS providers post receipts: e-mail groups skip the two statements.
    await applyEarlyReceipts(
      tx,
      changes.flatMap((c, i) => {
        const { message, at } = answers[i]!;
        return c.as === 'sent' &&
          message.channel === 'sms' &&
          c.provider &&
          c.providerMessageId &&
          applied.has(message.id)
          ? [{ provider: c.provider, providerMessageId: c.providerMessageId, at }]
          : [];
      }),
      audiences,
    );
    return changes.map((c, i) => (applied.has(answers[i]!.message.id) ? c.as : 'superseded'));
  });
}
