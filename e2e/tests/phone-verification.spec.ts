/**
 * Issue 13 (decision 0022): an organiser who signed up sees SMS sending refused until they
 * prove their phone, verifies it in Settings with the code the provider received, and
 * then sends a test SMS, which reaches their own number.
 *
 * The server is this test's own, sending SMS through a local HTTP server on 127.0.0.1 that
 * speaks Africa's Talking's format (the shared server has no SMS provider, so asks no code).
 */
import { expect, request as apiRequest, test } from '@playwright/test';
import { loginAsAdmin, postJson } from '../support/api';
import { createEventByApi } from '../support/events';
import { useOwnServer } from '../support/use-own-server';

const own = useOwnServer({ sms: true, env: { NEW_ACCOUNT_DAILY_SMS_ALLOWANCE: '20' } });

/** A Kenyan mobile number of this run, in E.164. */
const ownNumber = () => `+2547${String(Date.now() % 100_000_000).padStart(8, '0')}`;

test('a new organiser verifies their phone with the code it received, then test-sends to it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { server, sms: provider } = own;
  // An SMS template from the installation's library, written by the admin.
  const admin = await apiRequest.newContext({ baseURL: server.url });
  await loginAsAdmin(admin);
  const templateName = `Karibu ${Date.now().toString(36)}`;
  const template = await postJson<{ id: string }>(admin, '/api/templates', {
    name: templateName,
    audience: 'event-guests',
    channel: 'sms',
    body: 'Karibu kwenye harusi yetu!',
  });

  // The visitor signs up; the browser context shares the session.
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const phone = ownNumber();
  await postJson(context.request, '/api/signup', {
    name: 'Neema Organiser',
    phone,
    password: 'harusi-ya-neema-2027',
  });
  const event = await createEventByApi(context.request, `Harusi ya Neema ${Date.now()}`);

  // Sending SMS is refused, and the page says why and where to go.
  const chooseSend = async () => {
    await page.goto('/dashboard/send-invitations');
    await page.getByRole('combobox', { name: 'Event' }).selectOption(event.id);
    await page.getByRole('combobox', { name: 'Template' }).selectOption(template.id);
  };
  await chooseSend();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Verify your phone before sending SMS' });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a test to me' })).toBeDisabled();
  await refusal.getByRole('link', { name: 'Settings' }).click();

  // Settings: a code to the profile's phone, read from the local provider, typed back.
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const sms = page.getByRole('region', { name: 'SMS' });
  await expect(sms.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  await sms.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(`Code sent to ${phone}`)).toBeVisible();
  const code = /\b(\d{6})\b/.exec(
    provider.accepted.filter((m) => m.to === phone).at(-1)?.body ?? '',
  )?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await sms.getByLabel('Code').fill(code!);
  await sms.getByRole('button', { name: 'Verify' }).click();
  await expect(sms.getByText(`Your phone ${phone} is verified: you may send SMS.`)).toBeVisible();
  await expect(sms).toContainText('You may send 20 SMS a day; 20 left today.');

  // Back on the send page: the test goes out, to the organiser's own number.
  await chooseSend();
  await expect(refusal).toBeHidden();
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText('Test sent to you: check your phone or inbox')).toBeVisible();
  await expect
    .poll(() => provider.accepted.filter((m) => m.to === phone).map((m) => m.body), {
      timeout: 30_000,
    })
    .toContain('Karibu kwenye harusi yetu!');
  expect(provider.accepted.every((m) => m.to === phone)).toBe(true);

  await context.close();
  await admin.dispose();
});
