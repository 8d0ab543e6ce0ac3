/**
 * Asking the provider about pending payments whose callback has not come (decision 0042):
 * each when it is due (its own backoff), and expiring the stale ones after asking once
 * more. The poller (poller.ts) runs it every PAYMENT_POLL_MS.
 */
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { PAYMENT_EXPIRY_MINUTES, paymentProviderLabel } from '@karamu/shared';
import { payments } from '../../../db/schema';
import { settle, type PaymentsDeps } from './payments-deps';
import {
  ProviderAnswerUnreadableError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderOutcome,
} from './providers/payment-provider';
import type { PaymentRow } from './settle';

/** Of the payments due: still pending, settled, expired, and those the provider could not be asked about. */
export type PollSummary = { queried: number; settled: number; expired: number; failed: number };

/** First question this long after the prompt, then twice the age, at most every 2 minutes. */
const FIRST_QUERY_SECONDS = 15;
const MAX_QUERY_GAP_SECONDS = 120;
/** Pending payments looked at per poll. */
const POLL_BATCH = 50;

async function queryAndSettle(
  deps: PaymentsDeps,
  row: PaymentRow,
  active: PaymentProvider,
  now: Date,
) {
  let answer: ProviderOutcome;
  try {
    answer = await active.queryPayment(row.providerRequestId!);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    if (error instanceof ProviderAnswerUnreadableError && row.expiresAt && row.expiresAt <= now) {
      // Asked about until its expiry and still not an answer we can read: never counted,
      // it ends for a person to check with the provider rather than being asked forever.
      await settle(deps, row.id, {
        status: 'failed',
        reason: `${error.message}: not counted, check it with ${paymentProviderLabel(row.provider)}`,
      });
      return 'settled' as const;
    }
    // Not expired while the provider cannot be asked: it may yet say "paid".
    await deps.db.update(payments).set({ lastQueriedAt: now }).where(eq(payments.id, row.id));
    return 'failed' as const;
  }
  if (answer.status !== 'pending') {
    await settle(deps, row.id, answer);
    return 'settled' as const;
  }
  if (row.expiresAt && row.expiresAt <= now) {
    await settle(deps, row.id, {
      status: 'expired',
      reason: `No answer within ${PAYMENT_EXPIRY_MINUTES} minutes`,
    });
    return 'expired' as const;
  }
  await deps.db.update(payments).set({ lastQueriedAt: now }).where(eq(payments.id, row.id));
  return 'queried' as const;
}

export async function pollDue(deps: PaymentsDeps): Promise<PollSummary> {
  const { db, provider, clock } = deps;
  const summary: PollSummary = { queried: 0, settled: 0, expired: 0, failed: 0 };
  const now = clock.now();
  const asked = sql`coalesce(${payments.lastQueriedAt}, ${payments.createdAt})`;
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        or(
          lte(payments.expiresAt, now),
          and(
            isNotNull(payments.providerRequestId),
            sql`${asked} + greatest(make_interval(secs => ${FIRST_QUERY_SECONDS}), least(${asked} - ${payments.createdAt}, make_interval(secs => ${MAX_QUERY_GAP_SECONDS}))) <= ${now}`,
          ),
        ),
      ),
    )
    .orderBy(asked)
    .limit(POLL_BATCH);
  for (const row of due) {
    if (!row.providerRequestId || !provider || provider.name !== row.provider) {
      // Never reached the provider (the process stopped mid-request), or its provider
      // is no longer configured: nothing can be asked, so it ends when it expires.
      if (!row.expiresAt || row.expiresAt > now) continue;
      await settle(deps, row.id, {
        status: 'expired',
        reason: row.providerRequestId
          ? `No answer within ${PAYMENT_EXPIRY_MINUTES} minutes, and ${paymentProviderLabel(row.provider)} is no longer configured`
          : 'The prompt was never confirmed as sent (a payment for it that arrives later still counts)',
      });
      summary.expired += 1;
      continue;
    }
    const result = await queryAndSettle(deps, row, provider, now);
    summary[result] += 1;
  }
  return summary;
}
