/**
 * Issue 29, links people can copy and honest screens: a new event's overview leads with its
 * first steps and keeps Cancel and Delete in a menu; a guest's answer link and a member's pay
 * link are copied or shared on WhatsApp (a `wa.me` link with the text); "Write one" on the
 * pledges send page comes back to the send with the new template chosen; a toast never
 * covers an open dialog's title. Each at 360 px and 1366 px, axe clean, no sideways scroll.
 * The organiser and the committee are accounts holding the privileges these screens need.
 */
import type { Page } from '@playwright/test';
import { createUserWith, loginByApi, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { addGuestByApi, createEventByApi } from '../support/events';
import { expectNoHorizontalOverflow } from '../support/overflow';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

const ORGANISER = [
  'READ_EVENTS',
  'ADD_EVENTS',
  'UPDATE_EVENTS',
  'DELETE_EVENTS',
  'READ_ATTENDEES',
  'ADD_ATTENDEES',
  'UPDATE_ATTENDEES',
  'GENERATE_EVENT_LINK',
  'READ_ARTWORK_MAPPINGS',
];
const COMMITTEE = [
  'READ_OCCASIONS',
  'ADD_OCCASIONS',
  'READ_MEMBERS',
  'ADD_MEMBERS',
  'UPDATE_MEMBERS',
  'READ_TEMPLATES',
  'ADD_TEMPLATES',
  'UPDATE_TEMPLATE_MAPPINGS',
];
const WIDTHS = [360, 1366] as const;
const tag = Date.now().toString(36);

async function expectUsable(page: Page, where: string) {
  await expectNoHorizontalOverflow(page, where);
  await expectAxeClean(page, where);
}

/** WhatsApp answers locally: the test reads the link the app opened, offline. */
async function catchWhatsApp(page: Page) {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }),
    );
  const popup = page.waitForEvent('popup');
  return async () => {
    const opened = await popup;
    await opened.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(opened.url());
    await opened.close();
    return { path: url.pathname, text: url.searchParams.get('text') ?? '' };
  };
}

