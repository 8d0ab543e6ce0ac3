/**
 * Issue 16, "Done when": at 360 × 740, a new organiser signs up while creating an event,
 * imports guests from a file, designs a card, queues invitations while no SMS provider is
 * configured (and is told so), then, once the local provider stand-in is configured, the
 * invitation is delivered; the guest answers through the link in it, and the door checks
 * the guest in from the event's Check-in tab. On every page of the walk: no sideways
 * scroll and no serious axe finding.
 *
 * The server is this test's own: it starts without a provider and is started again on the
 * same data with one, as an organiser's installation would be.
 */
import { request as apiRequest, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { getJson, loginAsAdmin, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { expectNoHorizontalOverflow } from '../support/overflow';
import { expect, test } from '../support/test';

const headers = { 'x-requested-with': 'XMLHttpRequest' };
/**
 * A phone in Kenya: the installation sets no default country, so the browser's region
 * (en-KE) is the one sign-up and the event start on, and the file's local numbers are read in.
 */
const KENYAN_PHONE = { viewport: { width: 360, height: 740 }, locale: 'en-KE' };
const tag = Date.now().toString(36);
/** The guest in the imported file, as typed there and as the provider receives it. */
const GUEST = { name: 'Amina Wanjiku', typed: '0712 345 678', e164: '+254712345678', table: '7' };

/** What every page of the walk must be: usable at 360 px without sideways scroll, axe clean. */
async function expectUsable(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectAxeClean(page);
}

function creamArtwork(): Buffer {
  const png = new PNG({ width: 1000, height: 1400 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([250, 243, 224, 255], i);
  return PNG.sync.write(png);
}

/** Picks a day in the date field's calendar, moving on month by month to reach it. */
async function pickDate(page: Page, day: Date) {
  await page.getByRole('button', { name: /^Date/ }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const label = new RegExp(
    `${day.toLocaleDateString('en-US', { month: 'long' })} ${day.getDate()}(st|nd|rd|th), ${day.getFullYear()}`,
  );
  for (let months = 0; months < 24; months += 1) {
    if ((await page.getByRole('button', { name: label }).count()) > 0) break;
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await page.getByRole('button', { name: label }).click();
  await expect(grid).toBeHidden();
}

test('a new organiser on a phone: sign-up to the door, with nothing off-screen', async ({
  browser,
  serverBesideSms: { server, provider },
}) => {
  test.setTimeout(600_000);

  // The installation's SMS invitation, written and mapped by its admin.
  const admin = await apiRequest.newContext({ baseURL: server.url });
  await loginAsAdmin(admin);
  const template = await postJson<{ id: string; version: number }>(admin, '/api/templates', {
    name: `Mwaliko ${tag}`,
    audience: 'event-guests',
    channel: 'sms',
    body: 'Karibu {guest_name}! Tafadhali jibu: {rsvp_link}',
  });
  const mapped = await admin.put(`/api/templates/${template.id}/mappings`, {
    headers,
    data: {
      items: [
        { placeholder: 'guest_name', field: 'guest_name' },
        { placeholder: 'rsvp_link', field: 'rsvp_link' },
      ],
      version: template.version,
    },
  });
  expect(mapped.ok(), await mapped.text()).toBe(true);

  const context = await browser.newContext({ baseURL: server.url, ...KENYAN_PHONE });
  const page = await context.newPage();

  // 1. Sign-up while creating the event.
  await page.goto('/create-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: 'Golden rings' }).check();
  await expectUsable(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Tell us about the event/ })).toBeFocused();
  const eventName = `Harusi ya Amina ${tag}`;
  await page.getByLabel('Event name').fill(eventName);
  await pickDate(page, new Date(Date.now() + 45 * 86_400_000));
  await page.getByLabel('Start time').fill('14:00');
  await page.getByLabel('End time').fill('22:00');
  await page.getByLabel('Venue').fill('Safari Park Hotel, Nairobi');
  await expectUsable(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Your account/ })).toBeFocused();
  const phone = `+2547${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await page.getByLabel('Your name').fill('Neema Organiser');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('harusi-ya-neema-2027');
  await page.getByLabel('Confirm password').fill('harusi-ya-neema-2027');
  await expectUsable(page);
  await page.getByRole('button', { name: 'Create account and event' }).click();
  await expect(page).toHaveURL(/\/dashboard\/events\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expectUsable(page);

  // 2. Guests from a file.
  await page.goto(`/dashboard/events/${eventId}/guests/import`);
  await expect(page.getByRole('heading', { name: 'Import guests' })).toBeVisible();
  await expectUsable(page);
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'wageni.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Name,Phone,Table\r\n${GUEST.name},${GUEST.typed},${GUEST.table}\r\n`),
  });
  await expect(page.getByRole('heading', { name: /Match the file/ })).toBeVisible({
    timeout: 60_000,
  });
  await expectUsable(page);
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('1 row read: 1 is ready.')).toBeVisible({ timeout: 60_000 });
  await expectUsable(page);
  await page.getByRole('button', { name: /^Import 1 guest/ }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 60_000,
  });
  await expectUsable(page);

  // 3. The card: the chosen design made it, with the guest's name and the QR code placed; the
  //    organiser puts their own artwork under the fields and adds the table, each clear of the
  //    others.
  await page.goto(`/dashboard/events/${eventId}/invite`);
  const canvas = page.getByRole('group', { name: 'Card artwork' });
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await expect(canvas.getByRole('button', { name: /^QR code field/ })).toBeVisible();
  await page.getByLabel('Replace the artwork').setInputFiles({
    name: 'kadi.png',
    mimeType: 'image/png',
    buffer: creamArtwork(),
  });
  await expect(page.getByText('Artwork replaced; the fields stay where they were')).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('group', { name: 'Add a field' })
    .getByRole('button', { name: 'Table' })
    .click();
  // Drawn for the imported guest, as their card will print.
  await expect(canvas.locator('[data-card-run="table-1"]')).toHaveText(GUEST.table);
  await expect(canvas.locator('[data-card-run="guestName-1"]')).toHaveText(GUEST.name);
  await page.getByRole('button', { name: 'Save the card' }).click();
  await expect(page.getByText('Card saved')).toBeVisible();
  await expectUsable(page);

  // 4. Invitations queued with no provider: the page says nothing will go out yet, before
  //    anything is sent (a standing notice, not an alert: nothing was done to trigger it).
  await page.goto('/dashboard/send-invitations');
  await page.getByRole('combobox', { name: 'Event' }).selectOption(eventId);
  await page.getByRole('combobox', { name: 'Template' }).selectOption(template.id);
  await page.getByRole('radio', { name: 'All guests' }).click();
  await expect(page.getByText('Nothing will be delivered yet')).toBeVisible();
  await expect(page.getByText(/No SMS provider is configured on this server/)).toBeVisible();
  await expectUsable(page);
  await page.getByRole('button', { name: 'Queue for 1 guest' }).click();
  await expect(
    page.getByText('Queued for 1 guest: nothing is delivered until a provider is configured'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: `Waiting for a provider: Mwaliko ${tag}` }),
  ).toBeVisible();
  await expectUsable(page);
  expect(provider.requests).toBe(0);

  // 5. The operator configures the provider and restarts the server: the invitation goes out.
  await server.stop();
  await server.start({ ...provider.env, PUBLIC_BASE_URL: server.url });
  await expect
    .poll(() => provider.accepted.filter((sms) => sms.to === GUEST.e164).length, {
      timeout: 120_000,
    })
    .toBe(1);
  const sms = provider.accepted.find((m) => m.to === GUEST.e164)!;
  expect(sms.body).toMatch(new RegExp(`^Karibu ${GUEST.name}! Tafadhali jibu: `));
  const link = /(https?:\/\/\S+\/i\/[A-Za-z0-9_-]+)/.exec(sms.body)?.[1];
  expect(link, sms.body).toBeTruthy();

  // 6. The guest answers on their own phone, through the link in the message.
  const guestContext = await browser.newContext(KENYAN_PHONE);
  const guestPage = await guestContext.newPage();
  await guestPage.goto(link!);
  await expect(guestPage.getByRole('heading', { level: 1, name: eventName })).toBeVisible({
    timeout: 30_000,
  });
  await expectUsable(guestPage);
  await guestPage.getByLabel('Yes, I will attend').check();
  await guestPage.getByRole('button', { name: 'Send my answer' }).click();
  await expect(guestPage.getByText('Thank you, your answer is saved')).toBeVisible();
  await expectUsable(guestPage);
  await guestContext.close();

  // 7. The door, from the event's Check-in tab, with the code on the guest's card.
  const guests = await getJson<{ items: { id: string; name: string }[] }>(
    context.request,
    `/api/events/${eventId}/guests`,
  );
  const guestId = guests.items.find((g) => g.name === GUEST.name)!.id;
  const card = await context.request.get(`/api/events/${eventId}/guests/${guestId}/card.png`);
  expect(card.ok()).toBe(true);
  const png = PNG.sync.read(await card.body());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  expect(code, 'the card’s QR code').toMatch(/^KRM1\./);

  await page.goto(`/dashboard/events/${eventId}`);
  await page.getByRole('tab', { name: 'Check-in' }).click();
  const door = page.getByRole('tabpanel', { name: 'Check-in' });
  await expectUsable(page);
  // The device keeps the guest list and the card key, so the door works offline too.
  await door.getByRole('button', { name: 'Download guest list' }).click();
  await expect(page.getByText('Guest list of 1 downloaded')).toBeVisible({ timeout: 30_000 });
  await expectUsable(page);
  await door.getByLabel('Card code').fill(code!);
  await door.getByRole('button', { name: 'Check code' }).click();
  await door.getByRole('button', { name: 'Admit 1' }).click();
  await expect(door.getByRole('heading', { name: /Admitted 1/ })).toBeVisible();
  await expectUsable(page);

  await context.close();
  await admin.dispose();
});
