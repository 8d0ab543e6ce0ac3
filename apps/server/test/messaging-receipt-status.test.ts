/**
 * Guests' invitation status follows what receipts say after the provider accepted: a
 * guest is invited (`sent`) while one of their messages of the event is sent or
 * delivered, and `failed` when none is. A failed receipt for their only message undoes
 * the invitation, a late delivery restores it, and a failed reminder leaves a delivered
 * invitation standing, whether it fails by receipt or at the provider. Early receipts
 * (before the acceptance is recorded) end the same way, and test sends change no guest.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { guests, messages } from '../src/db/schema';
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
  useWorkerApp,
  waitForBatch,
} from './support/messaging-fixtures';
import { ADMIN_PASSWORD, loginCookie, type TestApp } from './test-app';

let sms: FakeSmsProvider;
let t: TestApp;
let cookie: string;
let admin: ReturnType<typeof apiAs>;
let webhook: string;
let eventId: string;
let templateId: string;
/** Guest id by name. */
const guestIds = new Map<string, string>();

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
    ({ eventId } = await createEventWithGuests(t, cookie, guestRows(5)));
    for (const guest of await t.db.select().from(guests).where(eq(guests.eventId, eventId))) {
      guestIds.set(guest.name, guest.id);
    }
    templateId = await createTemplate(admin, { channel: 'sms', body: 'Karibu {guest_name}' });
  },
);

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

/** The guest's invitation status as the guests API answers it. */
async function invitationStatusOf(name: string): Promise<string> {
  const { status, body } = await admin(
    'GET',
    `/api/events/${eventId}/guests/${guestIds.get(name)}`,
  );
  expect(status).toBe(200);
  return body.invitationStatus;
}

/** Sends the template to the named guests and waits for the worker; answers their messages. */
async function sendTo(names: string[]) {
  const created = await admin('POST', '/api/message-batches', {
    templateId,
    contextId: eventId,
    filter: { name: 'selected', ids: names.map((name) => guestIds.get(name)) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await waitForBatch(admin, created.body.id);
  const rows = await t.db.select().from(messages).where(eq(messages.batchId, created.body.id));
  return new Map(rows.map((row) => [row.recipientName, row]));
}

const providerIdOf = (message: { providerMessageId: string | null } | undefined) => {
  expect(message?.providerMessageId).toBeTruthy();
  return message!.providerMessageId!;
};

describe('receipts after the acceptance', () => {
  it('a failed receipt for the only message makes the guest failed; a late delivery makes them sent again', async () => {
    const sent = await sendTo(['Guest 1']);
    expect(await invitationStatusOf('Guest 1')).toBe('sent');
    const messageId = providerIdOf(sent.get('Guest 1'));

    expect(await postReceipt({ messageId, delivered: false, reason: 'AbsentSubscriber' })).toBe(
      'Receipt recorded',
    );
    expect(await invitationStatusOf('Guest 1')).toBe('failed');
    // A replay is known and changes nothing.
    expect(await postReceipt({ messageId, delivered: false })).toBe('Receipt already known');
    expect(await invitationStatusOf('Guest 1')).toBe('failed');

    expect(await postReceipt({ messageId, delivered: true })).toBe('Receipt recorded');
    expect(await invitationStatusOf('Guest 1')).toBe('sent');
    // Never away from delivered: a later failure changes neither the message nor the guest.
    expect(await postReceipt({ messageId, delivered: false })).toBe('Receipt already known');
    expect(await invitationStatusOf('Guest 1')).toBe('sent');
  });

  it('a failed reminder leaves a guest whose invitation was delivered sent', async () => {
    const invitation = await sendTo(['Guest 2']);
    await postReceipt({ messageId: providerIdOf(invitation.get('Guest 2')), delivered: true });
    const reminder = await sendTo(['Guest 2']);
    await postReceipt({
      messageId: providerIdOf(reminder.get('Guest 2')),
      delivered: false,
      reason: 'AbsentSubscriber',
    });
    const [row] = await t.db
      .select({ status: messages.status })
      .from(messages)
      .where(eq(messages.id, reminder.get('Guest 2')!.id));
    expect(row!.status).toBe('failed');
    expect(await invitationStatusOf('Guest 2')).toBe('sent');
  });

  it('a reminder the provider refuses leaves an invited guest sent; once both fail the guest is failed', async () => {
    const invitation = await sendTo(['Guest 3']);
    sms.setMode('reject', 1);
    const reminder = await sendTo(['Guest 3']);
    expect(reminder.get('Guest 3')?.status).toBe('failed');
    expect(await invitationStatusOf('Guest 3')).toBe('sent');

    // The invitation fails after all: no message reached the guest now.
    await postReceipt({ messageId: providerIdOf(invitation.get('Guest 3')), delivered: false });
    expect(await invitationStatusOf('Guest 3')).toBe('failed');
  });

  it('a receipt for a test send changes no guest', async () => {
    const profile = await admin('GET', '/api/profile');
    await admin('PATCH', '/api/profile', { phone: mobile(4), version: profile.body.version });
    await sendTo(['Guest 4']);
    const test = await admin('POST', '/api/message-batches/test', {
      templateId,
      contextId: eventId,
    });
    expect(test.status, JSON.stringify(test.body)).toBe(201);
    await waitForBatch(admin, test.body.id);
    const [message] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.batchId, test.body.id)));
    await postReceipt({ messageId: providerIdOf(message), delivered: false });
    expect(await invitationStatusOf('Guest 4')).toBe('sent');
  });
});

