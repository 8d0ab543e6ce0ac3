/**
 * Issue 6, "Done when": a template with mappings is previewed, test-sent and sent to 500
 * guests; the progress bar reaches 500; killing the server halfway and starting it again
 * still ends with exactly 500 messages at the provider; the messages page shows 500
 * delivered after the provider's receipts.
 *
 * The server is this test's own (it is killed and restarted), sending SMS through a local
 * HTTP server that speaks Africa's Talking's format and honours the idempotency key.
 */
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { getJson, loginAsAdmin } from '../support/api';
import { createEventByApi } from '../support/events';
import { useOwnServer } from '../support/use-own-server';
import { expect, test } from '../support/test';

const headers = { 'x-requested-with': 'XMLHttpRequest' };
const GUESTS = 500;
/** The admin's own phone, where the test message goes. */
const ADMIN_PHONE = '+254799000999';
/** Distinct Kenyan mobile numbers, written as people type them. */
const guestPhone = (n: number) => `0712${String(n).padStart(6, '0')}`;
const guestE164 = (n: number) => `+254712${String(n).padStart(6, '0')}`;

const own = useOwnServer({
  sms: true,
  env: {
    // Slow enough that the kill lands mid-batch: 500 take about 10 s.
    SMS_RATE_PER_SECOND: '50',
    // The sends in flight at the kill are claimed until their lease lapses; the restarted
    // server sends them again then (the provider drops the repeats by their idempotency
    // key). A 10 s lease instead of the default minute, so the test does not wait it out;
    // the provider's timeout must stay under half the lease.
    MESSAGE_LEASE_MS: '10000',
    PROVIDER_TIMEOUT_MS: '4000',
    SMS_PRICE_PER_SEGMENT_MINOR: '80',
    SMS_PRICE_CURRENCY: 'KES',
  },
});

