/**
 * Issue 19, "a 'remind until paid' schedule reaches only unpaid guests": an event with card
 * prices has three guests with phones, one on a free card (nothing owed) and two who owe
 * for theirs. In the events dashboard an SMS template with `{amount_due}` and `{pay_link}`
 * is written and mapped, sent to "Still to pay for their card" (the provider gets exactly
 * the two reminders, each with its own amount and a pay link that opens that guest's
 * answer page), and a weekly reminder "every Monday until every card is paid for" is
 * scheduled. That the schedule ends once everyone has paid is the server's test
 * (apps/server/test/guest-payment-reminders.test.ts): it moves the scheduler's clock.
 *
 * The server is this test's own, sending SMS through a local HTTP server that speaks
 * Africa's Talking's format. Event, prices and guests come through the API.
 */
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { getJson, loginAsAdmin, postJson } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { createEventByApi } from '../support/events';
import { useOwnServer } from '../support/use-own-server';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

/** The organiser reads and writes times in Nairobi (UTC+3 all year). */
const ZONE = 'Africa/Nairobi';
test.use({ timezoneId: ZONE, locale: 'en-GB' });

const tag = `gp${Date.now().toString(36)}`;
const EVENT = `Harusi ya Neema ${tag}`;
const TEMPLATE = `Kumbusho la kadi ${tag}`;
const BODY = 'Habari {guest_name}, bado {amount_due} kwa kadi yako. Lipa hapa: {pay_link}';

const own = useOwnServer({ sms: true });

/**
 * Single cards at KES 1,500.00, double cards free, a "Family of 4" bundle at KES 8,000.00;
 * Amina owes for a single card, Baraka for the bundle, Chausiku's double card is free.
 */
async function createPricedEventWithGuests(api: APIRequestContext) {
  const event = await createEventByApi(api, EVENT);
  await postJson(api, `/api/events/${event.id}/prices`, {
    cardType: 'single',
    amountMinor: 150_000,
    currency: 'KES',
  });
  await postJson(api, `/api/events/${event.id}/prices`, {
    cardType: 'double',
    amountMinor: 0,
    currency: 'KES',
  });
  const bundle = await postJson<{ id: string }>(api, `/api/events/${event.id}/bundles`, {
    name: 'Family of 4',
    amountMinor: 800_000,
    currency: 'KES',
    admissions: 4,
  });
  const guests = [
    { name: 'Amina Hassan', phone: '0712000401', cardType: 'single' },
    { name: 'Baraka Otieno', phone: '0712000402', cardType: 'single', bundleId: bundle.id },
    { name: 'Chausiku Wanjiru', phone: '0712000403', cardType: 'double', admissions: 2 },
  ];
  for (const guest of guests) await postJson(api, `/api/events/${event.id}/guests`, guest);
  return event;
}

