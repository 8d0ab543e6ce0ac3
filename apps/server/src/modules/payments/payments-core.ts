/**
 * The payments core (decision 0042): starts prompts, reads callbacks, polls what is
 * pending, assigns what matched no one. Providers only speak their formats
 * (providers/*.ts); rows, locks and the "counted exactly once" rule live here and in
 * settle.ts. Made once per app by app.ts (`app.payments`, and `payments` in AppDeps).
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  PAYMENT_EXPIRY_MINUTES,
  paymentProviderLabel,
  type PaymentProviderName,
} from '@karamu/shared';
import { DEFAULT_PROMPTS_PER_HOUR_PER_EVENT } from '../../config';
import type { Db } from '../../db/client';
import { events, guests, members, occasions, paymentCallbacks, payments } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { formatMoneyForSms } from '../../lib/sms-money';
import { lockMemberForPayment } from '../contributions/member-paid';
import { amountDue } from '../guests/guests-repository';
import { getMember } from '../members/members-repository';
import { admitMobileMoneyPrompt, assertPromptAmount, promptCeilingMinor } from '../outbound-gate';
import { occasionIdInScope } from '../occasions/occasion-scope';
import { systemClock, type Clock } from '../messaging/clock';
import {
  ProviderAnswerUnreadableError,
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderOutcome,
} from './providers/payment-provider';
import {
  contributeForPayment,
  keepLateReceipt,
  lockPayment,
  settlePayment,
  type FinalOutcome,
  type OnCounted,
  type PaymentRow,
  type Settled,
} from './settle';

/** Whose money a push is: a member's pledge, or a guest's card (decision 0050). */
type PushOwner =
  | { type: 'occasions'; occasionId: string; memberId: string }
  | { type: 'events'; eventId: string; guestId: string };

type StartPushInput = PushOwner & {
  /** E.164. */
  phone: string;
  amountMinor: number;
  /**
   * Shown on the payer's prompt (M-Pesa: 12 characters at most): the member's account
   * code, or the event's name (outbound-gate's `promptTextOf`, decision 0059).
   */
  accountReference: string;
  description: string;
  /** Null when the payer started it from a pay link or an answer page. */
  createdBy: string | null;
};

/** Money that arrived without a request of ours (M-Pesa's paybill menu, C2B). */
export type PaybillPayment = {
  receipt: string;
  amountMinor: number;
  currency: string;
  /** What the payer typed as the account: a member's account code, or anything. */
  accountReference: string;
  phone: string | null;
  payerName: string | null;
  paidAt: Date;
};

export type CallbackInput = {
  provider: PaymentProviderName;
  /** stk, c2b-validation, c2b-confirmation, webhook... */
  kind: string;
  /** As received: kept in payment_callbacks. */
  body: unknown;
  /** The request it is about: the core asks the provider about it before believing it. */
  providerRequestId?: string;
  /** What the callback says happened; its receipt and amount fill what the query lacks. */
  claimed?: ProviderOutcome;
  /**
   * A payment that came by itself and that the provider module has already judged genuine
   * (Daraja's C2B has no query: see decision 0042 for why it is trusted).
   */
  paybill?: PaybillPayment;
  /** Kept without acting on it (a C2B validation, a body that could not be read). */
  recordOnly?: string;
};

/**
 * What a callback did: `counted` (a contribution now exists), `unmatched` (paid, nobody to
 * count it for yet), `settled` (failed, cancelled...), `repeated` (already final: no
 * change), `receipt` (already counted by asking: the late callback's receipt is kept), `unconfirmed` (the provider does not confirm it yet: the poller asks again),
 * `unknown` (no such request of ours), or what `recordOnly` said.
 */
type CallbackOutcome = Settled | 'unconfirmed' | 'unknown' | (string & {});

/**
 * What `startPush` made: the pending payment, and whether the provider's answer was lost
 * (`unconfirmed`: a timeout or a 5xx after the request was written), so the prompt may or
 * may not be on the payer's phone. Such a payment stays pending and is settled by a
 * callback, the poller or its expiry like any other (decision 0042).
 */
