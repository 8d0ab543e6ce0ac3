/**
 * E-mail through nodemailer to a real SMTP server in this process (smtp-server): one mail
 * per recipient with a Message-ID made from the message id, the HTML part escaped, 5xx
 * refusals failed at once and 4xx ones retried.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../src/db/schema';
import type { apiAs } from './api-client';
import {
  createEventWithGuests,
  createTemplate,
  useWorkerApp,
  waitForBatch,
} from './support/messaging-fixtures';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import type { TestApp } from './test-app';

let t: TestApp;
let smtp: SmtpSink;
let admin: ReturnType<typeof apiAs>;
let cookie: string;

useWorkerApp(
  () => startSmtpSink(),
  (smtp) => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Karamu <invitations@karamu.example>',
    PROVIDER_TIMEOUT_MS: '15000',
    MESSAGE_RETRY_BASE_MS: '20',
    WORKER_POLL_MS: '50',
  }),
  (started) => ({ t, provider: smtp, cookie, admin } = started),
);

describe('e-mail', () => {
  it('delivers one mail per recipient, personalised, with our Message-ID; refusals end as they should', async () => {
    const { eventId } = await createEventWithGuests(t, cookie, [
      { name: 'Amina <b>', email: 'amina@example.com' },
      { name: 'Baraka', email: 'baraka@example.com' },
      { name: 'Chausiku', email: 'nobody@example.com' },
      { name: 'Daudi', email: 'busy@example.com' },
    ]);
    smtp.refuse('nobody@example.com', 550);
    smtp.refuse('busy@example.com', 451, 1);
    const templateId = await createTemplate(admin, {
      channel: 'email',
      subject: 'Karibu {guest_name}',
      body: 'Habari {guest_name}, tuonane {event_date}.',
      html: '<p>Habari <strong>{guest_name}</strong></p>',
    });
    const created = await admin('POST', '/api/message-batches', {
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const batch = await waitForBatch(admin, created.body.id);
    expect(batch.counts).toMatchObject({ sent: 3, failed: 1 });

    const rows = await t.db.select().from(messages).where(eq(messages.batchId, created.body.id));
    const byAddress = new Map(rows.map((row) => [row.address, row]));
    expect(byAddress.get('nobody@example.com')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byAddress.get('nobody@example.com')!.error).toMatch(/^SMTP: 550 .*No such user here/);
    expect(byAddress.get('busy@example.com')).toMatchObject({ status: 'sent', attempts: 2 });

    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      'amina@example.com',
      'baraka@example.com',
      'busy@example.com',
    ]);
    expect(smtp.repeats).toBe(0);
    const amina = smtp.received.find((m) => m.to === 'amina@example.com')!;
    expect(amina.messageId).toBe(`<${byAddress.get('amina@example.com')!.id}@karamu.example>`);
    expect(amina.subject).toBe('Karibu Amina <b>');
    // The guest's name is text in the HTML part, never markup.
    expect(amina.raw).toContain('Habari <strong>Amina &lt;b&gt;</strong>');
    expect(byAddress.get('amina@example.com')).toMatchObject({
      provider: 'smtp',
      providerMessageId: amina.messageId,
    });
  });
});
