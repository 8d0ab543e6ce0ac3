/**
 * Delivery receipts: a provider's later word on a message it accepted. Matched on the
 * provider's message id (unique per provider), so a receipt posted twice changes nothing
 * the second time: the move below would not repeat, and the first is on record besides
 * (webhook-calls.ts). A message only moves forward: sent -> delivered or failed, failed ->
 * delivered (a late success); never away from delivered. A move that changes whether the
 * recipient was reached is reported to the audience (message-ends.ts) in its transaction.
 *
 * A receipt can overtake the acceptance it follows: the provider reports delivery before
 * the worker has committed the answer that carries the id (outcomes are group-committed,
 * group-commit.ts). Such an early receipt is kept in `early_receipts` and applied by the
 * transaction that records the acceptance. Both sides take an advisory lock on the
 * (provider, id) first, so on PostgreSQL a receipt either sees the committed acceptance or
 * is committed before the acceptance's transaction looks for it; never neither.
 */
import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { MessageStatus } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { earlyReceipts, messages } from '../../../db/schema';
import type { Audiences } from './audience';
import { lockRecipients, reportMessageEnds } from './message-ends';
import { isWebhookCallRecorded, recordWebhookCall } from './webhook-calls';

export type Receipt = {
  provider: string;
  providerMessageId: string;
  /** `pending`: an intermediate state (buffered, sending...) that changes nothing here. */
  result: 'delivered' | 'failed' | 'pending';
  reason?: string | undefined;
};

type FinalReceipt = Omit<Receipt, 'result'> & { result: 'delivered' | 'failed' };

/** `kept`: for an id not recorded yet, applied when its acceptance is. */
export type ReceiptEffect = 'applied' | 'unchanged' | 'kept' | 'unknown';

export type ProviderMessageKey = { provider: string; providerMessageId: string };

/** First key of the two-key advisory lock: this lock's namespace (daily-cap.ts has another). */
const RECEIPT_LOCK = 4_711_044;

/**
 * Locks the keys until the transaction ends, in one order (sorted), so two transactions
 * locking several never deadlock. On PGlite (one connection) it never waits.
 */
async function lockKeys(tx: Db, keys: readonly ProviderMessageKey[]) {
  await tx.execute(sql`
    select pg_advisory_xact_lock(${RECEIPT_LOCK}, k.hash)
    from (
      select distinct hashtext(p || ':' || i) as hash
      from unnest(
        ${sql.param(keys.map((k) => k.provider))}::text[],
        ${sql.param(keys.map((k) => k.providerMessageId))}::text[]
      ) as t(p, i)
      order by hash
    ) as k`);
}

async function findMessage(tx: Db, key: ProviderMessageKey) {
  const [message] = await tx
    .select({
      id: messages.id,
      batchId: messages.batchId,
      recipientKey: messages.recipientKey,
      status: messages.status,
    })
    .from(messages)
    .where(
      and(
        eq(messages.provider, key.provider),
        eq(messages.providerMessageId, key.providerMessageId),
      ),
    );
  return message;
}

type ReceivedMessage = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** Where a receipt may move a message from: forward only, never away from delivered. */
const MOVES_FROM: Record<FinalReceipt['result'], readonly MessageStatus[]> = {
  delivered: ['sent', 'failed'],
  failed: ['sent'],
};

/**
 * The one status transition a receipt makes; answers whether the message changed. When it
 * changes whether the message reached its recipient (sent -> failed, failed -> delivered),
 * the audience hears where the recipient now stands, in this transaction.
 */
async function moveMessage(
  tx: Db,
  message: ReceivedMessage,
  receipt: FinalReceipt,
  now: Date,
  audiences: Audiences,
): Promise<boolean> {
  if (!MOVES_FROM[receipt.result].includes(message.status)) return false;
  await lockRecipients(tx, [message.recipientKey]);
  const changes =
    receipt.result === 'delivered'
      ? { status: 'delivered' as const, deliveredAt: now, error: null, updatedAt: now }
      : {
          status: 'failed' as const,
          error: `Not delivered: ${receipt.reason ?? 'the provider gave no reason'}`,
          updatedAt: now,
        };
  // Only from the status read: anything that moved it meanwhile (a retry) wins.
  const updated = await tx
    .update(messages)
    .set(changes)
    .where(and(eq(messages.id, message.id), eq(messages.status, message.status)))
    .returning({ id: messages.id });
  if (updated.length === 0) return false;
  const reached = receipt.result === 'delivered';
  if (reached !== (message.status === 'sent')) {
    await reportMessageEnds(
      tx,
      [
        {
          batchId: message.batchId,
          recipientKey: message.recipientKey,
          outcome: reached ? 'sent' : 'failed',
        },
      ],
      audiences,
    );
  }
  return true;
}

/**
 * Keeps a receipt for an id not recorded yet. A second one for the same id replaces the
 * kept one only when it is delivered and the kept one failed: the order-independent
 * result of applying both (failed -> delivered happens, delivered -> failed does not), so
 * an early pair ends as it would have had both come late. Answers whether anything changed.
 */