type StartedPush = PaymentRow & { unconfirmed: boolean };

/** Of the payments due: still pending, settled, expired, and those the provider could not be asked about. */
type PollSummary = { queried: number; settled: number; expired: number; failed: number };

export type PaymentsCore = {
  readonly provider: PaymentProvider | null;
  startPush(input: StartPushInput): Promise<StartedPush>;
  getPayment(id: string): Promise<PaymentRow | undefined>;
  handleCallback(
    input: CallbackInput,
  ): Promise<{ outcome: CallbackOutcome; paymentId: string | null }>;
  assignPayment(input: {
    paymentId: string;
    memberId: string;
    version: number;
    actor: Actor;
  }): Promise<PaymentRow>;
  /** Asks the provider about the pending payments that are due, expires the stale ones. */
  pollDue(): Promise<PollSummary>;
};

/** First question this long after the prompt, then twice the age, at most every 2 minutes. */
const FIRST_QUERY_SECONDS = 15;
const MAX_QUERY_GAP_SECONDS = 120;
/** Pending payments looked at per poll. */
const POLL_BATCH = 50;
/**
 * How long after it started a prompt without a provider id can still be found by a paid
 * callback (same phone, same amount), even once expired: the provider may have sent it.
 */
const ADOPT_WITHIN_MS = 24 * 3_600_000;

function amountProblem(provider: PaymentProvider, currency: string, amountMinor: number) {
  if (!provider.currencies.includes(currency)) {
    return `${paymentProviderLabel(provider.name)} does not collect ${currency}`;
  }
  const { minMinor, maxMinor, stepMinor = 1 } = provider.limits(currency);
  if (amountMinor % stepMinor !== 0) {
    return `${paymentProviderLabel(provider.name)} takes whole amounts of ${currency} only, without cents`;
  }
  if (amountMinor < minMinor || amountMinor > maxMinor) {
    return `Amount must be between ${formatMoneyForSms(minMinor, currency)} and ${formatMoneyForSms(maxMinor, currency)}`;
  }
  return undefined;
}

/**
 * The push's owner, locked (`update`) so two taps at once cannot both start a prompt, with
 * the currency its money is in, what it still owes and whether it may pay more (a pledge
 * whose occasion allows overpayment; a card never: decision 0059). A member outside the
 * occasion, a guest outside the event (or deleted) is 404 naming the field; an event that
 * has no currency has priced nothing, so there is nothing to pay yet.
 */
async function lockPushOwner(tx: Db, owner: PushOwner) {
  if (owner.type === 'occasions') {
    const [found] = await tx
      .select({
        currency: occasions.currency,
        pledgedMinor: members.pledgedMinor,
        paidMinor: members.paidMinor,
        overpayment: occasions.allowOverpayment,
      })
      .from(members)
      .innerJoin(occasions, eq(occasions.id, members.occasionId))
      .where(and(eq(members.id, owner.memberId), eq(members.occasionId, owner.occasionId)))
      .for('update', { of: members });
    if (!found) throw new HttpError(404, 'Unknown member', { memberId: ['Unknown member'] });
    return {
      currency: found.currency,
      balanceMinor: found.pledgedMinor - found.paidMinor,
      overpayment: found.overpayment,
      of: 'pledge' as const,
      values: { type: owner.type, occasionId: owner.occasionId, memberId: owner.memberId },
      payer: eq(payments.memberId, owner.memberId),
    };
  }
  const [found] = await tx
    .select({ currency: events.currency, amountDue, paidMinor: guests.paidMinor })
    .from(guests)
    .innerJoin(events, eq(events.id, guests.eventId))
    .where(and(eq(guests.id, owner.guestId), eq(guests.eventId, owner.eventId)))
    .for('update', { of: guests });
  if (!found) throw new HttpError(404, 'Unknown guest', { guestId: ['Unknown guest'] });
  if (!found.currency) {
    throw conflict('This event has no card prices yet, so there is nothing to pay');
  }
  return {
    currency: found.currency,
    balanceMinor: (found.amountDue ?? 0) - found.paidMinor,
    overpayment: false,
    of: 'card' as const,
    values: { type: owner.type, eventId: owner.eventId, guestId: owner.guestId },
    payer: eq(payments.guestId, owner.guestId),
  };
}

