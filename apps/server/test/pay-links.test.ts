/**
 * Pay links (decision 0043) through the real routes: members' tokens issued by a reminder
 * carrying `{pay_link}`, the page's figures and account code, what a wrong token or another
 * member's payment gets (nothing), the server without a payment provider, and the
 * thank-you SMS queued in a payment's transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { members, messageBatches, messages, payments } from '../src/db/schema';
import { createPaymentThankYou } from '../src/modules/pledges/pay-links';
import {
  ensureAccountCode,
  newAccountCode,
} from '../src/modules/pledges/pay-links/pay-credentials';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import { createTemplate, startWorker, waitForBatch } from './support/messaging-fixtures';
import { addMembers, newOccasion } from './support/pledge-fixtures';
import { ADMIN_PASSWORD, createTestApp, loginCookie, type TestApp } from './test-app';

const BASE = 'https://karamu.example';
let t: TestApp;
let sms: FakeSmsProvider;
let admin: ReturnType<typeof apiAs>;
let worker: ReturnType<typeof startWorker>;
let occasionId: string;
let memberIds: Record<string, string>;
let addressCounter = 0;

/** Each call from its own address, unless given: the per-address limit is tested on its own. */
const pay = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  remoteAddress = `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
) => {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

const tokenOf = async (memberId: string) => {
  const [row] = await t.db
    .select({ token: members.payToken })
    .from(members)
    .where(eq(members.id, memberId));
  return row!.token;
};

beforeAll(async () => {
  sms = await startFakeSmsProvider('africastalking');
  t = await createTestApp({
    ...sms.env,
    PUBLIC_BASE_URL: BASE,
    WORKER_POLL_MS: '50',
    SMS_RATE_PER_SECOND: '100',
  });
  admin = apiAs(t, await loginCookie(t.app, 'admin', ADMIN_PASSWORD));
  worker = startWorker(t);
  const occasion = await newOccasion(admin, { name: 'Harusi ya Neema' });
  occasionId = occasion.id;
  const added = await addMembers(admin, occasionId, [
    { name: 'Amina Hassan', phone: '+254712000001', pledged: 1_000_000, paid: 400_000 },
    { name: 'Baraka Otieno', phone: '+254712000002', pledged: 500_000 },
    { name: 'Dalila Njeri', pledged: 100_000 },
  ]);
  memberIds = Object.fromEntries(added.map((m) => [m.name.split(' ')[0], m.id]));
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await sms.close();
});

describe('{pay_link} in a reminder', () => {
  it('previews as made when sent, then gives each member their own link, kept for the next send', async () => {
    const templateId = await createTemplate(admin, {
      channel: 'sms',
      audience: 'occasion-members',
      body: 'Habari {member_name}, salio {balance}. Lipa hapa: {pay_link}',
    });
    const filter = { name: 'with_balance' };
    const estimate = await admin('POST', '/api/message-batches/estimate', {
      templateId,
      contextId: occasionId,
      filter,
    });
    expect(estimate.body.sample.body).toBe(
      'Habari Amina Hassan, salio KES 6,000.00. Lipa hapa: (link made when sent)',
    );
    // A preview writes nothing.
    expect(await tokenOf(memberIds.Amina!)).toBeNull();

    const send = async () => {
      const before = sms.accepted.length;
      const created = await admin('POST', '/api/message-batches', {
        templateId,
        contextId: occasionId,
        filter,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await waitForBatch(admin, created.body.id);
      return sms.accepted.slice(before).sort((a, b) => a.to.localeCompare(b.to));
    };
    const first = await send();
    const amina = await tokenOf(memberIds.Amina!);
    const baraka = await tokenOf(memberIds.Baraka!);
    expect(amina).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(baraka).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(amina).not.toBe(baraka);
    expect(first.map(({ to, body }) => ({ to, body }))).toEqual([
      {
        to: '+254712000001',
        body: `Habari Amina Hassan, salio KES 6,000.00. Lipa hapa: ${BASE}/p/${amina}`,
      },
      {
        to: '+254712000002',
        body: `Habari Baraka Otieno, salio KES 5,000.00. Lipa hapa: ${BASE}/p/${baraka}`,
      },
    ]);

    const second = await send();
    expect(second.map((sms) => sms.body)).toEqual(first.map((sms) => sms.body));
  });
});

describe("copying a member's pay link", () => {
  const linkUrl = (memberId: string, occasion = occasionId) =>
    `/api/occasions/${occasion}/members/${memberId}/link`;

  it('issues the link once, keeps it, answers its address on PUBLIC_BASE_URL and audits the issue', async () => {
    const [member] = await addMembers(admin, occasionId, [{ name: 'Zawadi Copy', pledged: 1_000 }]);
    expect(await tokenOf(member!.id)).toBeNull();
    const first = await admin('GET', linkUrl(member!.id));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const token = await tokenOf(member!.id);
    expect(first.body).toEqual({ token, path: `/p/${token}`, url: `${BASE}/p/${token}` });
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await admin('GET', linkUrl(member!.id))).body).toEqual(first.body);
    expect((await pay('GET', `/api/pay/${token}`)).body.memberName).toBe('Zawadi Copy');
    const { body: log } = await admin('GET', `/api/audit-log?filter=recordId:ilike:${member!.id}`);
    const issues = log.items.filter(
      (item: { changes: Record<string, unknown> }) => 'payLink' in item.changes,
    );
    expect(issues).toEqual([
      expect.objectContaining({
        action: 'update',
        changes: { payLink: { before: 'none', after: 'active' } },
      }),
    ]);
  });

  it("answers 404 for another occasion's member and 400 naming a malformed id", async () => {
    const other = await newOccasion(admin, { name: 'Another occasion' });
    const wrong = await admin('GET', linkUrl(memberIds.Amina!, other.id));
    expect(wrong.status).toBe(404);
    const bad = await admin('GET', linkUrl('not-a-uuid'));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('memberId');
  });
});

describe('the pay page', () => {
  it("shows the member's own figures in the occasion's currency, and no pay button without a provider", async () => {
    const token = await tokenOf(memberIds.Amina!);
    const { status, body } = await pay('GET', `/api/pay/${token}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      occasionName: 'Harusi ya Neema',
      occasionTimeZone: 'Africa/Nairobi',
      currency: 'KES',
      memberName: 'Amina Hassan',
      phone: '+254712000001',
      defaultCountry: 'KE',
      pledgedMinor: 1_000_000,
      paidMinor: 400_000,
      balanceMinor: 600_000,
      provider: null,
      paybill: null,
    });
    // Short, unambiguous (no 0/O, 1/I), issued on the first visit and kept.
    expect(body.accountCode).toMatch(/^[2-9A-HJ-NP-Z]{7}$/);
    const again = await pay('GET', `/api/pay/${token}`);
    expect(again.body.accountCode).toBe(body.accountCode);
    const other = await pay('GET', `/api/pay/${await tokenOf(memberIds.Baraka!)}`);
    expect(other.body.accountCode).not.toBe(body.accountCode);
    expect(other.body.memberName).toBe('Baraka Otieno');
  });

  it('refuses to start a payment without a provider, saying so, and records nothing', async () => {
    const token = await tokenOf(memberIds.Amina!);
    const { status, body } = await pay('POST', `/api/pay/${token}/payments`, {
      phone: '0712000001',
      amountMinor: 100_000,
    });
    expect(status).toBe(409);
    expect(body.message).toMatch(/^Paying by mobile money is not available for this occasion/);
    const rows = await t.db.select().from(payments).where(eq(payments.memberId, memberIds.Amina!));
    expect(rows).toEqual([]);
  });

  it.each([
    ['an unknown token', `/api/pay/${'x'.repeat(22)}`],
    ['a malformed token', '/api/pay/%27%3B--'],
    ['a token far too long', `/api/pay/${'a'.repeat(101)}`],
  ])('answers %s with the same 404, telling nothing', async (_, url) => {
    const { status, body } = await pay('GET', url);
    expect(status).toBe(404);
    expect(body.message).toBe('This pay link is not valid');
  });

  it("follows the member's own payment, and nobody else's", async () => {
    const amina = await tokenOf(memberIds.Amina!);
    const baraka = await tokenOf(memberIds.Baraka!);
    const [row] = await t.db
      .insert(payments)
      .values({
        type: 'occasions',
        occasionId,
        memberId: memberIds.Amina!,
        provider: 'mpesa',
        channel: 'push',
        providerRequestId: 'ws_CO_pay_links_test',
        payerPhone: '+254712000001',
        amountMinor: 100_000,
        currency: 'KES',
        accountReference: 'TEST',
      })
      .returning({ id: payments.id });
    const own = await pay('GET', `/api/pay/${amina}/payments/${row!.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      id: row!.id,
      status: 'pending',
      amountMinor: 100_000,
      currency: 'KES',
      providerReceipt: null,
      failureReason: null,
      paidMinor: 400_000,
      balanceMinor: 600_000,
    });
    for (const url of [
      `/api/pay/${baraka}/payments/${row!.id}`,
      `/api/pay/${amina}/payments/00000000-0000-4000-8000-000000000000`,
      `/api/pay/${amina}/payments/not-a-uuid`,
    ]) {
      const { status, body } = await pay('GET', url);
      expect(status, url).toBe(404);
      expect(body.message).toBe('Payment not found');
    }
    await t.db.delete(payments).where(eq(payments.id, row!.id));
  });

  it('slows down one address asking too often', async () => {
    const url = `/api/pay/${'y'.repeat(22)}`;
    const answers: number[] = [];
    for (let i = 0; i < 121; i += 1)
      answers.push((await pay('GET', url, undefined, '10.9.9.9')).status);
    expect(answers.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(answers[120]).toBe(429);
  });
});

describe('account codes', () => {
  it('draws again when a code is taken, without failing the transaction around it', async () => {
    const [dalila] = await t.db
      .select({ code: members.accountCode })
      .from(members)
      .where(eq(members.id, memberIds.Dalila!));
    expect(dalila!.code).toBeNull();
    const [taken] = await t.db
      .select({ code: members.accountCode })
      .from(members)
      .where(eq(members.id, memberIds.Amina!));
    const fresh = newAccountCode();
    const draws = [taken!.code!, fresh];
    const code = await t.db.transaction(async (tx) => {
      const issued = await ensureAccountCode(tx, memberIds.Dalila!, () => draws.shift()!);
      // The transaction still works after the refused draw.
      await tx.select().from(members).where(eq(members.id, memberIds.Dalila!));
      return issued;
    });
    expect(code).toBe(fresh);
    expect(draws).toEqual([]);
  });
});

describe('the thank-you SMS', () => {
  const countedPayment = async (memberId: string, receipt: string) => {
    const [row] = await t.db
      .insert(payments)
      .values({
        type: 'occasions',
        occasionId,
        memberId,
        provider: 'mpesa',
        channel: 'push',
        status: 'succeeded',
        providerReceipt: receipt,
        payerPhone: '+254799000000',
        amountMinor: 150_000,
        currency: 'KES',
      })
      .returning();
    return row!;
  };
  const thankYous = (paymentIds: string[]) =>
    t.db
      .select({ body: messages.body, address: messages.address, key: messages.recipientKey })
      .from(messages)
      .innerJoin(messageBatches, eq(messageBatches.id, messages.batchId))
      .where(
        inArray(
          messages.recipientKey,
          paymentIds.map((id) => `payment:${id}`),
        ),
      );

  it("is queued in the payment's transaction to the member's phone, or the payer's", async () => {
    const hook = createPaymentThankYou({ config: t.config, messaging: t.app.messaging });
    const toAmina = await countedPayment(memberIds.Amina!, 'QKJ3XYZ12A');
    const toDalila = await countedPayment(memberIds.Dalila!, 'QKJ3XYZ12B');
    await t.db.transaction(async (tx) => {
      await hook(tx, toAmina);
      await hook(tx, toDalila);
    });
    const rows = await thankYous([toAmina.id, toDalila.id]);
    expect(rows.sort((a, b) => a.address.localeCompare(b.address))).toEqual([
      {
        address: '+254712000001',
        key: `payment:${toAmina.id}`,
        body: 'Asante Amina Hassan! We received KES 1,500.00 for Harusi ya Neema (receipt QKJ3XYZ12A). You have paid KES 4,000.00 of KES 10,000.00; balance KES 6,000.00.',
      },
      {
        // Dalila has no phone: the number that paid hears it.
        address: '+254799000000',
        key: `payment:${toDalila.id}`,
        body: 'Asante Dalila Njeri! We received KES 1,500.00 for Harusi ya Neema (receipt QKJ3XYZ12B). You have paid KES 0.00 of KES 1,000.00; balance KES 1,000.00.',
      },
    ]);
  });

  it('is not sent when the installation turned it off', async () => {
    const hook = createPaymentThankYou({
      config: { ...t.config, PAYMENT_THANK_YOU_SMS: false },
      messaging: t.app.messaging,
    });
    const payment = await countedPayment(memberIds.Baraka!, 'QKJ3XYZ12C');
    await t.db.transaction((tx) => hook(tx, payment));
    expect(await thankYous([payment.id])).toEqual([]);
  });
});
