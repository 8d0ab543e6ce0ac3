/**
 * The payments core (decision 0042): starts prompts (start-push.ts), reads callbacks
 * (handle-callback.ts), polls what is pending (poll-due.ts), assigns what matched no one
 * (assign-payment.ts), records cash taken for a card (record-cash.ts), each flow on the one `PaymentsDeps` built here, and says whose
 * payments a reader may see (payments-list.ts). What each type of payment is for, the areas
 * give it (payment-purposes.ts, decision 0066a). Providers only speak
 * their formats (providers/*.ts); rows, locks and the "counted exactly once" rule live in
 * those flows and settle.ts. Made once per app by app.ts (`app.payments`, and `payments` in
 * AppDeps).
 */
import { eq } from 'drizzle-orm';
import type { PaymentType, Privilege } from '@karamu/shared';
import { payments } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import type { RecordScope } from '../../../lib/scope';
import { assignPayment, type AssignPaymentInput } from './assign-payment';
import { handleCallback, type CallbackInput, type CallbackOutcome } from './handle-callback';
import { paymentsDeps, type PaymentsOptions } from './payments-deps';
import { paymentsInScope } from './payments-list';
import { pollDue, type PollSummary } from './poll-due';
import { recordCash, type RecordCashInput, type RecordedCash } from './record-cash';
import type { PaymentProvider } from './providers/payment-provider';
import type { PaymentRow } from './settle';
import { startPush, type StartedPush, type StartPushInput } from './start-push';

export type PaymentsCore = {
  readonly provider: PaymentProvider | null;
  startPush(input: StartPushInput): Promise<StartedPush>;
  getPayment(id: string): Promise<PaymentRow | undefined>;
  handleCallback(
    input: CallbackInput,
  ): Promise<{ outcome: CallbackOutcome; paymentId: string | null }>;
  assignPayment(input: AssignPaymentInput): Promise<PaymentRow>;
  /** Cash taken for a guest's card, with its receipt: counted once per receipt and guest. */
  recordCash(input: RecordCashInput): Promise<RecordedCash>;
  /** Asks the provider about the pending payments that are due, expires the stale ones. */
  pollDue(): Promise<PollSummary>;
  /** The payments (of `type`, or both) that `actor` may act on with `privilege`. */
  inScope(actor: Actor, privilege: Privilege, type?: PaymentType): RecordScope;
};

export function createPayments(options: PaymentsOptions): PaymentsCore {
  const deps = paymentsDeps(options);
  return {
    provider: deps.provider,
    startPush: (input) => startPush(deps, input),
    async getPayment(id) {
      const [row] = await deps.db.select().from(payments).where(eq(payments.id, id));
      return row;
    },
    handleCallback: (input) => handleCallback(deps, input),
    assignPayment: (input) => assignPayment(deps, input),
    recordCash: (input) => recordCash(deps, input),
    pollDue: () => pollDue(deps),
    inScope: (actor, privilege, type) => paymentsInScope(actor, privilege, type, deps.purposes),
  };
}
