/**
 * Issue 29, card design and designer: a design chosen for an event is its card (on the
 * Invitation card tab and the guest's answer page), and one can be picked later; the
 * designer keeps the keyboard where the user is; the template preview writes the time as
 * the sent message does. Each at 360 px and 1366 px, without sideways scroll, axe clean.
 */
import type { Page } from '@playwright/test';
import { getJson, loginAsAdmin, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { addGuestByApi } from '../support/events';
import { expectNoHorizontalOverflow } from '../support/overflow';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

const WIDTHS = [360, 1366] as const;
const tag = `fw${Date.now().toString(36)}`;

async function expectUsable(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectAxeClean(page);
}

type Design = { id: string; name: string };

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a design chosen for a new event is its card, on the card tab and the guest’s page', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await loginAsAdmin(request);
      const { items } = await getJson<{ items: Design[] }>(request, '/api/event-templates');
      const design = items.find((d) => d.name === 'Golden rings')!;
      const event = await postJson<{ id: string }>(request, '/api/events', {
        name: `Harusi ${tag} ${width}`,
        startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        timeZone: 'Africa/Nairobi',
        venue: 'Safari Park Hotel',
        defaultCountry: 'KE',
        templateId: design.id,
      });
      const guest = await addGuestByApi(request, event.id, {
        name: 'Amina Wanjiku',
        cardType: 'double',
        admissions: 2,
      });

      await page.goto(`/dashboard/events/${event.id}/invite`);
      await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
      const canvas = page.getByRole('group', { name: 'Card artwork' });
      await expect(canvas).toBeVisible({ timeout: 30_000 });
      for (const name of [
        'Guest name',
        'Event name',
        'Event date',
        'Event time',
        'Venue',
        'QR code',
      ])
        await expect(
          canvas.getByRole('button', { name: new RegExp(`^${name} field`) }),
        ).toBeVisible();
      await expect(page.getByText('This event has no invitation card yet')).toHaveCount(0);
      await expectUsable(page);

      const { token } = await postJson<{ token: string }>(
        request,
        `/api/events/${event.id}/guests/${guest.id}/link`,
      );
      await page.goto(`/i/${token}`);
      const card = page.getByRole('img', { name: /^Invitation card for Amina Wanjiku/ });
      await expect(card).toBeVisible();
      await expect
        .poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expectUsable(page);
    });

    test('an event without a card starts from a design; replacing it asks first', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await loginAsAdmin(request);
      const event = await postJson<{ id: string }>(request, '/api/events', {
        name: `Send-off ${tag} ${width}`,
        startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        timeZone: 'Africa/Nairobi',
        defaultCountry: 'KE',
      });
      await page.goto(`/dashboard/events/${event.id}/invite`);
      await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Start from a design' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose a design' });
      await dialog.getByRole('radio', { name: 'Kanga send-off' }).check();
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: 'Use this design' }).click();
      const canvas = page.getByRole('group', { name: 'Card artwork' });
      await expect(canvas.getByRole('button', { name: /^Guest name field/ })).toBeVisible({
        timeout: 30_000,
      });
      await expectUsable(page);

      await page.getByRole('button', { name: 'Use a design instead' }).click();
      await dialog.getByRole('radio', { name: 'Golden rings' }).check();
      await dialog.getByRole('button', { name: 'Use this design' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Replace the invitation card?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Replace the card' }).click();
      await expect(page.getByText('The card now uses “Golden rings”')).toBeVisible();
    });

    test('the designer adds fields apart and keeps the keyboard off Remove', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await loginAsAdmin(request);
      const { items } = await getJson<{ items: Design[] }>(request, '/api/event-templates');
      const event = await postJson<{ id: string }>(request, '/api/events', {
        name: `Birthday ${tag} ${width}`,
        startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        timeZone: 'Africa/Nairobi',
        defaultCountry: 'KE',
        templateId: items.find((d) => d.name === 'Balloons and confetti')!.id,
      });
      await page.goto(`/dashboard/events/${event.id}/invite`);
      await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
      const canvas = page.getByRole('group', { name: 'Card artwork' });
      await expect(canvas.getByRole('button', { name: /^QR code field/ })).toBeVisible({
        timeout: 30_000,
      });
      await page
        .getByRole('group', { name: 'Add a field' })
        .getByRole('button', { name: 'Table' })
        .click();
      await page
        .getByRole('group', { name: 'Add a field' })
        .getByRole('button', { name: 'Card type' })
        .click();
      const boxes = await canvas
        .locator('[data-field-id]')
        .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect));
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          expect(
            a.left < b.right - 1 &&
              b.left < a.right - 1 &&
              a.top < b.bottom - 1 &&
              b.top < a.bottom - 1,
            'two fields on top of each other',
          ).toBe(false);

      const widthField = page.getByLabel('Width (%)');
      await widthField.fill('30');
      await widthField.press('Tab');
      await expect(page.getByRole('button', { name: 'Remove this field' })).not.toBeFocused();
      await expectUsable(page);
    });

    test('the template preview writes the event time as the sent message does', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await loginAsAdmin(request);
      const template = await postJson<{ id: string }>(request, '/api/templates', {
        name: `Saa ${tag} ${width}`,
        audience: 'event-guests',
        channel: 'sms',
        body: 'Karibu saa {event_time}',
      });
      await page.goto(`/dashboard/templates/${template.id}`);
      await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
      await expect(page.getByText('Karibu saa 14:00').first()).toBeVisible();
      await expect(page.getByText('2:00 PM')).toHaveCount(0);
      await expectUsable(page);
    });
  });
}
