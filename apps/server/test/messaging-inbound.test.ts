/**
 * Inbound SMS as both providers post it: a reply whose first word is a stop word opts the
 * sender out (sends skip them as "opted out" and never reach them), a start word opts
 * them back in, anything else changes nothing. Verified like the receipts (secret in the
 * URL, Twilio's signature): a forgery gets 403 and writes nothing; a malformed message 400.
 * A message id is applied once: its replay is answered 200 and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageBatches, messageOptOuts, webhookCalls } from '../src/db/schema';
import { pruneWebhookCalls } from '../src/modules/platform/messaging/webhook-calls';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import {
  inboundPath,
  inboundRequest,
  type InboundRequest,
  type InboundSms,
} from './support/inbound-sms';
import {
  createEventWithGuests,
  createTemplate,
  guestRows,
  mobile,
  startWorker,
  waitForBatch,
} from './support/messaging-fixtures';
import { ADMIN_PASSWORD, createTestApp, loginCookie, type TestApp } from './test-app';

const PUBLIC_BASE_URL = 'https://karamu.example';

type Setup = {
  sms: FakeSmsProvider;
  t: TestApp;
  admin: ReturnType<typeof apiAs>;
  eventId: string;
  /** Starts the delivery worker (setUp starts it unless told to wait). */
  startWorker: () => void;
  close: () => Promise<void>;
};

async function setUp(
  flavour: 'africastalking' | 'twilio',
  { workerNow = true } = {},
): Promise<Setup> {
  const sms = await startFakeSmsProvider(flavour);
  const t = await createTestApp({
    ...sms.env,
    PUBLIC_BASE_URL,
    PROVIDER_TIMEOUT_MS: '15000',
    WORKER_POLL_MS: '50',
  });
  const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  let worker: ReturnType<typeof startWorker> | undefined;
  const start = () => {
    worker ??= startWorker(t);
  };
  if (workerNow) start();
  const { eventId } = await createEventWithGuests(t, cookie, guestRows(3));
  return {
    sms,
    t,
    admin: apiAs(t, cookie),
    eventId,
    startWorker: start,
    close: async () => {
      await worker?.stop();
      await t.close();
      await sms.close();
    },
  };
}

const incoming = (
  s: Setup,
  sms: InboundSms,
  options: Omit<Parameters<typeof inboundRequest>[2], 'publicBaseUrl'> = {},
) => inboundRequest(s.sms, sms, { publicBaseUrl: PUBLIC_BASE_URL, ...options });

/** Posts a request as the provider would: form-encoded, no cookie, no X-Requested-With. */
const post = (s: Setup, request: InboundRequest) =>
  s.t.app.inject({
    method: 'POST',
    url: request.path,
    headers: request.headers,
    payload: request.body,
  });

/** Posts a new incoming SMS, with an id of its own. */
const receive = (
  s: Setup,
  ...args: Parameters<typeof incoming> extends [Setup, ...infer R] ? R : never
) => post(s, incoming(s, ...args));

const optOuts = (s: Setup) =>
  s.t.db
    .select({
      channel: messageOptOuts.channel,
      address: messageOptOuts.address,
      reason: messageOptOuts.reason,
    })
    .from(messageOptOuts);