const notConfigured = () =>
  new HttpError(503, 'Mobile-money payments are not configured on this server');

export function createPayments(deps: {
  db: Db;
  provider: PaymentProvider | null;
  clock?: Clock;
  onCounted?: OnCounted;
  /** PAYMENT_PROMPTS_PER_HOUR_PER_EVENT (decision 0059). */
  promptsPerHourPerEvent?: number;
}): PaymentsCore {
  const {
    db,
    provider,
    clock = systemClock,
    onCounted,
    promptsPerHourPerEvent = DEFAULT_PROMPTS_PER_HOUR_PER_EVENT,
  } = deps;

  async function settle(paymentId: string, outcome: FinalOutcome, callbackId?: string) {
    return db.transaction(async (tx) => {
      const result = await settlePayment(tx, paymentId, outcome, { now: clock.now(), onCounted });
      if (callbackId) await markCallback(tx, callbackId, result.settled);
      return result;
    });
  }

  async function recordCallback(input: CallbackInput, paymentId: string | null, outcome: string) {
    const [row] = await db
      .insert(paymentCallbacks)
      .values({
        paymentId,
        provider: input.provider,
        kind: input.kind,
        // A request without a body is kept as {} (the column holds JSON, never SQL null).
        body: input.body ?? {},
        outcome,
        receivedAt: clock.now(),
      })
      .returning({ id: paymentCallbacks.id });
    return row!.id;
  }

  const markCallback = (handle: Db, id: string, outcome: string) =>
    handle.update(paymentCallbacks).set({ outcome }).where(eq(paymentCallbacks.id, id));

  /** The provider's answer, merged with what the callback said (Daraja's query has no receipt). */
  function confirmed(query: FinalOutcome, claimed: ProviderOutcome | undefined): FinalOutcome {
    if (query.status !== 'succeeded' || claimed?.status !== 'succeeded') return query;
    return {
      status: 'succeeded',
      receipt: query.receipt ?? claimed.receipt,
      amountMinor: query.amountMinor ?? claimed.amountMinor,
      currency: query.currency ?? claimed.currency,
      phone: query.phone ?? claimed.phone,
      paidAt: query.paidAt ?? claimed.paidAt,
    };
  }

  /**
   * A paid callback for a request id we never stored: the process stopped, or Daraja was
   * faster than our write, between Daraja accepting the prompt and the id being saved; or
   * the prompt's answer was lost (timeout, 5xx). The one prompt without an id to the same
   * phone for the same amount, pending or expired (we stopped waiting, the provider did not
   * refuse it) within the last day, is that request: it takes the id, and the query decides.
   */
  async function adoptOrphan(input: CallbackInput & { providerRequestId: string }) {
    const claimed = input.claimed;
    if (claimed?.status !== 'succeeded' || !claimed.phone || claimed.amountMinor === undefined) {
      return undefined;
    }
    const now = clock.now();
    const orphans = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, input.provider),
          eq(payments.channel, 'push'),
          inArray(payments.status, ['pending', 'expired']),
          isNull(payments.providerRequestId),
          eq(payments.payerPhone, claimed.phone),
          eq(payments.amountMinor, claimed.amountMinor),
          gt(payments.createdAt, new Date(now.getTime() - ADOPT_WITHIN_MS)),
        ),
      )
      .limit(2);
    if (orphans.length !== 1) return undefined;
    const [adopted] = await db
      .update(payments)
      .set({ providerRequestId: input.providerRequestId, updatedAt: now })
      .where(and(eq(payments.id, orphans[0]!.id), isNull(payments.providerRequestId)))
      .returning({ id: payments.id, status: payments.status });
    return adopted;
  }

  async function handleRequestCallback(
    input: CallbackInput & { providerRequestId: string },
    active: PaymentProvider,
  ) {
    const [row] = await db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(
        and(
          eq(payments.provider, input.provider),
          eq(payments.providerRequestId, input.providerRequestId),
        ),
      );
    const found = row ?? (await adoptOrphan(input));
    if (!found) {
      await recordCallback(input, null, 'unknown');
      return { outcome: 'unknown', paymentId: null };
    }
    // An expired prompt is one we stopped waiting for: a paid callback is asked about, and
    // money the provider confirms counts (settle.ts).
    const reopens = found.status === 'expired' && input.claimed?.status === 'succeeded';
    if (found.status !== 'pending' && !reopens) {
      const late = input.claimed?.status === 'succeeded' && input.claimed.receipt !== undefined;
      const outcome = late
        ? await db.transaction((tx) => keepLateReceipt(tx, found.id, input.claimed!, clock.now()))
        : 'repeated';
      await recordCallback(input, found.id, outcome);
      return { outcome, paymentId: found.id };
    }
    const callbackId = await recordCallback(input, found.id, 'received');
    let query: ProviderOutcome;
    try {
      query = await active.queryPayment(input.providerRequestId);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      query = { status: 'pending' };
    }
    if (query.status === 'pending') {
      await markCallback(db, callbackId, 'unconfirmed');
      return { outcome: 'unconfirmed', paymentId: found.id };
    }
    const { settled } = await settle(found.id, confirmed(query, input.claimed), callbackId);
    return { outcome: settled, paymentId: found.id };
  }

  /** A paybill payment: a new row, matched by account code, settled in the same transaction. */
  async function handlePaybill(input: CallbackInput, paybill: PaybillPayment) {
    const callbackId = await recordCallback(input, null, 'received');
    return db.transaction(async (tx) => {
      const [earlier] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(eq(payments.provider, input.provider), eq(payments.providerReceipt, paybill.receipt)),
        );
      if (earlier) {
        await tx
          .update(paymentCallbacks)
          .set({ outcome: 'repeated', paymentId: earlier.id })
          .where(eq(paymentCallbacks.id, callbackId));
        return { outcome: 'repeated', paymentId: earlier.id };
      }
      // Account codes are issued in capitals; payers type them in any case.
      const code = paybill.accountReference.trim().toUpperCase();
      const [found] = code
        ? await tx
            .select({ id: members.id, occasionId: members.occasionId })
            .from(members)
            .where(eq(members.accountCode, code))
        : [];
      // Locked before the payment row is written: that insert's foreign keys take key-share
      // locks, and two payments of one member would each wait for the other's to lock it.
      const member =
        found && (await lockMemberForPayment(tx, found.occasionId, found.id)) ? found : undefined;
      const now = clock.now();
      // Concurrent repeats of one confirmation both find no row: the receipt's unique index
      // stops the second insert, and the transaction that loses answers as a repeat.
      const [created] = await tx
        .insert(payments)
        .values({
          type: 'occasions',
          provider: input.provider,
          channel: 'paybill',
          occasionId: member?.occasionId ?? null,
          memberId: member?.id ?? null,
          providerReceipt: paybill.receipt,
          payerPhone: paybill.phone,
          payerName: paybill.payerName,
          amountMinor: paybill.amountMinor,
          currency: paybill.currency,
          accountReference: paybill.accountReference,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!created) {
        await tx
          .update(paymentCallbacks)
          .set({ outcome: 'repeated' })
          .where(eq(paymentCallbacks.id, callbackId));
        return { outcome: 'repeated', paymentId: null };
      }
      const { settled } = await settlePayment(
        tx,
        created.id,
        { status: 'succeeded', ...paybill, phone: paybill.phone ?? undefined },
        { now, onCounted },
      );
      await tx
        .update(paymentCallbacks)
        .set({ outcome: settled, paymentId: created.id })
        .where(eq(paymentCallbacks.id, callbackId));
      return { outcome: settled, paymentId: created.id };
    });
  }

  async function queryAndSettle(row: PaymentRow, active: PaymentProvider, now: Date) {
    let answer: ProviderOutcome;
    try {
      answer = await active.queryPayment(row.providerRequestId!);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      if (error instanceof ProviderAnswerUnreadableError && row.expiresAt && row.expiresAt <= now) {
        // Asked about until its expiry and still not an answer we can read: never counted,
        // it ends for a person to check with the provider rather than being asked forever.
        await settle(row.id, {
          status: 'failed',
          reason: `${error.message}: not counted, check it with ${paymentProviderLabel(row.provider)}`,
        });
        return 'settled' as const;
      }
      // Not expired while the provider cannot be asked: it may yet say "paid".
      await db.update(payments).set({ lastQueriedAt: now }).where(eq(payments.id, row.id));
      return 'failed' as const;
    }
    if (answer.status !== 'pending') {
      await settle(row.id, answer);
      return 'settled' as const;
    }
    if (row.expiresAt && row.expiresAt <= now) {
      await settle(row.id, {
        status: 'expired',
        reason: `No answer within ${PAYMENT_EXPIRY_MINUTES} minutes`,
      });
      return 'expired' as const;
    }
    await db.update(payments).set({ lastQueriedAt: now }).where(eq(payments.id, row.id));
    return 'queried' as const;
  }

  return {
    provider,

    async startPush(input) {
      if (!provider) throw notConfigured();
      const phoneProblem = provider.phoneProblem?.(input.phone);
      if (phoneProblem) throw badRequest(phoneProblem, { phone: [phoneProblem] });
      const now = clock.now();
      const pending = await db.transaction(async (tx) => {
        const owner = await lockPushOwner(tx, input);
        const { currency, values, payer } = owner;
        const amountError = amountProblem(provider, currency, input.amountMinor);
        if (amountError) throw badRequest(amountError, { amountMinor: [amountError] });
        const { maxMinor, stepMinor = 1 } = provider.limits(currency);
        assertPromptAmount({
          amountMinor: input.amountMinor,
          ceilingMinor: promptCeilingMinor({ ...owner, stepMinor, maxMinor }),
          currency,
          of: owner.of,
        });
        const [waiting] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              payer,
              eq(payments.channel, 'push'),
              eq(payments.status, 'pending'),
              sql`${payments.expiresAt} > ${now}`,
            ),
          )
          .limit(1);
        if (waiting) {
          const who = input.type === 'events' ? 'guest' : 'member';
          throw conflict(
            `A payment prompt for this ${who} is already waiting for approval: answer it on the phone, or wait until it ends`,
          );
        }
        await admitMobileMoneyPrompt(tx, {
          phone: input.phone,
          scope: input,
          now,
          perHourPerEvent: promptsPerHourPerEvent,
        });
        const [row] = await tx
          .insert(payments)
          .values({
            ...values,
            provider: provider.name,
            channel: 'push',
            payerPhone: input.phone,
            amountMinor: input.amountMinor,
            currency,
            accountReference: input.accountReference,
            expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
            createdAt: now,
            updatedAt: now,
            createdBy: input.createdBy,
          })
          .returning();
        return row!;
      });
      let requestId: string;
      try {
        ({ providerRequestId: requestId } = await provider.requestPayment({
          paymentId: pending.id,
          phone: input.phone,
          amountMinor: input.amountMinor,
          currency: pending.currency,
          accountReference: input.accountReference,
          description: input.description,
        }));
      } catch (error) {
        if (error instanceof ProviderUnavailableError && error.maybeSent) {
          // The prompt may be on the phone: not failed ("nothing was charged" could be false).
          // It stays pending; a paid callback finds it by its id when the provider takes ours
          // (Flutterwave), else by phone and amount (adoptOrphan); the poller asks by that id,
          // or expires it.
          const [kept] = await db
            .update(payments)
            .set({
              providerRequestId: provider.requestIdOf?.(pending.id) ?? null,
              updatedAt: clock.now(),
            })
            .where(eq(payments.id, pending.id))
            .returning();
          return { ...kept!, unconfirmed: true };
        }
        const reason =
          error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError
            ? error.message
            : `${paymentProviderLabel(provider.name)} could not be asked`;
        await settle(pending.id, { status: 'failed', reason });
        if (error instanceof ProviderRefusedError) throw badRequest(error.message);
        if (error instanceof ProviderUnavailableError) {
          throw new HttpError(
            503,
            `${paymentProviderLabel(provider.name)} cannot be reached just now, so nothing was charged: try again in a few minutes`,
            undefined,
            { 'retry-after': '60' },
          );
        }
        throw error;
      }
      const [started] = await db
        .update(payments)
        .set({ providerRequestId: requestId, updatedAt: clock.now() })
        .where(eq(payments.id, pending.id))
        .returning();
      return { ...started!, unconfirmed: false };
    },

    async getPayment(id) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async handleCallback(input) {
      if (!provider || provider.name !== input.provider) {
        await recordCallback(input, null, 'not-configured');
        return { outcome: 'not-configured', paymentId: null };
      }
      if (input.recordOnly) {
        await recordCallback(input, null, input.recordOnly);
        return { outcome: input.recordOnly, paymentId: null };
      }
      if (input.paybill) return handlePaybill(input, input.paybill);
      if (input.providerRequestId) {
        return handleRequestCallback(
          { ...input, providerRequestId: input.providerRequestId },
          provider,
        );
      }
      await recordCallback(input, null, 'unreadable');
      return { outcome: 'unreadable', paymentId: null };
    },

    async assignPayment({ paymentId, memberId, version, actor }) {
      return db.transaction(async (tx) => {
        const before = await lockPayment(tx, paymentId);
        if (!before) throw notFound('Payment not found');
        if (before.version !== version) {
          throw conflict('This payment was changed by someone else: reload it and try again');
        }
        if (
          before.type !== 'occasions' ||
          before.status !== 'succeeded' ||
          before.memberId !== null ||
          before.contributionId
        ) {
          throw conflict('Only a paid payment that matched no member can be assigned');
        }
        const member = await getMember(
          tx,
          memberId,
          occasionIdInScope(actor, 'ADD_CONTRIBUTIONS', members.occasionId),
        );
        if (!member) throw new HttpError(404, 'Unknown member', { memberId: ['Unknown member'] });
        if (before.occasionId && before.occasionId !== member.occasionId) {
          const message = 'The payment belongs to another occasion than this member';
          throw badRequest(message, { memberId: [message] });
        }
        const contributionId = await contributeForPayment(
          tx,
          actor,
          { ...before, occasionId: member.occasionId, memberId },
          before.providerReceipt,
          before.completedAt ?? clock.now(),
        );
        if (!contributionId) {
          const message = `This member's occasion is not in ${before.currency}, the payment's currency`;
          throw badRequest(message, { memberId: [message] });
        }
        const now = clock.now();
        const [after] = await tx
          .update(payments)
          .set({
            memberId,
            occasionId: member.occasionId,
            contributionId,
            assignedBy: actor.userId,
            assignedAt: now,
            updatedAt: now,
            version: sql`${payments.version} + 1`,
          })
          .where(eq(payments.id, paymentId))
          .returning();
        const snapshot = (row: PaymentRow) => ({
          memberId: row.memberId,
          occasionId: row.occasionId,
          contributionId: row.contributionId,
          assignedBy: row.assignedBy,
          assignedAt: row.assignedAt?.toISOString() ?? null,
        });
        await recordAudit(tx, actor, {
          action: 'update',
          resource: 'payments',
          recordId: paymentId,
          before: snapshot(before),
          after: snapshot(after!),
        });
        await onCounted?.(tx, after!);
        return after!;
      });
    },

    async pollDue() {
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
          await settle(row.id, {
            status: 'expired',
            reason: row.providerRequestId
              ? `No answer within ${PAYMENT_EXPIRY_MINUTES} minutes, and ${paymentProviderLabel(row.provider)} is no longer configured`
              : 'The prompt was never confirmed as sent (a payment for it that arrives later still counts)',
          });
          summary.expired += 1;
          continue;
        }
        const result = await queryAndSettle(row, provider, now);
        summary[result] += 1;
      }
      return summary;
    },
  };
}
