/**
 * Issue 6, pledges side: in the pledges dashboard an SMS template with the members'
 * placeholders is written and mapped, sent to "Balance above 0" of an occasion where one
 * of three members has paid in full (the provider gets exactly the two reminders, each
 * with its own balance), and a weekly reminder "every Monday until nobody is left" is
 * scheduled, its next run shown as a Monday at the chosen time in the organiser's zone.
 *
 * The server is this test's own, sending SMS through a local HTTP server that speaks
 * Africa's Talking's format. Occasion, members and contributions come through the API.
 */
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { getJson, loginAsAdmin, postJson } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { useOwnServer } from '../support/use-own-server';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

/** The organiser reads and writes times in Nairobi (UTC+3 all year). */
const ZONE = 'Africa/Nairobi';
test.use({ timezoneId: ZONE, locale: 'en-GB' });

const tag = `pr${Date.now().toString(36)}`;
const OCCASION = `Harusi ya Neema ${tag}`;
const TEMPLATE = `Kumbusho ${tag}`;

const own = useOwnServer({ sms: true });

/** An occasion with three members: one owes KES 6,000, one paid in full, one owes all of KES 2,500. */
async function createOccasionWithMembers(api: APIRequestContext) {
  const occasion = await postJson<{ id: string }>(api, '/api/occasions', {
    name: OCCASION,
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: ZONE,
    currency: 'KES',
    defaultCountry: 'KE',
  });
  const members = [
    { name: 'Amina Hassan', phone: '0712000301', pledgedMinor: 1_000_000, paidMinor: 400_000 },
    { name: 'Baraka Otieno', phone: '0712000302', pledgedMinor: 500_000, paidMinor: 500_000 },
    { name: 'Chausiku Wanjiru', phone: '0712000303', pledgedMinor: 250_000, paidMinor: 0 },
  ];
  for (const { paidMinor, ...member } of members) {
    const created = await postJson<{ id: string }>(
      api,
      `/api/occasions/${occasion.id}/members`,
      member,
    );
    if (paidMinor > 0) {
      await postJson(api, '/api/contributions', {
        memberId: created.id,
        amountMinor: paidMinor,
        paidAt: new Date(Date.now() - 60_000).toISOString(),
        method: 'mobile_money',
      });
    }
  }
  return occasion;
}

test('a pledge reminder reaches exactly those who owe, and repeats weekly until nobody does', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { server, sms: provider } = own;
  const api = await apiRequest.newContext({ baseURL: server.url });
  await loginAsAdmin(api);
  const occasion = await createOccasionWithMembers(api);

  // The template, written in the pledges dashboard: it speaks to members from the start.
  await page.goto(`${server.url}/pledges-dashboard/templates`);
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('occasion-members');
  await form.getByRole('textbox', { name: 'Name' }).fill(TEMPLATE);
  await form.getByRole('radio', { name: 'SMS' }).check();
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Hujambo {member_name}, salio lako ni {balance} kwa {occasion_name}');
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEMPLATE })).toBeVisible();
  await page.getByRole('button', { name: 'Use all 3 suggestions' }).click();
  await page.getByRole('button', { name: 'Save mappings' }).click();
  await expect(
    page.getByText('Every placeholder is mapped: this template can be sent.'),
  ).toBeVisible();

  // The send, opened on the occasion: those with a balance above 0.
  await page.goto(`${server.url}/pledges-dashboard/send-messages?occasion=${occasion.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Send messages' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Occasion' })).toHaveValue(occasion.id);
  await page
    .getByRole('combobox', { name: 'Template' })
    .selectOption({ label: `${TEMPLATE} (SMS)` });
  await page.getByRole('radio', { name: 'Balance above 0' }).click();
  await expect(page.getByLabel('Estimate')).toContainText('2 members');
  await expect(page.getByLabel('Sample message')).toHaveText(
    `Hujambo Amina Hassan, salio lako ni KES 6,000.00 kwa ${OCCASION}`,
  );
  await page.getByRole('button', { name: 'Send to 2 members' }).click();
  await expect(page.getByRole('progressbar', { name: 'Sending progress' })).toBeVisible();
  await expect(page.getByText('2 of 2 sent')).toBeVisible({ timeout: 60_000 });

  // Exactly the two who owe, each with their own balance; nothing to the one who paid.
  const reminders = provider.accepted
    .map(({ to, body }) => ({ to, body }))
    .sort((a, b) => a.to.localeCompare(b.to));
  expect(reminders).toEqual([
    {
      to: '+254712000301',
      body: `Hujambo Amina Hassan, salio lako ni KES 6,000.00 kwa ${OCCASION}`,
    },
    {
      to: '+254712000303',
      body: `Hujambo Chausiku Wanjiru, salio lako ni KES 2,500.00 kwa ${OCCASION}`,
    },
  ]);

  // Every Monday at 09:00 until nobody is left.
  await page.goto(`${server.url}/pledges-dashboard/schedules`);
  await page.getByRole('button', { name: 'New schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New schedule' });
  const scheduleName = `Kila Jumatatu ${tag}`;
  await dialog.getByLabel('Name', { exact: true }).fill(scheduleName);
  await dialog.getByLabel('Template', { exact: true }).selectOption({ label: `${TEMPLATE} (SMS)` });
  await dialog.getByLabel('Occasion', { exact: true }).selectOption({ label: OCCASION });
  await dialog.getByLabel('Recipients', { exact: true }).selectOption({ label: 'Balance above 0' });
  await dialog.getByRole('radio', { name: 'Every week' }).click();
  await dialog.getByLabel('Day of the week', { exact: true }).selectOption({ label: 'Monday' });
  await dialog.getByLabel('Time of day', { exact: true }).fill('09:00');
  await dialog
    .getByRole('checkbox', { name: 'Until nobody is left (e.g. every balance is paid)' })
    .check();
  await expect(dialog.getByRole('button', { name: /^Time zone/ })).toHaveAccessibleName(
    /^Time zone Africa\/Nairobi/,
  );
  await expect(dialog.getByRole('status')).toHaveText(
    /^Next run: Mon \d{1,2} \w{3} \d{4}, 09:00 \(Africa\/Nairobi\)$/,
  );
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText(`Schedule ${scheduleName} created`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: scheduleName });
  await expect(row).toContainText(OCCASION);
  await expect(row).toContainText('Every Monday at 09:00 until nobody is left');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(/Mon \d{1,2} \w{3} \d{4}, 09:00/);

  // The server planned the same instant: a Monday, 09:00 in Nairobi (06:00 UTC), ahead.
  const { items } = await getJson<{
    items: { name: string; nextRunAt: string; timing: object }[];
  }>(api, '/api/schedules?size=100');
  const schedule = items.find((s) => s.name === scheduleName)!;
  expect(schedule.timing).toEqual({
    kind: 'weekly',
    weekday: 1,
    time: '09:00',
    untilNobodyLeft: true,
  });
  const next = new Date(schedule.nextRunAt);
  expect(next.getUTCDay()).toBe(1);
  expect(next.toISOString().slice(11, 16)).toBe('06:00');
  expect(next.getTime()).toBeGreaterThan(Date.now());
  expect(next.getTime()).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);

  await api.dispose();
});
