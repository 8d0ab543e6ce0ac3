/**
 * Delivery receipts from both providers, posted as they post them: verified (secret in the
 * URL, or Twilio's signature), idempotent on the provider's message id, never moving a
 * delivered message backwards; a forgery gets 403 and changes nothing; an id not recorded
 * yet is kept for later (messaging-early-receipts.test.ts). Each receipt that took effect
 * is on record by the provider's id and result (webhook-calls.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { earlyReceipts, messages, webhookCalls } from '../src/db/schema';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type DeliveryReceipt } from './support/fake-sms-provider';
import {
  createEventWithGuests,
  createTemplate,
  guestRows,
  startWorker,
  waitForBatch,
} from './support/messaging-fixtures';
import { ADMIN_PASSWORD, createTestApp, loginCookie } from './test-app';

const PUBLIC_BASE_URL = 'https://karamu.example';

async function setUp(flavour: 'africastalking' | 'twilio') {
  const sms = await startFakeSmsProvider(flavour);
  const t = await createTestApp({
    ...sms.env,
    PUBLIC_BASE_URL,
    PROVIDER_TIMEOUT_MS: '15000',
    WORKER_POLL_MS: '50',
  });
  const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  const admin = apiAs(t, cookie);
  const worker = startWorker(t);
  const { eventId } = await createEventWithGuests(t, cookie, guestRows(3));
  const templateId = await createTemplate(admin, { channel: 'sms', body: 'Karibu {guest_name}' });
  const created = await admin('POST', '/api/message-batches', {
    templateId,
    contextId: eventId,
    filter: { name: 'all' },
  });
  await waitForBatch(admin, created.body.id);
  const sent = await t.db.select().from(messages).where(eq(messages.batchId, created.body.id));
  return {
    sms,
    t,
    sent,
    close: async () => {
      await worker.stop();
      await t.close();
      await sms.close();
    },
  };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

/** Posts a receipt to the app as the provider would: form-encoded, no cookie, no X-Requested-With. */
async function post(
  s: Setup,
  path: string,
  receipt: DeliveryReceipt,
  options?: { forge?: boolean },
) {
  const request = s.sms.receiptRequest(`${PUBLIC_BASE_URL}${path}`, receipt, options);
  const response = await s.t.app.inject({
    method: 'POST',
    url: path,
    headers: request.headers,
    payload: request.body,
  });
  return { status: response.statusCode, body: response.json<{ message: string }>() };
}

const rowOf = async (s: Setup, id: string) =>
  (await s.t.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe("Africa's Talking delivery reports", () => {
  let s: Setup;
  let path: string;
  beforeAll(async () => {
    s = await setUp('africastalking');
    path = `/api/webhooks/sms/africastalking/${s.sms.env.AT_WEBHOOK_SECRET}`;
  });
  afterAll(async () => s.close());

  it('marks a message delivered once; a replay and a later failure change nothing', async () => {
    const [first] = s.sent;
    const receipt = { messageId: first!.providerMessageId!, delivered: true };
    const applied = await post(s, path, receipt);
    expect(applied).toEqual({ status: 200, body: { message: 'Receipt recorded' } });
    const delivered = await rowOf(s, first!.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).toBeInstanceOf(Date);

    const replay = await post(s, path, receipt);
    expect(replay).toEqual({ status: 200, body: { message: 'Receipt already known' } });
    const late = await post(s, path, { ...receipt, delivered: false });
    expect(late.status).toBe(200);
    const after = await rowOf(s, first!.id);
    expect(after).toMatchObject({ status: 'delivered', deliveredAt: delivered.deliveredAt });
  });

  it('records a failure with its reason', async () => {
    const [, second] = s.sent;
    const failed = await post(s, path, {
      messageId: second!.providerMessageId!,
      delivered: false,
      reason: 'AbsentSubscriber',
    });
    expect(failed.status).toBe(200);
    expect(await rowOf(s, second!.id)).toMatchObject({
      status: 'failed',
      error: 'Not delivered: AbsentSubscriber',
    });
  });

  it('keeps a receipt for an id not recorded yet, and a forged one not at all', async () => {
    const unknown = await post(s, path, { messageId: 'ATXid_unknown', delivered: true });
    expect(unknown).toEqual({
      status: 200,
      body: { message: 'Receipt kept until the message is recorded' },
    });
    const [, , third] = s.sent;
    const forgedPath = '/api/webhooks/sms/africastalking/guessed-secret-0123456789';
    for (const messageId of [third!.providerMessageId!, 'ATXid_forged']) {
      expect((await post(s, forgedPath, { messageId, delivered: true })).status).toBe(403);
    }
    expect((await rowOf(s, third!.id)).status).toBe('sent');
    expect(
      (await s.t.db.select().from(earlyReceipts)).map((r) => [r.providerMessageId, r.result]),
    ).toEqual([['ATXid_unknown', 'delivered']]);
  });

  it('is not there for Twilio, which is not configured here', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sms/twilio',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'MessageSid=SM1&MessageStatus=delivered',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('Twilio status callbacks', () => {
  let s: Setup;
  const path = '/api/webhooks/sms/twilio';
  beforeAll(async () => {
    s = await setUp('twilio');
  });
  afterAll(async () => s.close());

  it('asked the provider to call back here', () => {
    expect(
      s.sent.every((m) => m.provider === 'twilio' && m.providerMessageId?.startsWith('SM')),
    ).toBe(true);
  });

  it('accepts a signed callback once and refuses forged or unsigned ones', async () => {
    const [first, second] = s.sent;
    const receipt = { messageId: first!.providerMessageId!, delivered: true };
    const forged = await post(s, path, receipt, { forge: true });
    expect(forged.status).toBe(403);
    expect((await rowOf(s, first!.id)).status).toBe('sent');

    const unsigned = await s.t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `MessageSid=${first!.providerMessageId}&MessageStatus=delivered`,
    });
    expect(unsigned.statusCode).toBe(403);

    expect((await post(s, path, receipt)).body.message).toBe('Receipt recorded');
    expect((await post(s, path, receipt)).body.message).toBe('Receipt already known');
    expect((await rowOf(s, first!.id)).status).toBe('delivered');

    const undelivered = await post(s, path, {
      messageId: second!.providerMessageId!,
      delivered: false,
      reason: '30003',
    });
    expect(undelivered.status).toBe(200);
    expect((await rowOf(s, second!.id)).error).toBe(
      'Not delivered: undelivered (Twilio error 30003)',
    );
  });

  it('keeps each callback that took effect on record once, by MessageSid and result', async () => {
    const third = s.sent[2]!;
    const messageId = third.providerMessageId!;
    const failed = { messageId, delivered: false, reason: '30005' };
    expect((await post(s, path, failed)).body.message).toBe('Receipt recorded');
    expect((await post(s, path, { messageId, delivered: true })).body.message).toBe(
      'Receipt recorded',
    );
    expect((await post(s, path, failed)).body.message).toBe('Receipt already known');
    expect((await rowOf(s, third.id)).status).toBe('delivered');
    const calls = await s.t.db
      .select({ kind: webhookCalls.kind })
      .from(webhookCalls)
      .where(
        and(eq(webhookCalls.provider, 'twilio'), eq(webhookCalls.providerMessageId, messageId)),
      );
    expect(calls.map((c) => c.kind).sort()).toEqual(['delivered', 'failed']);
  });

  it("is not there for Africa's Talking, which is not configured here", async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sms/africastalking/any-secret-at-all-0000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=ATXid_1&status=Success',
    });
    expect(response.statusCode).toBe(404);
  });
});
