import { getJson, loginAsAdmin, patchJson, postJson } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

// The organiser reads times in London; the event is in Nairobi: the next run is shown in
// the reader's zone, the timing is read in the event's.
test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The schedules page refreshes its table this often (schedules-page.tsx). */
const PAGE_REFRESH_MS = 15_000;
const tag = `sc${Date.now().toString(36)}`;

/** '14:05' as London's clocks show `instant`. */
const londonClock = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

test('a schedule "1 day before the event" shows its next run, follows its event and fires when its time comes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The page's own clock, so the test can move it to the table's next refresh.
  await page.clock.install();

  // The event starts a day and an hour from now: "1 day before" is an hour away while the
  // form is filled in. The server's clock is real: later the event moves, and the run with it.
  await loginAsAdmin(request);
  const startsAt = Date.now() + DAY + HOUR;
  const event = await postJson<{ id: string; version: number }>(request, '/api/events', {
    name: `Send-off ${tag}`,
    startsAt: new Date(startsAt).toISOString(),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  for (const [name, phone] of [
    ['Amina', '0712000101'],
    ['Baraka', '0712000102'],
  ]) {
    await postJson(request, `/api/events/${event.id}/guests`, { name, phone });
  }
  const template = await postJson<{ id: string; version: number }>(request, '/api/templates', {
    name: `Tomorrow ${tag}`,
    channel: 'sms',
    audience: 'event-guests',
    body: 'Habari {guest_name}, see you tomorrow!',
  });
  const mapped = await request.put(`/api/templates/${template.id}/mappings`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: {
      items: [{ placeholder: 'guest_name', field: 'guest_name', fallback: 'friend' }],
      version: template.version,
    },
  });
  expect(mapped.status(), await mapped.text()).toBe(200);

  await page.goto('/dashboard/schedules');
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New schedule' });
  const scheduleName = `Day before ${tag}`;
  await dialog.getByLabel('Name', { exact: true }).fill(scheduleName);
  await dialog
    .getByLabel('Template', { exact: true })
    .selectOption({ label: `Tomorrow ${tag} (SMS)` });
  await dialog.getByLabel('Event', { exact: true }).selectOption({ label: `Send-off ${tag}` });
  await expect(dialog.getByRole('button', { name: /^Time zone/ })).toHaveAccessibleName(
    /^Time zone Africa\/Nairobi/,
  );
  // 1 day before, at the event's own start time (no time of day).
  await dialog.getByLabel('How many', { exact: true }).fill('1');
  await dialog.getByLabel('Time of day', { exact: true }).fill('');
  await expect(dialog.getByRole('status')).toContainText('Next run:');
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText(`Schedule ${scheduleName} created`)).toBeVisible();

  // The table shows it, due in an hour, in the reader's (London) time.
  const dueAt = startsAt - DAY;
  const row = page.getByRole('row').filter({ hasText: scheduleName });
  await expect(row).toContainText('1 day before the event');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(londonClock(dueAt));
  await expect(row).toContainText('Never');

  // The event moves to two seconds after a day from now: the run follows it, and when its
  // time comes (the e2e server's scheduler ticks every second) it runs.
  await patchJson(request, `/api/events/${event.id}`, {
    startsAt: new Date(Date.now() + DAY + 2_000).toISOString(),
    version: event.version,
  });
  type Listed = { name: string; status: string; lastBatchId: string | null };
  const listed = async () =>
    (await getJson<{ items: Listed[] }>(request, '/api/schedules?size=100')).items.find(
      (s) => s.name === scheduleName,
    );
  await expect.poll(async () => (await listed())?.status, { timeout: 30_000 }).toBe('completed');

  // The open page shows it by itself at its next refresh: a last run, done.
  await page.clock.fastForward(PAGE_REFRESH_MS);
  await expect(row).toContainText('Completed');
  await expect(row).not.toContainText('Never');

  const batchId = (await listed())?.lastBatchId;
  expect(batchId).toBeTruthy();
  const batch = await getJson<{ total: number; templateId: string; contextId: string }>(
    request,
    `/api/message-batches/${batchId}`,
  );
  expect(batch).toMatchObject({ total: 2, templateId: template.id, contextId: event.id });
});
