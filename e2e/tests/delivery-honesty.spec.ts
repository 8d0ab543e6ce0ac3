/**
 * Issue 16, delivery honesty: with no SMS provider the dashboard's checklist and the send
 * page say so before sending; the organiser queues anyway and the messages visibly wait.
 * The same server restarted with the local provider stand-in (Africa's Talking's format)
 * sends them, once each. The template's placeholder, inserted from the editor's field
 * list, arrives mapped.
 */
import { request as apiRequest } from '@playwright/test';
import { loginAsAdmin } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { createEventByApi } from '../support/events';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

const headers = { 'x-requested-with': 'XMLHttpRequest' };

test('no provider: warned, queued and visibly waiting; with the local provider: sent once each', async ({
  browser,
  serverBesideSms: { server, provider },
}) => {
  test.setTimeout(480_000);
  const api = await apiRequest.newContext({ baseURL: server.url });
  await loginAsAdmin(api);
  const event = await createEventByApi(api, `Harusi ${Date.now().toString(36)}`);
  const imported = await api.post(`/api/events/${event.id}/guests/import?dryRun=false`, {
    headers: { ...headers, 'content-type': 'text/csv' },
    data: Buffer.from('Name,Phone\r\nAmina,0712000001\r\nBaraka,0712000002'),
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/dashboard/home');
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);

  // The checklist: nothing reaches anyone yet, and it says why.
  const checklist = page.getByRole('region', { name: 'Before your messages reach anyone' });
  await expect(checklist.getByRole('heading', { name: 'To do: SMS provider' })).toBeVisible();
  await expect(checklist.getByRole('heading', { name: 'To do: Public address' })).toBeVisible();

  // A template whose placeholder comes from the field list: mapped without a visit to its page.
  await page.goto('/dashboard/templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name' }).fill('Karibu');
  await form.getByRole('radio', { name: 'SMS' }).check();
  await form.getByRole('textbox', { name: 'Message' }).fill('Karibu ');
  await form
    .getByRole('group', { name: 'Insert a field' })
    .getByRole('button', { name: 'Guest name' })
    .click();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Karibu {guest_name}');
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(
    page.getByText('Every placeholder is mapped: this template can be sent.'),
  ).toBeVisible();
  const templateId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // The send page warns before anything is sent, and queues.
  await page.goto('/dashboard/send-invitations');
  await page.getByRole('combobox', { name: 'Event' }).selectOption(event.id);
  await page.getByRole('combobox', { name: 'Template' }).selectOption(templateId);
  await page.getByRole('radio', { name: 'All guests' }).click();
  await expect(page.getByText('Nothing will be delivered yet')).toBeVisible();
  await expect(page.getByText(/No SMS provider is configured on this server/)).toBeVisible();
  await page.getByRole('button', { name: 'Queue for 2 guests' }).click();
  await expect(
    page.getByText('Queued for 2 guests: nothing is delivered until a provider is configured'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for a provider: Karibu' })).toBeVisible();
  const batchId = new URL(page.url()).searchParams.get('batch');
  expect(batchId).toBeTruthy();

  await page.goto(`/dashboard/messages?batch=${batchId}`);
  const table = page.getByRole('table', { name: 'Messages' });
  await expect(table.getByText('Waiting for a provider')).toHaveCount(2);
  expect(provider.requests).toBe(0);

  // The operator configures the local provider and restarts: what waited goes out, once.
  await server.stop();
  await server.start(provider.env);
  await page.goto(`/dashboard/send-invitations?batch=${batchId}`);
  await expect(page.getByText('2 of 2 sent')).toBeVisible({ timeout: 60_000 });
  expect(provider.accepted.map((sms) => sms.to).sort()).toEqual(['+254712000001', '+254712000002']);
  expect(provider.repeats).toBe(0);
  await page.goto(`/dashboard/messages?batch=${batchId}`);
  await expect(table.getByText('Waiting for a provider')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Messages by status' })).toHaveText('Sent: 2');

  await context.close();
  await api.dispose();
});
