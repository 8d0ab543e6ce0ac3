/**
 * M-Pesa's paybill payments (C2B) against the local Daraja (decision 0042): matched by
 * account code, counted once however often a confirmation arrives, assigned by a person
 * when nobody matched; and who may call back at all.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, paymentCallbacks, payments } from '../src/db/schema';
import { FAKE_MPESA } from './support/fake-mpesa';
import { createTestApp } from './test-app';
import {
  failureOf,
  memberWithCode,
  newOccasion,
  paidOf,
  usePaymentsOccasion,
  stkPath,
  type PaymentsTest,
} from './support/payment-fixtures';

let p: PaymentsTest;
let occasionId: string;

usePaymentsOccasion((started) => ({ p, occasionId } = started));

describe('paybill payments (C2B)', () => {
  const server = 'https://karamu.example';

  it("a payment with a member's account code counts for them at once; its repeat is a no-op", async () => {
    const member = await memberWithCode(p, occasionId);
    const { validation, confirmation, c2b } = await p.fake.payBill({
      serverUrl: server,
      accountReference: member.accountCode.toLowerCase(),
      amountMinor: 250_000,
    });
    expect(JSON.parse(validation!.body)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(JSON.parse(confirmation.body)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 250_000,
      sum: 250_000,
      contributions: 1,
    });
    await p.fake.repeatPayBill(c2b, server);
    await p.fake.repeatPayBill(c2b, server);
    expect((await paidOf(p.t.db, member.id)).contributions).toBe(1);
    const [row] = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, c2b.transId));
    expect(row).toMatchObject({
      channel: 'paybill',
      status: 'succeeded',
      payerPhone: '+254708374149',
      payerName: 'John Doe',
      occasionId,
    });
  });

  it("two payments of one member arriving at once both count (no lock waits on the other's)", async () => {
    const member = await memberWithCode(p, occasionId);
    await Promise.all(
      [10_000, 20_000, 30_000].map((amountMinor) =>
        p.fake.payBill({ serverUrl: server, accountReference: member.accountCode, amountMinor }),
      ),
    );
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 60_000,
      sum: 60_000,
      contributions: 3,
    });
  });

  it('one confirmation delivered three times at once is one payment', async () => {
    const member = await memberWithCode(p, occasionId);
    const body = {
      TransactionType: 'Pay Bill',
      TransID: 'TWICE00001',
      TransTime: '20261126120000',
      TransAmount: '450.00',
      BusinessShortCode: FAKE_MPESA.shortcode,
      BillRefNumber: member.accountCode,
      MSISDN: '254708374149',
    };
    const url = `/api/payments/mpesa/c2b/confirmation/${FAKE_MPESA.callbackSecret}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => p.t.app.inject({ method: 'POST', url, payload: body })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 45_000,
      sum: 45_000,
      contributions: 1,
    });
    const kept = await p.t.db
      .select({ outcome: paymentCallbacks.outcome })
      .from(paymentCallbacks)
      .where(sql`${paymentCallbacks.body}->>'TransID' = 'TWICE00001'`);
    expect(kept.map((c) => c.outcome).sort()).toEqual(['counted', 'repeated', 'repeated']);
  });

  it('an unknown account code lands unmatched; a person assigns it (audited) and it counts then, once', async () => {
    const { c2b } = await p.fake.payBill({
      serverUrl: server,
      accountReference: 'WRONG-CODE',
      amountMinor: 80_000,
    });
    const [unmatched] = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, c2b.transId));
    expect(unmatched).toMatchObject({
      status: 'succeeded',
      memberId: null,
      occasionId: null,
      contributionId: null,
      accountReference: 'WRONG-CODE',
    });
    const member = await memberWithCode(p, occasionId);
    const assigned = await p.t.app.payments.assignPayment({
      paymentId: unmatched!.id,
      memberId: member.id,
      version: unmatched!.version,
      actor: p.admin,
    });
    expect(assigned).toMatchObject({ memberId: member.id, occasionId, assignedBy: p.admin.userId });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 80_000,
      sum: 80_000,
      contributions: 1,
    });
    const [audit] = await p.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payments'), eq(auditLog.recordId, unmatched!.id)));
    expect(audit).toMatchObject({ action: 'update', actorUsername: 'admin' });

    const again = await failureOf(
      p.t.app.payments.assignPayment({
        paymentId: unmatched!.id,
        memberId: member.id,
        version: assigned.version,
        actor: p.admin,
      }),
    );
    expect(again.statusCode).toBe(409);
    await p.fake.repeatPayBill(c2b, server);
    expect((await paidOf(p.t.db, member.id)).contributions).toBe(1);
  });

  it('assigning refuses a stale version and a member of an occasion in another currency', async () => {
    const { c2b } = await p.fake.payBill({
      serverUrl: server,
      accountReference: 'NOBODY',
      amountMinor: 10_000,
    });
    const [unmatched] = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, c2b.transId));
    const member = await memberWithCode(p, occasionId);
    const stale = await failureOf(
      p.t.app.payments.assignPayment({
        paymentId: unmatched!.id,
        memberId: member.id,
        version: unmatched!.version + 1,
        actor: p.admin,
      }),
    );
    expect(stale.statusCode).toBe(409);
    const tzs = await newOccasion(p, 'TZS');
    const other = await memberWithCode(p, tzs.id);
    const currency = await failureOf(
      p.t.app.payments.assignPayment({
        paymentId: unmatched!.id,
        memberId: other.id,
        version: unmatched!.version,
        actor: p.admin,
      }),
    );
    expect(currency.statusCode).toBe(400);
    expect(Object.keys(currency.fieldErrors!)).toEqual(['memberId']);
    expect((await p.t.app.payments.getPayment(unmatched!.id))!.memberId).toBeNull();
  });

  it('refuses a confirmation for another paybill, keeping it', async () => {
    const answer = await p.t.app.inject({
      method: 'POST',
      url: `/api/payments/mpesa/c2b/confirmation/${FAKE_MPESA.callbackSecret}`,
      payload: {
        TransID: 'OTHER00001',
        TransTime: '20261126120000',
        TransAmount: '100.00',
        BusinessShortCode: '999999',
        BillRefNumber: 'X',
        MSISDN: '254708374149',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body).message).toBe(
      'Not a readable M-Pesa callback: BusinessShortCode is not this paybill',
    );
    const rows = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, 'OTHER00001'));
    expect(rows).toHaveLength(0);
  });
});

describe('who may call back', () => {
  it("validation accepts payments to our paybill and refuses others with Daraja's code", async () => {
    const body = (shortcode: string) => ({
      TransactionType: 'Pay Bill',
      TransID: 'VALID00001',
      TransTime: '20261126120000',
      TransAmount: '100.00',
      BusinessShortCode: shortcode,
      BillRefNumber: 'ANYTHING',
      MSISDN: '254708374149',
      FirstName: 'John',
    });
    const url = `/api/payments/mpesa/c2b/validation/${FAKE_MPESA.callbackSecret}`;
    const ours = await p.t.app.inject({ method: 'POST', url, payload: body(FAKE_MPESA.shortcode) });
    expect(JSON.parse(ours.body)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const theirs = await p.t.app.inject({ method: 'POST', url, payload: body('999999') });
    expect(JSON.parse(theirs.body)).toEqual({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
    // Validation moves no money: no payment row.
    const rows = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, 'VALID00001'));
    expect(rows).toHaveLength(0);
  });

  it('with MPESA_CALLBACK_IPS set, a caller from elsewhere gets 404 even with the secret', async () => {
    for (const [ips, status] of [
      ['196.201.214.200', 404],
      ['196.201.214.200,127.0.0.1', 200],
    ] as const) {
      const t = await createTestApp({ ...p.fake.env, MPESA_CALLBACK_IPS: ips });
      try {
        const answer = await t.app.inject({
          method: 'POST',
          url: stkPath(),
          payload: {
            Body: {
              stkCallback: {
                MerchantRequestID: '1',
                CheckoutRequestID: 'ws_CO_nobody',
                ResultCode: 1032,
                ResultDesc: 'Request cancelled by user.',
              },
            },
          },
        });
        expect(answer.statusCode).toBe(status);
      } finally {
        await t.close();
      }
    }
  });
});