describe("Africa's Talking incoming messages", () => {
  let s: Setup;
  let templateId: string;
  beforeAll(async () => {
    s = await setUp('africastalking');
    templateId = await createTemplate(s.admin, { channel: 'sms', body: 'Karibu {guest_name}' });
  });
  afterAll(async () => s.close());

  const all = () => ({ templateId, contextId: s.eventId, filter: { name: 'all' } });

  it('STOP opts the guest out: the estimate skips them and a send never reaches them; START undoes it', async () => {
    const stop = await receive(s, { from: mobile(2), text: '  stop ' });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ message: 'Opt-out recorded' });
    expect(await optOuts(s)).toEqual([
      { channel: 'sms', address: mobile(2), reason: 'Replied STOP' },
    ]);

    const estimate = await s.admin('POST', '/api/message-batches/estimate', all());
    expect(estimate.body).toMatchObject({
      recipients: 2,
      skipped: [{ reason: 'opted_out', label: 'Opted out', count: 1 }],
    });
    const sent = await s.admin('POST', '/api/message-batches', all());
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await waitForBatch(s.admin, sent.body.id)).counts.sent).toBe(2);
    expect(s.sms.acceptedTo(mobile(2))).toBe(0);
    expect(s.sms.acceptedTo(mobile(1))).toBe(1);
    const [batch] = await s.t.db
      .select()
      .from(messageBatches)
      .where(eq(messageBatches.id, sent.body.id));
    expect(batch!.skipped).toEqual([
      expect.objectContaining({ name: 'Guest 2', reason: 'opted_out' }),
    ]);

    const start = await receive(s, { from: mobile(2), text: 'Start' });
    expect(start.json()).toEqual({ message: 'Opt-out removed' });
    expect(await optOuts(s)).toEqual([]);
    const again = await s.admin('POST', '/api/message-batches/estimate', all());
    expect(again.body).toMatchObject({ recipients: 3, skipped: [] });
    const resent = await s.admin('POST', '/api/message-batches', all());
    expect((await waitForBatch(s.admin, resent.body.id)).counts.sent).toBe(3);
    expect(s.sms.acceptedTo(mobile(2))).toBe(1);
  });

  it('is idempotent: a replayed STOP or START changes nothing more', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await receive(s, { from: mobile(3), text: 'STOP' })).statusCode).toBe(200);
    }
    expect(await optOuts(s)).toEqual([
      { channel: 'sms', address: mobile(3), reason: 'Replied STOP' },
    ]);
    for (let i = 0; i < 2; i += 1) {
      expect((await receive(s, { from: mobile(3), text: 'YES' })).json()).toEqual({
        message: 'Opt-out removed',
      });
    }
    expect(await optOuts(s)).toEqual([]);
  });

  it('applies a message id once: a replayed STOP after a START leaves the number opted in', async () => {
    const stop = incoming(s, { from: mobile(4), text: 'STOP' });
    expect((await post(s, stop)).json()).toEqual({ message: 'Opt-out recorded' });
    expect((await receive(s, { from: mobile(4), text: 'START' })).json()).toEqual({
      message: 'Opt-out removed',
    });
    const replay = await post(s, stop);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ message: 'Message already received; it changes nothing now' });
    expect(await optOuts(s)).toEqual([]);

    // Two copies at once: one applies, the other is the replay.
    const twice = incoming(s, { from: mobile(5), text: 'STOP' });
    const answers = await Promise.all([post(s, twice), post(s, twice)]);
    expect(answers.map((a) => a.json().message).sort()).toEqual([
      'Message already received; it changes nothing now',
      'Opt-out recorded',
    ]);
    await s.t.db.delete(messageOptOuts);
  });

  it('forgets processed messages after thirty days', async () => {
    const now = new Date();
    const old = incoming(s, { from: mobile(6), text: 'STOP' });
    await post(s, old);
    await s.t.db
      .update(webhookCalls)
      .set({ receivedAt: new Date(now.getTime() - 31 * 86_400_000) });
    await post(s, incoming(s, { from: mobile(6), text: 'START' }));
    expect(await pruneWebhookCalls(s.t.db, now)).toBeGreaterThan(0);
    const rows = await s.t.db.select().from(webhookCalls);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.receivedAt.getTime()).toBeGreaterThan(now.getTime() - 86_400_000);
    await s.t.db.delete(messageOptOuts);
  });

  it('reads the first word only, in any case, and keeps senders as E.164', async () => {
    const cases: [string, string, number][] = [
      ['Sitisha tafadhali', mobile(11), 1],
      ['UNSUBSCRIBE.', mobile(12), 1],
      ['quit!', mobile(13), 1],
      ['Please stop', mobile(14), 0],
      ['Asante sana, tutafika', mobile(15), 0],
      ['', mobile(16), 0],
    ];
    for (const [text, from, recorded] of cases) {
      const response = await receive(s, { from, text });
      expect(response.statusCode, text).toBe(200);
      expect(response.json().message, text).toBe(
        recorded ? 'Opt-out recorded' : 'Message received; it changes nothing here',
      );
    }
    // A sender written without '+' is stored as the number sends compare with.
    await receive(s, { from: mobile(17).slice(1), text: 'END' });
    expect((await optOuts(s)).map((row) => row.address).sort()).toEqual(
      [mobile(11), mobile(12), mobile(13), mobile(17)].sort(),
    );
    await s.t.db.delete(messageOptOuts);
  });

  it('refuses a wrong secret with 403 and a malformed message with 400, writing nothing', async () => {
    const forged = await receive(
      s,
      { from: mobile(1), text: 'STOP' },
      { path: inboundPath(s.sms, 'guessed-secret-0123456789') },
    );
    expect(forged.statusCode).toBe(403);
    const notAPhone = await receive(s, { from: 'Karamu', text: 'STOP' });
    expect(notAPhone.statusCode).toBe(400);
    expect(notAPhone.json().fieldErrors).toHaveProperty('from');
    const noText = await receive(
      s,
      { from: mobile(1), text: 'STOP' },
      { form: { text: undefined } },
    );
    expect(noText.statusCode).toBe(400);
    expect(noText.json().fieldErrors).toHaveProperty('text');
    expect(await optOuts(s)).toEqual([]);
  });

  it('is not there for Twilio, which is not configured here', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sms/twilio/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `From=${encodeURIComponent(mobile(1))}&Body=STOP&MessageSid=SM1&To=%2B1`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a STOP that arrives while a batch is queued', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp('africastalking', { workerNow: false });
  });
  afterAll(async () => s.close());

  it('keeps the queued message from going out, and says why on the message', async () => {
    const templateId = await createTemplate(s.admin, {
      channel: 'sms',
      body: 'Karibu {guest_name}',
    });
    const sent = await s.admin('POST', '/api/message-batches', {
      templateId,
      contextId: s.eventId,
      filter: { name: 'all' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.total).toBe(3);

    expect((await receive(s, { from: mobile(2), text: 'STOP' })).statusCode).toBe(200);
    s.startWorker();
    const done = await waitForBatch(s.admin, sent.body.id);
    expect(done.counts).toMatchObject({ sent: 2, not_sent: 1 });
    expect(s.sms.acceptedTo(mobile(2))).toBe(0);
    expect(s.sms.acceptedTo(mobile(1))).toBe(1);
    const stopped = await s.admin(
      'GET',
      `/api/messages?filter=batchId:in:${sent.body.id}&filter=status:in:not_sent`,
    );
    expect(stopped.body.items).toEqual([
      expect.objectContaining({
        address: mobile(2),
        error: 'Not sent: the recipient opted out after it was queued',
      }),
    ]);
  });
});