describe('receipts racing another message of the same guest', () => {
  // On PostgreSQL the webhook and the worker's outcome transaction really run at once: a
  // failed receipt for the invitation could read the reminder as still sending while its
  // acceptance commits, and write `failed` over the `sent` (lockRecipients prevents it).
  it('leave every guest whose reminder was accepted sent', async () => {
    const count = 100;
    const { eventId: raceEventId } = await createEventWithGuests(
      t,
      await loginCookie(t.app, 'admin', ADMIN_PASSWORD),
      guestRows(count, 200),
    );
    const send = async () => {
      const created = await admin('POST', '/api/message-batches', {
        templateId,
        contextId: raceEventId,
        filter: { name: 'all' },
        confirm: true,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await waitForBatch(admin, created.body.id, 60_000);
      return t.db.select().from(messages).where(eq(messages.batchId, created.body.id));
    };
    const invitations = new Map((await send()).map((row) => [row.address, row]));
    const racing: Promise<string>[] = [];
    sms.beforeAnswer(async ({ to }) => {
      const jitter = new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      const messageId = providerIdOf(invitations.get(to));
      racing.push(jitter.then(() => postReceipt({ messageId, delivered: false })));
    });
    try {
      await send();
      await Promise.all(racing);
    } finally {
      sms.beforeAnswer(undefined);
    }
    const statuses = await t.db
      .select({ status: guests.invitationStatus })
      .from(guests)
      .where(eq(guests.eventId, raceEventId));
    expect(statuses.filter((row) => row.status !== 'sent')).toEqual([]);
    expect(statuses).toHaveLength(count);
  });
});

describe('receipts before the acceptance', () => {
  it('an early failed receipt leaves the guest failed once the acceptance is recorded', async () => {
    sms.beforeAnswer(async (accepted) => {
      if (accepted.to === mobile(5)) {
        expect(await postReceipt({ messageId: accepted.messageId, delivered: false })).toBe(
          'Receipt kept until the message is recorded',
        );
      }
    });
    try {
      const sent = await sendTo(['Guest 5']);
      expect(sent.get('Guest 5')?.status).toBe('failed');
    } finally {
      sms.beforeAnswer(undefined);
    }
    expect(await invitationStatusOf('Guest 5')).toBe('failed');
  });
});
