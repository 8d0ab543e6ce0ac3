/**
 * Issue 19, to-dos: the organiser adds the starter checklist and a to-do due tomorrow for
 * themselves on the event's To-dos tab at 360 px; the reminder tick sends its assignee one
 * SMS at the local provider, and the organiser ticks it off. The server is this
 * test's own, beside a local SMS provider (Africa's Talking's format), ticking each second.
 *
 * A to-do is reminded from 08:00 (in the event's zone) the day before it is due, so the
 * event is placed in a zone where it is already past 08:00 today: the tick finds the
 * to-do due tomorrow due for its reminder at once, with the server's real clock.
 */
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { getJson, patchJson, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { useOwnServer } from '../support/use-own-server';
import { expectNoHorizontalOverflow } from '../support/overflow';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

const PHONE = '+254712000619';
const TITLE = 'Confirm the MC';

const own = useOwnServer({ sms: true, admin: true, env: { SCHEDULER_INTERVAL_MS: '1000' } });

/** The hour and the day the clocks of `zone` show now. */
function nowIn(zone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { hour: Number(part('hour')), day: `${part('year')}-${part('month')}-${part('day')}` };
}

/** Between them these zones always have one between 08:00 and 22:59. */
const ZONES = ['Africa/Nairobi', 'Asia/Tokyo', 'America/Los_Angeles'];

test('a to-do due tomorrow sends its assignee one reminder', async ({ browser }) => {
  test.setTimeout(240_000);
  const { server, sms, api } = own;
  const zone = ZONES.find((candidate) => {
    const { hour } = nowIn(candidate);
    return hour >= 8 && hour <= 22;
  })!;
  const today = nowIn(zone).day;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);

  const profile = await getJson<{ version: number; name: string }>(api, '/api/profile');
  await patchJson(api, '/api/profile', { phone: PHONE, version: profile.version });
  // Reminders go only to a phone its holder proved with a code (decision 0059).
  await postJson(api, '/api/profile/phone-verification', {});
  const code = /\b(\d{6})\b/.exec(sms.accepted.find((m) => m.to === PHONE)?.body ?? '')?.[1];
  await postJson(api, '/api/profile/phone-verification/confirm', { code });
  const event = await postJson<{ id: string }>(api, '/api/events', {
    name: `Harusi ya Zawadi ${Date.now().toString(36)}`,
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: zone,
    defaultCountry: 'KE',
  });

  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 360, height: 780 },
    locale: 'en-GB',
  });
  const page = await context.newPage();
  await page.goto(`/dashboard/events/${event.id}?tab=todos`);
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page.getByRole('tab', { name: 'To-dos', selected: true })).toBeVisible();
  await expect(page.getByText(/No to-dos yet/)).toBeVisible();

  // The starter checklist, in one go: relative to-dos, nobody assigned, so no reminders.
  await page.getByRole('button', { name: 'Add starter checklist' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Add checklist' }).click();
  await expect(page.getByRole('checkbox', { name: 'Book the venue' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to-do' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a to-do' });
  await dialog.getByLabel('Title').fill(TITLE);
  await dialog.getByRole('radio', { name: 'On a date' }).check();
  await dialog.getByLabel('Due date').fill(tomorrow);
  await dialog.getByLabel('Assignee').selectOption({ label: profile.name });
  await dialog.getByRole('button', { name: 'Add to-do' }).click();
  await expect(dialog).toBeHidden();

  const item = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText(`Assigned to ${profile.name}`);
  await expectNoHorizontalOverflow(page);
  await expectAxeClean(page);

  // The phone's code, then its one reminder.
  await expect.poll(() => sms.acceptedTo(PHONE), { timeout: 60_000 }).toBe(2);
  // The code went to the same phone first: the reminder is the message that names the to-do.
  const reminder = sms.accepted.find(
    (message) => message.to === PHONE && message.body.includes(TITLE),
  )!;
  expect(reminder.body).toContain(`"${TITLE}"`);
  expect(reminder.body).toContain('is due on');

  // Reminded once (the server tests hold "once" across ticks under a moving clock); the
  // organiser then ticks it off on the page.
  const todos = await getJson<{ items: { title: string; remindedAt: string | null }[] }>(
    api,
    `/api/events/${event.id}/todos`,
  );
  expect(todos.items.find((todo) => todo.title === TITLE)!.remindedAt).not.toBeNull();
  // A click, not check(): the tick moves the to-do to the done list at once, so the box
  // clicked is replaced by the one asserted below.
  await page.getByRole('checkbox', { name: TITLE }).click();
  await expect(
    page.getByRole('list', { name: 'Done to-dos' }).getByRole('checkbox', { name: TITLE }),
  ).toBeChecked();
  expect(sms.acceptedTo(PHONE)).toBe(2);
  await context.close();
});