test('a card payment reminder reaches exactly the guests who owe, with their amount and pay link', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { server, sms: provider } = own;
  const api = await apiRequest.newContext({ baseURL: server.url });
  await loginAsAdmin(api);
  const event = await createPricedEventWithGuests(api);

  // The template, written and mapped in the events dashboard.
  await page.goto(`${server.url}/dashboard/templates`);
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('event-guests');
  await form.getByRole('textbox', { name: 'Name' }).fill(TEMPLATE);
  await form.getByRole('radio', { name: 'SMS' }).check();
  await form.getByRole('textbox', { name: 'Message' }).fill(BODY);
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEMPLATE })).toBeVisible();
  await page.getByRole('button', { name: 'Use all 3 suggestions' }).click();
  await page.getByRole('button', { name: 'Save mappings' }).click();
  await expect(
    page.getByText('Every placeholder is mapped: this template can be sent.'),
  ).toBeVisible();

  // Sent now, to those still to pay for their card.
  await page.goto(`${server.url}/dashboard/send-invitations?event=${event.id}`);
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(event.id);
  await page
    .getByRole('combobox', { name: 'Template' })
    .selectOption({ label: `${TEMPLATE} (SMS)` });
  await page.getByRole('radio', { name: 'Still to pay for their card' }).click();
  await expect(page.getByLabel('Estimate')).toContainText('2 guests');
  await expect(page.getByLabel('Sample message')).toHaveText(
    // The link is the guest's own, or made by the send for a guest without one yet.
    /^Habari Amina Hassan, bado KES 1,500\.00 kwa kadi yako\. Lipa hapa: .+$/,
  );
  await page.getByRole('button', { name: 'Send to 2 guests' }).click();
  await expect(page.getByRole('progressbar', { name: 'Sending progress' })).toBeVisible();
  await expect(page.getByText('2 of 2 sent')).toBeVisible({ timeout: 60_000 });

  // Exactly the two who owe, each with their own amount; nothing to the free card.
  const reminders = provider.accepted
    .map(({ to, body }) => ({ to, body }))
    .sort((a, b) => a.to.localeCompare(b.to));
  const link = new RegExp(`^(.*) Lipa hapa: (${server.url}/i/[A-Za-z0-9_-]+)$`);
  const parts = reminders.map(({ to, body }) => ({ to, match: link.exec(body) }));
  expect(parts.map(({ to, match }) => ({ to, text: match?.[1] }))).toEqual([
    { to: '+254712000401', text: 'Habari Amina Hassan, bado KES 1,500.00 kwa kadi yako.' },
    { to: '+254712000402', text: 'Habari Baraka Otieno, bado KES 8,000.00 kwa kadi yako.' },
  ]);

  // Each pay link opens that guest's own answer page.
  for (const [index, name] of ['Amina Hassan', 'Baraka Otieno'].entries()) {
    await page.goto(parts[index]!.match![2]!);
    await expect(page.getByText(`${name}, you are invited to`)).toBeVisible();
    await expect(page.getByRole('heading', { name: EVENT })).toBeVisible();
  }

  // "Remind until paid": every Monday at 09:00 until nobody is left to pay.
  await page.goto(`${server.url}/dashboard/schedules`);
  await page.getByRole('button', { name: 'New schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New schedule' });
  const scheduleName = `Kadi kila Jumatatu ${tag}`;
  await dialog.getByLabel('Name', { exact: true }).fill(scheduleName);
  await dialog.getByLabel('Template', { exact: true }).selectOption({ label: `${TEMPLATE} (SMS)` });
  await dialog.getByLabel('Event', { exact: true }).selectOption({ label: EVENT });
  await dialog
    .getByLabel('Recipients', { exact: true })
    .selectOption({ label: 'Still to pay for their card' });
  await dialog.getByRole('radio', { name: 'Every week' }).click();
  await dialog.getByLabel('Day of the week', { exact: true }).selectOption({ label: 'Monday' });
  await dialog.getByLabel('Time of day', { exact: true }).fill('09:00');
  await dialog
    .getByRole('checkbox', { name: 'Until nobody is left (e.g. every card is paid for)' })
    .check();
  await expect(dialog.getByRole('status')).toHaveText(
    /^Next run: Mon \d{1,2} \w{3} \d{4}, 09:00 \(Africa\/Nairobi\)$/,
  );
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText(`Schedule ${scheduleName} created`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: scheduleName });
  await expect(row).toContainText(EVENT);
  await expect(row).toContainText('Every Monday at 09:00 until nobody is left');
  await expect(row).toContainText('Active');

  // The server keeps the filter and the ending: the run after the last payment ends it.
  const { items } = await getJson<{
    items: { name: string; filter: object; timing: object; audience: string }[];
  }>(api, '/api/schedules?size=100');
  expect(items.find((s) => s.name === scheduleName)).toMatchObject({
    audience: 'event-guests',
    filter: { name: 'still_to_pay' },
    timing: { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: true },
  });
  await api.dispose();
});