async function keepEarly(tx: Db, receipt: FinalReceipt, now: Date): Promise<boolean> {
  const kept = await tx
    .insert(earlyReceipts)
    .values({
      provider: receipt.provider,
      providerMessageId: receipt.providerMessageId,
      result: receipt.result,
      reason: receipt.reason ?? null,
      receivedAt: now,
    })
    .onConflictDoUpdate({
      target: [earlyReceipts.provider, earlyReceipts.providerMessageId],
      set: { result: sql`excluded.result`, reason: sql`excluded.reason` },
      setWhere: sql`${earlyReceipts.result} = 'failed' and excluded.result = 'delivered'`,
    })
    .returning({ provider: earlyReceipts.provider });
  return kept.length > 0;
}

/**
 * Applies a receipt once (webhook-calls.ts): a final one that took effect, applied or
 * kept, is recorded, and its replay changes nothing. One that changed nothing is not
 * recorded; it may still take effect later, as it would have without the record.
 */
export async function applyReceipt(
  db: Db,
  receipt: Receipt,
  now: Date,
  audiences: Audiences,
): Promise<ReceiptEffect> {
  return db.transaction(async (tx) => {
    // The lock also makes the record's check and its insert one step for a (provider, id).
    await lockKeys(tx, [receipt]);
    const message = await findMessage(tx, receipt);
    if (receipt.result === 'pending') return message ? 'unchanged' : 'unknown';
    const final = { ...receipt, result: receipt.result };
    const call = {
      provider: receipt.provider,
      kind: receipt.result,
      providerMessageId: receipt.providerMessageId,
      receivedAt: now,
    };
    if (await isWebhookCallRecorded(tx, call)) return 'unchanged';
    const tookEffect = message
      ? await moveMessage(tx, message, final, now, audiences)
      : await keepEarly(tx, final, now);
    if (!tookEffect) return 'unchanged';
    await recordWebhookCall(tx, call);
    return message ? 'applied' : 'kept';
  });
}

type EarlyReceiptRow = {
  provider: string;
  provider_message_id: string;
  result: 'delivered' | 'failed';
  reason: string | null;
};

const keyText = (provider: string, providerMessageId: string) =>
  `${provider}\n${providerMessageId}`;

/**
 * Applies, and forgets, the early receipts for acceptances just written. Call inside the
 * transaction that wrote them (outcomes.ts), with each acceptance's time: a message is
 * delivered no earlier than it reads as sent, though the receipt came first.
 */
export async function applyEarlyReceipts(
  tx: Db,
  accepted: readonly (ProviderMessageKey & { at: Date })[],
  audiences: Audiences,
): Promise<void> {
  if (accepted.length === 0) return;
  await lockKeys(tx, accepted);
  const taken = await tx.execute(sql`
    delete from ${earlyReceipts} e
    using unnest(
      ${sql.param(accepted.map((a) => a.provider))}::text[],
      ${sql.param(accepted.map((a) => a.providerMessageId))}::text[]
    ) as t(provider, provider_message_id)
    where e.provider = t.provider and e.provider_message_id = t.provider_message_id
    returning e.provider, e.provider_message_id, e.result, e.reason`);
  const rows = (taken as unknown as { rows: EarlyReceiptRow[] }).rows;
  if (rows.length === 0) return;
  const acceptedAt = new Map(accepted.map((a) => [keyText(a.provider, a.providerMessageId), a.at]));
  for (const row of rows) {
    const receipt: FinalReceipt = {
      provider: row.provider,
      providerMessageId: row.provider_message_id,
      result: row.result,
      reason: row.reason ?? undefined,
    };
    const message = await findMessage(tx, receipt);
    const at = acceptedAt.get(keyText(row.provider, row.provider_message_id));
    if (message && at) await moveMessage(tx, message, receipt, at, audiences);
  }
}

/**
 * An early receipt waits for its acceptance for milliseconds (one outcome group), or a
 * lease and a resend when a worker died before recording it: a day is ample. Receipts are
 * verified before they are kept, yet valid ones for ids we will never record keep coming:
 * Africa's Talking posts the delivery reports of its whole account, other software's
 * messages included, to the one callback URL; and a provider that ignored our idempotency
 * key reports a first copy we never learned the id of. So the table is bounded twice: by
 * age, and by a row cap that drops the oldest (a fresh one is likelier to be claimed).
 */
export const EARLY_RECEIPT_LIMITS = { keepForMs: 86_400_000, maxRows: 100_000 };

/** Drops expired early receipts and any beyond the cap; answers how many. */
export async function pruneEarlyReceipts(
  db: Db,
  now: Date,
  limits: typeof EARLY_RECEIPT_LIMITS = EARLY_RECEIPT_LIMITS,
): Promise<number> {
  const beyondCap = db
    .select({ provider: earlyReceipts.provider, id: earlyReceipts.providerMessageId })
    .from(earlyReceipts)
    .orderBy(
      desc(earlyReceipts.receivedAt),
      asc(earlyReceipts.provider),
      asc(earlyReceipts.providerMessageId),
    )
    .offset(limits.maxRows);
  const dropped = await db
    .delete(earlyReceipts)
    .where(
      or(
        lt(earlyReceipts.receivedAt, new Date(now.getTime() - limits.keepForMs)),
        sql`(${earlyReceipts.provider}, ${earlyReceipts.providerMessageId}) in ${beyondCap}`,
      ),
    )
    .returning({ provider: earlyReceipts.provider });
  return dropped.length;
}