const clipboardOf = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({
      viewport: { width, height: width === 360 ? 740 : 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });

    test('a new event leads with its first steps; answer links are copied and shared', async ({
      page,
      request,
    }) => {
      const organiser = await createUserWith(request, ORGANISER);
      await loginByApi(request, organiser.username, organiser.password);
      const event = await createEventByApi(request, `Harusi ${width} ${tag}`);

      await page.goto(`/dashboard/events/${event.id}`);
      await signInThroughScreen(page, organiser.username, organiser.password);
      const start = page.getByRole('region', { name: 'Get started' });
      await expect(start.getByRole('link')).toHaveText([
        'Add guests',
        'Open the card',
        'Send invitations',
      ]);
      await expect(page.getByText('At the door')).toHaveCount(0);
      await expect(page.getByText(/^Draft is a label for your team/)).toBeVisible();
      // Activate beside Edit; cancelling and deleting wait in the menu.
      const actions = page.getByRole('group', { name: 'Event actions' });
      await expect(actions.getByRole('button', { name: 'Activate' })).toBeVisible();
      await expect(actions.getByRole('button', { name: /Cancel event|Delete/ })).toHaveCount(0);
      await expectUsable(page, 'a new event');
      await actions.getByRole('button', { name: 'More event actions' }).click();
      await expect(page.getByRole('menuitem')).toHaveText(['Cancel event', 'Delete']);
      await page.keyboard.press('Escape');

      // The first step leads to the guests; a guest's link is copied, then shared.
      await start.getByRole('link', { name: 'Add guests' }).click();
      await expect(page).toHaveURL(/\?tab=guests$/);
      await addGuestByApi(request, event.id, {
        name: `Neema Achieng ${width}`,
        cardType: 'single',
        admissions: 1,
      });
      await postJson(request, `/api/events/${event.id}/guests`, {
        name: `Baraka Otieno ${width}`,
        cardType: 'single',
        admissions: 1,
        phone: '+254712000777',
      });
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: `Baraka Otieno ${width}` });
      await row.getByRole('button', { name: `Actions for Baraka Otieno ${width}` }).click();
      await page.getByRole('menuitem', { name: 'Copy answer link' }).click();
      const copied = page.getByText(/answer link is copied/);
      await expect(copied).toBeVisible();
      expect(await clipboardOf(page)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/[\w.-]+$/);
      const link = await clipboardOf(page);

      // A toast and a dialog at once: the dialog's title stays readable.
      await page.getByRole('button', { name: 'Add guest' }).first().click();
      const title = page.getByRole('dialog').getByRole('heading').first();
      await expect(title).toBeVisible();
      await expect(copied).toBeVisible();
      const toastBox = (await copied.boundingBox())!;
      const titleBox = (await title.boundingBox())!;
      expect(overlaps(toastBox, titleBox), JSON.stringify({ toastBox, titleBox })).toBe(false);
      await page.keyboard.press('Escape');

      await row.getByRole('button', { name: `Actions for Baraka Otieno ${width}` }).click();
      const whatsApp = await catchWhatsApp(page);
      await page.getByRole('menuitem', { name: 'Share on WhatsApp' }).click();
      const shared = await whatsApp();
      expect(shared.path).toBe('/254712000777');
      expect(shared.text).toContain(event.name);
      expect(shared.text).toContain(link);
    });

    test("a member's pay link is copied and shared; 'Write one' comes back to the send", async ({
      page,
      request,
    }) => {
      const committee = await createUserWith(request, COMMITTEE);
      await loginByApi(request, committee.username, committee.password);
      const occasion = await postJson<{ id: string; name: string }>(request, '/api/occasions', {
        name: `Harambee ${width} ${tag}`,
        startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        timeZone: 'Africa/Nairobi',
        currency: 'KES',
        defaultCountry: 'KE',
      });
      await postJson(request, `/api/occasions/${occasion.id}/members`, {
        name: `Wanjiru Kamau ${width}`,
        phone: '+254712000888',
        pledgedMinor: 10_000_000,
      });

      await page.goto(`/pledges-dashboard/occasions/${occasion.id}`);
      await signInThroughScreen(page, committee.username, committee.password);
      const menu = page.getByRole('button', { name: `Actions for Wanjiru Kamau ${width}` });
      await menu.click();
      await page.getByRole('menuitem', { name: 'Copy pay link' }).click();
      await expect(page.getByText(`Wanjiru Kamau ${width}'s pay link is copied`)).toBeVisible();
      const link = await clipboardOf(page);
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/[\w-]+$/);
      await expectUsable(page, 'the occasion');

      await menu.click();
      const whatsApp = await catchWhatsApp(page);
      await page.getByRole('menuitem', { name: 'Share on WhatsApp' }).click();
      const shared = await whatsApp();
      expect(shared.path).toBe('/254712000888');
      expect(shared.text).toContain(occasion.name);
      expect(shared.text).toContain(link);

      // The send lacks a template: writing one comes back to it, the template chosen.
      await page.goto(`/pledges-dashboard/send-messages?occasion=${occasion.id}`);
      await expect(page.getByRole('combobox', { name: 'Occasion' })).toHaveValue(occasion.id);
      await page.getByRole('link', { name: /^Write (one|a new one)$/ }).click();
      await expect(page.getByRole('link', { name: 'Back to sending' })).toBeVisible();
      await expectUsable(page, 'templates, come from a send');
      await page.getByRole('button', { name: 'New template' }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('textbox', { name: 'Name' }).fill(`Shukrani ${width} ${tag}`);
      await form.getByRole('radio', { name: 'SMS' }).check();
      await form.getByRole('textbox', { name: 'Message' }).fill('Asante {member_name}!');
      await form.getByRole('button', { name: 'Create template' }).click();
      // A placeholder is mapped first, and the way back stays on the page.
      await expect(page.getByRole('link', { name: 'Back to sending' })).toBeVisible();
      await page.getByRole('button', { name: 'Use it for {member_name}' }).click();
      await page.getByRole('button', { name: 'Save mappings' }).click();
      await expect(page).toHaveURL(/\/pledges-dashboard\/send-messages\?/);
      await expect(page.getByRole('combobox', { name: 'Occasion' })).toHaveValue(occasion.id);
      await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue(/.+/);
      await expect(
        page.getByRole('combobox', { name: 'Template' }).locator('option:checked'),
      ).toHaveText(`Shukrani ${width} ${tag} (SMS)`);
      await expectUsable(page, 'the send, come back');
    });
  });
}