describe('Twilio incoming messages', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp('twilio');
  });
  afterAll(async () => s.close());

  it('answers a signed STOP with empty TwiML and records the opt-out; START removes it', async () => {
    const stop = await receive(s, { from: mobile(1), text: 'STOP' });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await optOuts(s)).toEqual([
      { channel: 'sms', address: mobile(1), reason: 'Replied STOP' },
    ]);

    const other = await receive(s, { from: mobile(1), text: 'Asante!' });
    expect(other.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await optOuts(s)).toHaveLength(1);

    expect((await receive(s, { from: mobile(1), text: 'unstop' })).statusCode).toBe(200);
    expect(await optOuts(s)).toEqual([]);
  });

  it('applies a MessageSid once: a replayed STOP after a START leaves the number opted in', async () => {
    const recorded = async () => (await s.t.db.select().from(webhookCalls)).length;
    const before = await recorded();
    const stop = incoming(s, { from: mobile(3), text: 'STOP' });
    expect((await post(s, stop)).statusCode).toBe(200);
    expect(await optOuts(s)).toHaveLength(1);
    expect((await receive(s, { from: mobile(3), text: 'START' })).statusCode).toBe(200);
    const replay = await post(s, stop);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await optOuts(s)).toEqual([]);
    // STOP and START are on record; the replay added nothing.
    expect(await recorded()).toBe(before + 2);
  });

  it('refuses forged or unsigned messages with 403 and a malformed signed one with 400', async () => {
    expect((await receive(s, { from: mobile(2), text: 'STOP' }, { forge: true })).statusCode).toBe(
      403,
    );
    const unsigned = await s.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sms/twilio/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `From=${encodeURIComponent(mobile(2))}&Body=STOP&MessageSid=SM1&To=%2B1`,
    });
    expect(unsigned.statusCode).toBe(403);
    // Signed, but the body does not say who sent it.
    const noSender = await receive(
      s,
      { from: mobile(2), text: 'STOP' },
      { form: { From: undefined } },
    );
    expect(noSender.statusCode).toBe(400);
    expect(noSender.json().fieldErrors).toHaveProperty('From');
    expect(await optOuts(s)).toEqual([]);
  });
});