async function giveAdminAPhone(api: APIRequestContext) {
  const profile = await getJson<{ version: number }>(api, '/api/profile');
  const response = await api.patch('/api/profile', {
    headers,
    data: { phone: ADMIN_PHONE, version: profile.version },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function importGuests(api: APIRequestContext, eventId: string) {
  const lines = ['Name,Phone'];
  for (let n = 1; n <= GUESTS; n += 1) lines.push(`Mgeni ${n},${guestPhone(n)}`);
  const response = await api.post(`/api/events/${eventId}/guests/import?dryRun=false`, {
    headers: { ...headers, 'content-type': 'text/csv' },
    data: Buffer.from(lines.join('\r\n')),
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect(((await response.json()) as { created: number }).created).toBe(GUESTS);
}

/** How many of the guests' numbers the provider accepted a message for, repeats not counted. */
const guestMessagesAccepted = () => own.sms.accepted.filter((sms) => sms.to !== ADMIN_PHONE);

test('a mapped template is test-sent and sent to 500 guests exactly once, across a server kill', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const { server, sms: provider } = own;
  const api = await apiRequest.newContext({ baseURL: server.url });
  await loginAsAdmin(api);
  await giveAdminAPhone(api);
  const event = await createEventByApi(api, `Harusi ${Date.now().toString(36)}`);
  await importGuests(api, event.id);

  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();

  // The template, through the templates pages: written, mapped and previewed.
  await loginAsAdmin(context.request);
  await page.goto('/dashboard/templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name' }).fill('Mwaliko wa harusi');
  await form.getByRole('radio', { name: 'SMS' }).check();
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Habari {guest_name}, karibu kwenye {event_name}.');
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mwaliko wa harusi' })).toBeVisible();
  const templateId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByText(/cannot be sent until mapped/)).toBeVisible();
  await page.getByRole('button', { name: 'Use all 2 suggestions' }).click();
  await page.getByRole('button', { name: 'Save mappings' }).click();
  await expect(
    page.getByText('Every placeholder is mapped: this template can be sent.'),
  ).toBeVisible();
  await expect(page.getByLabel('Message preview')).toContainText(/^Habari .+, karibu kwenye .+\.$/);

  // The send: the estimate with its sample, a test to the admin's phone.
  await page.goto('/dashboard/send-invitations');
  await page.getByRole('combobox', { name: 'Event' }).selectOption(event.id);
  await page.getByRole('combobox', { name: 'Template' }).selectOption(templateId);
  await page.getByRole('radio', { name: 'All guests' }).click();
  const estimate = page.getByLabel('Estimate');
  await expect(estimate).toContainText('500 guests');
  // One GSM-7 segment each at 80 cents.
  await expect(estimate).toContainText(/KES\s400\.00/);
  await expect(page.getByLabel('Sample message')).toContainText(
    `Habari Mgeni 1, karibu kwenye ${event.name}.`,
  );
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText('Test sent to you: check your phone or inbox')).toBeVisible();
  await expect.poll(() => provider.acceptedTo(ADMIN_PHONE), { timeout: 30_000 }).toBe(1);

  await page.getByRole('button', { name: 'Send to 500 guests' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send to 500 guests?' });
  await expect(confirm).toContainText('500 messages by SMS go out now');
  await confirm.getByRole('button', { name: 'Send now' }).click();

  const bar = page.getByRole('progressbar', { name: 'Sending progress' });
  await expect(bar).toHaveAttribute('aria-valuemax', '500');
  const batchId = new URL(page.url()).searchParams.get('batch');
  expect(batchId).toBeTruthy();

  // About halfway: the server dies without a chance to finish anything.
  await expect
    .poll(() => guestMessagesAccepted().length, { timeout: 120_000, intervals: [100] })
    .toBeGreaterThanOrEqual(GUESTS / 2);
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await server.kill();
  const acceptedBeforeKill = guestMessagesAccepted().length;
  expect(acceptedBeforeKill).toBeLessThan(GUESTS);

  // Started again on the same data, the page reloaded: the progress picks up and finishes.
  await server.start();
  await page.reload();
  await expect(bar).toHaveAttribute('aria-valuenow', '500', { timeout: 180_000 });
  await expect(page.getByText('500 of 500 sent')).toBeVisible();
  test.info().annotations.push({
    type: 'kill',
    description: `${acceptedBeforeKill} of ${GUESTS} at the provider when killed; ${provider.repeats} repeats after the restart dropped by their idempotency key`,
  });
  console.log(`messaging e2e: ${test.info().annotations.at(-1)?.description}`);

  // Exactly one message per guest at the provider: none lost, none doubled.
  const accepted = guestMessagesAccepted();
  expect(accepted).toHaveLength(GUESTS);
  const recipients = new Set(accepted.map((sms) => sms.to));
  expect(recipients.size).toBe(GUESTS);
  for (let n = 1; n <= GUESTS; n += 1) expect(recipients.has(guestE164(n))).toBe(true);
  expect(accepted.find((sms) => sms.to === guestE164(42))?.body).toBe(
    `Habari Mgeni 42, karibu kwenye ${event.name}.`,
  );

  // The provider's delivery receipts, posted to the webhook as Africa's Talking does.
  const webhook = `${server.url}/api/webhooks/sms/africastalking/${provider.env.AT_WEBHOOK_SECRET}`;
  for (let i = 0; i < accepted.length; i += 25) {
    const answers = await Promise.all(
      accepted
        .slice(i, i + 25)
        .map((sms) => provider.postReceipt(webhook, { messageId: sms.messageId, delivered: true })),
    );
    for (const answer of answers) expect(answer.status, answer.body).toBeLessThan(300);
  }

  // The messages page, the batch's delivered ones: all 500.
  await page.goto(`/dashboard/messages?batch=${batchId}&f.status=delivered`);
  await expect(page.getByRole('table', { name: 'Messages' })).toBeVisible();
  await expect(page.getByText('1–50 of 500')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages by status' })).toHaveText('Delivered: 500');

  await context.close();
  await api.dispose();
});
