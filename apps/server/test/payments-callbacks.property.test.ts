/**
 * Random callback sequences (decision 0042): prompts answered every way, their callbacks
 * delivered late, twice, out of order, several at once, or never, and forged (the right
 * amount with a receipt that is not theirs: a wrong amount fails the payment on purpose,
 * payments-mpesa.test.ts); paybill payments
 * with known and unknown account codes, repeated; the poller asking in between. At the end
 * each member's paid sum equals what the provider says they paid, exactly, and equals the
 * sum of their contribution rows.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import type { PaymentRow } from '../src/modules/platform/payments';
import type { FakeC2b, PromptAnswer } from './support/fake-mpesa';
import {
  memberWithCode,
  newOccasion,
  paidOf,
  pushFor,
  startPaymentsTest,
  type PaymentsTest,
} from './support/payment-fixtures';

let p: PaymentsTest;
beforeAll(async () => {
  p = await startPaymentsTest();
});
afterAll(() => p.close());

const MEMBERS = 3;
const server = 'https://karamu.example';

type Step =
  | { kind: 'callback'; push: number }
  | { kind: 'forged'; push: number }
  | { kind: 'paybill'; member: number | null; shillings: number }
  | { kind: 'repeat-paybill'; which: number }
  | { kind: 'poll'; seconds: number };

const answerArb = fc.constantFrom<PromptAnswer | 'none'>(
  'approve',
  'approve',
  'decline',
  'cancel',
  'timeOut',
  'none',
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('callback'), push: fc.nat(MEMBERS - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forged'), push: fc.nat(MEMBERS - 1) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('paybill'),
      member: fc.option(fc.nat(MEMBERS - 1), { nil: null }),
      shillings: fc.integer({ min: 1, max: 5000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat-paybill'), which: fc.nat(5) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('poll'), seconds: fc.integer({ min: 0, max: 400 }) }),
  },
);

it('whatever arrives twice, late, forged or never, each member ends with exactly what the provider collected', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(answerArb, fc.integer({ min: 1, max: 3000 })), {
        minLength: MEMBERS,
        maxLength: MEMBERS,
      }),
      // Steps in groups that arrive at the same time.
      fc.array(fc.array(stepArb, { minLength: 1, maxLength: 3 }), { maxLength: 10 }),
      async (prompts, groups) => {
        const occasion = await newOccasion(p);
        const members: { id: string; accountCode: string }[] = [];
        for (let i = 0; i < MEMBERS; i += 1) members.push(await memberWithCode(p, occasion.id));
        const started: PaymentRow[] = [];
        for (const [i, [, shillings]] of prompts.entries()) {
          started.push(await pushFor(p, occasion.id, members[i]!, shillings * 100));
        }
        for (const [i, [answer]] of prompts.entries()) {
          if (answer !== 'none') {
            await p.fake.answer(answer, { id: started[i]!.providerRequestId!, callback: false });
          }
        }
        const paybills: FakeC2b[] = [];
        const run = async (step: Step) => {
          const push = 'push' in step ? started[step.push]! : undefined;
          switch (step.kind) {
            case 'callback':
              if (p.fake.push(push!.providerRequestId!).result) {
                await p.fake.sendCallback(push!.providerRequestId!);
              }
              return;
            case 'forged':
              await p.t.app.inject({
                method: 'POST',
                url: new URL(p.fake.push(push!.providerRequestId!).callbackUrl).pathname,
                payload: {
                  Body: {
                    stkCallback: {
                      MerchantRequestID: 'forged',
                      CheckoutRequestID: push!.providerRequestId,
                      ResultCode: 0,
                      ResultDesc: 'ok',
                      CallbackMetadata: {
                        Item: [
                          { Name: 'Amount', Value: push!.amountMinor / 100 },
                          { Name: 'MpesaReceiptNumber', Value: 'FORGED0001' },
                        ],
                      },
                    },
                  },
                },
              });
              return;
            case 'paybill': {
              const { c2b } = await p.fake.payBill({
                serverUrl: server,
                accountReference:
                  step.member === null ? 'NO-SUCH-CODE' : members[step.member]!.accountCode,
                amountMinor: step.shillings * 100,
                validate: false,
              });
              paybills.push(c2b);
              return;
            }
            case 'repeat-paybill': {
              const c2b = paybills[step.which % Math.max(paybills.length, 1)];
              if (c2b) await p.fake.repeatPayBill(c2b, server);
              return;
            }
            case 'poll':
              p.advance(step.seconds * 1000);
              await p.t.app.payments.pollDue();
          }
        };
        for (const group of groups) await Promise.all(group.map(run));
        // Every late callback, then the poller past the expiry: nothing stays pending.
        for (const push of started) {
          if (p.fake.push(push.providerRequestId!).result) {
            await p.fake.sendCallback(push.providerRequestId!);
          }
        }
        p.advance(11 * 60_000);
        await p.t.app.payments.pollDue();

        const truth = p.fake.paidByAccount();
        for (const member of members) {
          const { paid, sum } = await paidOf(p.t.db, member.id);
          expect(paid).toBe(truth.get(member.accountCode) ?? 0);
          expect(sum).toBe(paid);
        }
        const [unmatched] = await p.t.db
          .select({ total: sql<string>`coalesce(sum(${payments.amountMinor}), 0)` })
          .from(payments)
          .where(eq(payments.accountReference, 'NO-SUCH-CODE'));
        const stillPending = await p.t.db
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.status, 'pending'));
        expect(stillPending).toHaveLength(0);
        expect(Number(unmatched!.total)).toBe(truth.get('NO-SUCH-CODE') ?? 0);
      },
    ),
    { numRuns: 25 },
  );
}, 240_000);
