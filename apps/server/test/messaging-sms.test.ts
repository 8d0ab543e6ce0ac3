/**
 * Sending SMS through the real engine (queue, worker, Africa's Talking adapter) to a
 * local provider speaking its HTTP format: exactly one message per recipient, retries
 * for temporary failures only, timeouts, malformed answers, cancelling, skipped recipients.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guests, messages } from '../src/db/schema';
import type { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import {
  createEventWithGuests,
  createTemplate,
  guestRows,
  mobile,
  useWorkerApp,
  waitFor,
  waitForBatch,
} from './support/messaging-fixtures';
import type { TestApp } from './test-app';

let t: TestApp;
let sms: FakeSmsProvider;
let admin: ReturnType<typeof apiAs>;
let cookie: string;

useWorkerApp(
  () => startFakeSmsProvider('africastalking'),
  (sms) => ({
    ...sms.env,
    PUBLIC_BASE_URL: 'https://karamu.example',
    // Generous: on a busy machine an answer on 127.0.0.1 can take seconds. The timeout
    // test below makes the provider hang instead.
    PROVIDER_TIMEOUT_MS: '15000',
    MESSAGE_RETRY_BASE_MS: '20',
    MESSAGE_MAX_ATTEMPTS: '4',
    WORKER_POLL_MS: '50',
    SMS_RATE_PER_SECOND: '100',
    SMS_PRICE_PER_SEGMENT_MINOR: '80',
    SMS_PRICE_CURRENCY: 'KES',
  }),
  (started) => ({ t, provider: sms, cookie, admin } = started),
);
afterEach(() => {
  sms.setMode('ok');
  sms.setDelay(0);
});

const INVITATION = 'Habari {guest_name}! Karibu {event_name}, {event_date}. Jibu: {rsvp_link}';

async function sendTo(count: number, options: { confirm?: boolean } = {}) {
  const { eventId } = await createEventWithGuests(t, cookie, guestRows(count));
  const templateId = await createTemplate(admin, { channel: 'sms', body: INVITATION });
  const created = await admin('POST', '/api/message-batches', {
    templateId,
    contextId: eventId,
    filter: { name: 'all' },
    ...(options.confirm ? { confirm: true } : {}),
  });
  return { eventId, templateId, created };
}

const messagesOf = (batchId: string) =>
  t.db.select().from(messages).where(eq(messages.batchId, batchId));

describe('a batch of SMS', () => {
  it('reaches each recipient exactly once, personalised, and marks the guests invited', async () => {
    const before = sms.accepted.length;
    const { eventId, created } = await sendTo(120, { confirm: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ total: 120, skipped: [] });

    const batch = await waitForBatch(admin, created.body.id);
    expect(batch.counts).toMatchObject({ sent: 120, queued: 0, sending: 0, failed: 0 });
    const accepted = sms.accepted.slice(before);
    expect(accepted).toHaveLength(120);
    expect(new Set(accepted.map((m) => m.to)).size).toBe(120);
    // Each carried its own message id as the idempotency key, and its own text.
    const rows = await messagesOf(created.body.id);
    expect(new Set(accepted.map((m) => m.idempotencyKey))).toEqual(new Set(rows.map((r) => r.id)));
    const amina = accepted.find((m) => m.body.startsWith('Habari Guest 7!'))!;
    expect(amina.body).toMatch(
      /^Habari Guest 7! Karibu Harusi ya Amina, \w+day, \d+ \w+ \d{4}\. Jibu: https:\/\/karamu\.example\/i\/[A-Za-z0-9_-]{22}$/,
    );

    const guestRowsAfter = await t.db.select().from(guests).where(eq(guests.eventId, eventId));
    expect(guestRowsAfter.every((g) => g.invitationStatus === 'sent' && g.rsvpToken)).toBe(true);
    // The link sent is the guest's own answer link.
    const guest7 = guestRowsAfter.find((g) => g.name === 'Guest 7')!;
    expect(amina.body).toContain(`/i/${guest7.rsvpToken}`);
    expect(rows.every((r) => r.provider === 'africastalking' && r.providerMessageId)).toBe(true);
  });

  it('needs confirm above 100 recipients, and queues nothing without it', async () => {
    const before = (await t.db.select().from(messages)).length;
    const { created } = await sendTo(101);
    expect(created.status).toBe(400);
    expect(created.body.fieldErrors).toHaveProperty('confirm');
    expect(created.body.message).toMatch(/101 recipients/);
    expect((await t.db.select().from(messages)).length).toBe(before);
  });
});

/** One guest, one SMS: the provider answers as set, and the message ends as it should. */
async function sendOne(guest = { name: 'Baraka', phone: mobile(9001) }) {
  const { eventId } = await createEventWithGuests(t, cookie, [guest]);
  const templateId = await createTemplate(admin, { channel: 'sms', body: 'Karibu {guest_name}' });
  const created = await admin('POST', '/api/message-batches', {
    templateId,
    contextId: eventId,
    filter: { name: 'all' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await waitForBatch(admin, created.body.id);
  const [message] = await messagesOf(created.body.id);
  const [guestRow] = await t.db.select().from(guests).where(eq(guests.eventId, eventId));
  return { message: message!, guest: guestRow!, batchId: created.body.id as string };
}

describe('failures', () => {
  it('retries after 5xx and 429 with backoff, and sends once when the provider recovers', async () => {
    sms.setMode('server-error', 2);
    const before = sms.accepted.length;
    const { message, guest } = await sendOne({ name: 'Retry', phone: mobile(9101) });
    expect(message).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(sms.accepted.length - before).toBe(1);
    expect(guest.invitationStatus).toBe('sent');

    sms.setMode('too-many', 1);
    const { message: second } = await sendOne({ name: 'Busy', phone: mobile(9102) });
    expect(second).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('fails a refused number at once, with the reason, without retrying', async () => {
    sms.setMode('reject');
    const requests = sms.requests;
    const { message, guest } = await sendOne({ name: 'Refused', phone: mobile(9201) });
    expect(message.status).toBe('failed');
    expect(message.attempts).toBe(1);
    expect(message.error).toBe("Africa's Talking: InvalidPhoneNumber (403)");
    expect(sms.requests - requests).toBe(1);
    expect(guest.invitationStatus).toBe('failed');

    // Fixed at the provider: the organiser retries it by hand, and it goes.
    sms.setMode('ok');
    const retried = await admin('POST', `/api/messages/${message.id}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ status: 'queued', attempts: 0, error: null });
    const sent = await waitFor('the retried message', async () => {
      const [row] = await t.db.select().from(messages).where(eq(messages.id, message.id));
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBe(1);
    const [after] = await t.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(after!.invitationStatus).toBe('sent');
    const twice = await admin('POST', `/api/messages/${message.id}/retry`);
    expect(twice.status).toBe(409);
  });

  it('gives up after the maximum attempts, saying why', async () => {
    sms.setMode('server-error');
    const { message } = await sendOne({ name: 'Down', phone: mobile(9301) });
    expect(message.status).toBe('failed');
    expect(message.attempts).toBe(4);
    expect(message.error).toMatch(
      /^Africa's Talking answered HTTP 503: Service Unavailable \(gave up after 4 attempts\)$/,
    );
  });

  it('fails a malformed success answer for good: it may have been sent', async () => {
    sms.setMode('malformed');
    const { message } = await sendOne({ name: 'Garbled', phone: mobile(9401) });
    expect(message.status).toBe('failed');
    expect(message.attempts).toBe(1);
    expect(message.error).toMatch(/cannot read.*it may have been sent/);
  });
});

describe('cancelling', () => {
  it('stops what is still queued; what was sent stays sent, and nothing more reaches the provider', async () => {
    // Slow answers: a few rounds of sends in flight, the rest still queued when cancelled.
    sms.setDelay(500);
    const before = sms.accepted.length;
    const { eventId } = await createEventWithGuests(t, cookie, guestRows(150, 5000));
    const templateId = await createTemplate(admin, { channel: 'sms', body: 'Slow {guest_name}' });
    const created = await admin('POST', '/api/message-batches', {
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
      confirm: true,
    });
    await waitFor('a first message sent', async () => sms.accepted.length > before);
    const cancelled = await admin('POST', `/api/message-batches/${created.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.counts.cancelled).toBeGreaterThan(0);

    // What was in flight finishes; then nothing moves.
    await waitFor('the messages in flight', async () => {
      const rows = await messagesOf(created.body.id);
      return rows.every((row) => row.status !== 'sending' && row.status !== 'queued');
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await messagesOf(created.body.id);
    const sent = rows.filter((row) => row.status === 'sent').length;
    expect(sent + rows.filter((row) => row.status === 'cancelled').length).toBe(150);
    expect(sms.accepted.length - before).toBe(sent);
    const again = await admin('POST', `/api/message-batches/${created.body.id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'cancelled', counts: { sent, queued: 0 } });
  });
});
