/**
 * Receipts that overtake the acceptance they follow: the fake provider posts them to our
 * webhook before it answers the send, so the worker has not recorded the provider's id
 * yet. They are kept, applied in the transaction that records the acceptance, and end as
 * they would have had they come late; replays stay harmless. Kept receipts are bounded.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { earlyReceipts, messages } from '../src/db/schema';
import { pruneEarlyReceipts } from '../src/modules/platform/messaging/delivery-receipts';
import type { apiAs } from './api-client';
import {
  startFakeSmsProvider,
  type DeliveryReceipt,
  type FakeSmsProvider,
} from './support/fake-sms-provider';
import {
  createEventWithGuests,
  createTemplate,
  guestRows,
  mobile,
  startWorker,
  useWorkerApp,
  waitFor,
  waitForBatch,
} from './support/messaging-fixtures';
import type { TestApp } from './test-app';

const HOUR = 3_600_000;
const KEPT = 'Receipt kept until the message is recorded';
const KNOWN = 'Receipt already known';

let sms: FakeSmsProvider;
let t: TestApp;
let cookie: string;
let admin: ReturnType<typeof apiAs>;
let webhook: string;

useWorkerApp(
  () => startFakeSmsProvider('africastalking'),
  (sms) => ({
    ...sms.env,
    PROVIDER_TIMEOUT_MS: '15000',
    WORKER_POLL_MS: '50',
    SMS_RATE_PER_SECOND: '1000',
  }),
  async (started) => {
    ({ t, provider: sms, cookie, admin } = started);
    webhook = `/api/webhooks/sms/africastalking/${sms.env.AT_WEBHOOK_SECRET}`;
  },
);

/** Posts a receipt as the provider does; answers the webhook's message. */
async function postReceipt(receipt: DeliveryReceipt): Promise<string> {
  const request = sms.receiptRequest(`http://localhost${webhook}`, receipt);
  const response = await t.app.inject({
    method: 'POST',
    url: webhook,
    headers: request.headers,
    payload: request.body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: string }>().message;
}

const keptRows = () => t.db.select().from(earlyReceipts);

describe('a receipt posted before the acceptance is recorded', () => {
  /** Per phone: the receipts the provider posts before answering, and our answers to them. */
  const plans = new Map<string, { receipts: Omit<DeliveryReceipt, 'messageId'>[] }>([
    [mobile(1), { receipts: [{ delivered: true }, { delivered: true }] }],
    [mobile(2), { receipts: [{ delivered: false }, { delivered: true }] }],
    [
      mobile(3),
      {
        receipts: [
          { delivered: false, reason: 'AbsentSubscriber' },
          { delivered: false, reason: 'AbsentSubscriber' },
        ],
      },
    ],
  ]);
  const answers = new Map<string, string[]>();
  let rows: (typeof messages.$inferSelect)[];

  beforeAll(async () => {
    const { eventId } = await createEventWithGuests(t, cookie, guestRows(3));
    const templateId = await createTemplate(admin, { channel: 'sms', body: 'Karibu {guest_name}' });
    sms.beforeAnswer(async (accepted) => {
      const said: string[] = [];
      for (const receipt of plans.get(accepted.to)?.receipts ?? []) {
        said.push(await postReceipt({ ...receipt, messageId: accepted.messageId }));
      }
      answers.set(accepted.to, said);
    });
    const created = await admin('POST', '/api/message-batches', {
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(created.status).toBe(201);
    await waitForBatch(admin, created.body.id);
    sms.beforeAnswer(undefined);
    rows = await t.db.select().from(messages).where(eq(messages.batchId, created.body.id));
  });

  const rowTo = (phone: string) => rows.find((row) => row.address === phone)!;

  it('was kept, as the message was not recorded yet; its replay changed nothing', () => {
    expect(answers.get(mobile(1))).toEqual([KEPT, KNOWN]);
    expect(answers.get(mobile(3))).toEqual([KEPT, KNOWN]);
  });

  it('marks the message delivered once the acceptance is recorded', () => {
    const row = rowTo(mobile(1));
    expect(row).toMatchObject({ status: 'delivered', error: null, provider: 'africastalking' });
    expect(row.providerMessageId).toBe(sms.accepted.find((a) => a.to === mobile(1))?.messageId);
    // Not delivered before it reads as sent, though the receipt came first.
    expect(row.deliveredAt).toEqual(row.sentAt);
  });

  it('keeps the more final of two early receipts: delivered after failed wins', () => {
    expect(answers.get(mobile(2))).toEqual([KEPT, KEPT]);
    expect(rowTo(mobile(2)).status).toBe('delivered');
  });

  it('records an early failure with its reason', () => {
    expect(rowTo(mobile(3))).toMatchObject({
      status: 'failed',
      error: 'Not delivered: AbsentSubscriber',
      deliveredAt: null,
    });
  });

  it('forgets what it applied, and replays afterwards change nothing', async () => {
    expect(await keptRows()).toEqual([]);
    const delivered = rowTo(mobile(1));
    expect(await postReceipt({ messageId: delivered.providerMessageId!, delivered: true })).toBe(
      KNOWN,
    );
    expect(await postReceipt({ messageId: delivered.providerMessageId!, delivered: false })).toBe(
      KNOWN,
    );
    const [after] = await t.db.select().from(messages).where(eq(messages.id, delivered.id));
    expect(after).toMatchObject({ status: 'delivered', deliveredAt: delivered.deliveredAt });
    expect(await keptRows()).toEqual([]);
  });
});

describe('receipts racing their acceptance', () => {
  // On PostgreSQL the webhook and the worker's outcome transaction really run at once;
  // without the advisory lock on the id, about one in six receipts was lost here.
  it('are all applied, whichever transaction commits first', async () => {
    const guests = 200;
    const { eventId } = await createEventWithGuests(t, cookie, guestRows(guests, 100));
    const templateId = await createTemplate(admin, { channel: 'sms', body: 'Karibu {guest_name}' });
    const racing: Promise<string>[] = [];
    sms.beforeAnswer(async ({ messageId }) => {
      const jitter = new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      racing.push(jitter.then(() => postReceipt({ messageId, delivered: true })));
    });
    const created = await admin('POST', '/api/message-batches', {
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
      confirm: true,
    });
    expect(created.status).toBe(201);
    await waitForBatch(admin, created.body.id, 60_000);
    await Promise.all(racing);
    sms.beforeAnswer(undefined);
    const rows = await t.db
      .select({ status: messages.status })
      .from(messages)
      .where(eq(messages.batchId, created.body.id));
    expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(guests);
    expect(await keptRows()).toEqual([]);
  });
});

describe('receipts for ids never recorded', () => {
  const keep = (id: string, receivedAt: Date) =>
    t.db.insert(earlyReceipts).values({
      provider: 'africastalking',
      providerMessageId: id,
      result: 'delivered',
      receivedAt,
    });
  const keptIds = async () => (await keptRows()).map((row) => row.providerMessageId).sort();
  beforeEach(async () => {
    await t.db.delete(earlyReceipts);
  });

  it('are dropped by the worker after a day', async () => {
    const now = new Date();
    await keep('ATXid_stale', new Date(now.getTime() - 25 * HOUR));
    await keep('ATXid_fresh', new Date(now.getTime() - 23 * HOUR));
    // A worker prunes when it starts, then every minute.
    const another = startWorker(t);
    try {
      await waitFor('the stale receipt to go', async () =>
        (await keptIds()).includes('ATXid_stale') ? undefined : true,
      );
    } finally {
      await another.stop();
    }
    expect(await keptIds()).toEqual(['ATXid_fresh']);
  });

  it('are capped, the oldest dropped first', async () => {
    const now = new Date();
    for (let i = 1; i <= 5; i++) await keep(`ATXid_${i}`, new Date(now.getTime() - i * HOUR));
    const dropped = await pruneEarlyReceipts(t.db, now, { keepForMs: 24 * HOUR, maxRows: 3 });
    expect(dropped).toBe(2);
    expect(await keptIds()).toEqual(['ATXid_1', 'ATXid_2', 'ATXid_3']);
    expect(await pruneEarlyReceipts(t.db, now)).toBe(0);
  });
});
