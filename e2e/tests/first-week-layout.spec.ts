/**
 * Issue 29, the first week's layout: no text outside its box at a 360 px phone and a 1366 px
 * laptop. A six-figure pledge on the member's pay page; the guests table of an event with
 * prices, whose last columns and row menu stay reachable; the directory's filters folded
 * behind one button on a phone, so a result shows on the first screen; the public header on
 * one line.
 */
import type { Locator, Page } from '@playwright/test';
import { getJson, loginAsAdmin, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { createEventByApi } from '../support/events';
import {
  expectNoHorizontalOverflow,
  expectTextInsideBoxes,
  LAPTOP_VIEWPORT,
  PHONE_VIEWPORT,
} from '../support/overflow';
import { createPublishedVendor } from '../support/published-vendor';
import { expect, test } from '../support/test';

const tag = `fl${Date.now().toString(36)}`;

const checkPage = async (page: Page, where: string) => {
  await expectNoHorizontalOverflow(page, where);
  await expectTextInsideBoxes(page, where);
  await expectAxeClean(page, where);
};

/** Whether `inner`'s box lies inside `outer`'s (a pixel of rounding allowed). */
async function expectInside(inner: Locator, outer: Locator, what: string) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(
    a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1,
    `${what}: ${Math.round(a.x)}..${Math.round(a.x + a.width)} px, its box ${Math.round(b.x)}..${Math.round(b.x + b.width)} px`,
  ).toBe(true);
}

test('the box check names cut-off and spilling text, and allows titled and sr-only text', async ({
  page,
}) => {
  await page.setContent(`
    <div style="width: 80px; overflow: hidden; white-space: nowrap" id="cut">KES 100,000.00 pledged</div>
    <div style="width: 80px"><span style="white-space: nowrap" id="spill">Checked in of 400</span></div>
    <div style="width: 80px; overflow: hidden; white-space: nowrap" title="KES 100,000.00 pledged">KES 100,000.00 pledged</div>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); padding: 0 16px">Skip to the content</span>
    <div style="width: 80px; overflow-x: auto; white-space: nowrap">A table that scrolls in its box</div>
    <p>Fits well</p>`);
  const failure = await expectTextInsideBoxes(page, 'a made page').then(
    () => '',
    (error: Error) => error.message,
  );
  // The report quotes each element's text; the titled copy of #cut is the one left out.
  expect(
    failure.match(/KES 100,000\.00 pledged.{0,12}cut off by its clipping ancestor/g),
  ).toHaveLength(1);
  expect(failure).toMatch(/div#cut .*wider than its clipping box \(\d+ > 80 px\)/);
  expect(failure).toMatch(/Checked in of 400.{0,12}runs past its box/);
  expect(failure).not.toContain('Skip to the content');
  expect(failure).not.toContain('scrolls in its box');
  expect(failure).not.toContain('Fits well');
});

for (const viewport of [PHONE_VIEWPORT, LAPTOP_VIEWPORT]) {
  const { width } = viewport;
  const phone = width === PHONE_VIEWPORT.width;

  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('a six-figure pledge stays inside its box on the pay page', async ({ page }) => {
      await loginAsAdmin(page.request);
      const occasion = await postJson<{ id: string }>(page.request, '/api/occasions', {
        name: `Harambee ya Shule ${tag}`,
        startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        timeZone: 'Africa/Nairobi',
        currency: 'KES',
        defaultCountry: 'KE',
      });
      const member = await postJson<{ id: string }>(
        page.request,
        `/api/occasions/${occasion.id}/members`,
        { name: `Juma Mwangi ${tag}`, phone: '0712000402', pledgedMinor: 10_000_000 },
      );
      await postJson(page.request, '/api/contributions', {
        memberId: member.id,
        amountMinor: 2_500_000,
        paidAt: new Date(Date.now() - 60_000).toISOString(),
        method: 'cash',
      });
      const link = await getJson<{ path: string }>(
        page.request,
        `/api/occasions/${occasion.id}/members/${member.id}/link`,
      );
      // The member opens their link signed out, as they would from an SMS.
      await page.context().clearCookies();
      await page.goto(link.path);
      const figures = page.getByRole('region', { name: 'Your pledge' });
      await expect(figures).toContainText('KES 100,000.00');
      for (const [term, amount] of [
        ['Pledged', 'KES 100,000.00'],
        ['Paid', 'KES 25,000.00'],
        ['Still owed', 'KES 75,000.00'],
      ] as const) {
        const figure = figures.locator('dl > div').filter({ hasText: term });
        await expect(figure.locator('dd')).toHaveText(amount);
        await expectInside(figure.locator('dd > span'), figure, `${term} at ${width} px`);
      }
      await checkPage(page, `the pay page at ${width} px`);
    });

    test('an event with prices: the guests table keeps Checked in and the row menu in reach', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await loginAsAdmin(page.request);
      const event = await createEventByApi(page.request, `Harusi ya Zawadi ${tag}`);
      for (const [cardType, amountMinor] of [
        ['single', 150_000],
        ['double', 250_000],
        ['family', 10_000_000],
      ] as const) {
        await postJson(page.request, `/api/events/${event.id}/prices`, {
          cardType,
          amountMinor,
          currency: 'KES',
        });
      }
      const name = `Wanjiku Kamau-Otieno ${tag}`;
      await postJson(page.request, `/api/events/${event.id}/guests`, {
        name,
        phone: '0712000403',
        cardType: 'family',
        admissions: 4,
      });

      await page.goto(`/dashboard/events/${event.id}?tab=guests`);
      const table = page.getByRole('region', { name: 'Guests table' });
      const row = table.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('KES 100,000.00');
      const menu = row.getByRole('button', { name: `Actions for ${name}` });
      const checkedIn = table.getByRole('columnheader', { name: 'Checked in' });
      const actions = table.getByRole('columnheader', { name: 'Actions' });
      // The row menu is held at the table's right edge however the table scrolls: with the
      // table scrolled to its start (the name), the menu at its end is in view.
      await row.getByRole('cell', { name, exact: true }).scrollIntoViewIfNeeded();
      await expect(menu).toBeInViewport({ ratio: 1 });
      // On a laptop every default column fits without scrolling; a phone scrolls the table.
      if (phone) await checkedIn.scrollIntoViewIfNeeded();
      await expect(checkedIn).toBeInViewport({ ratio: 1 });
      await expect(menu).toBeInViewport({ ratio: 1 });
      // Not under the held menu column either.
      const beside = [(await checkedIn.boundingBox())!, (await actions.boundingBox())!];
      expect(beside[0]!.x + beside[0]!.width).toBeLessThanOrEqual(beside[1]!.x + 1);
      await checkPage(page, `the guests table at ${width} px`);
      await menu.click();
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    });

    test('the directories show a result on the first screen, the header on one line', async ({
      page,
    }) => {
      await loginAsAdmin(page.request);
      // One per width: both may run on one worker's server, whose category names are unique.
      const vendor = await createPublishedVendor(page.request, `${tag}w${width}`);
      await page.context().clearCookies();

      for (const [path, noun, title] of [
        ['/vendors', 'Vendors', vendor.businessName],
        ['/services', 'Services', vendor.serviceTitle],
      ] as const) {
        await page.goto(`${path}?city=Kitengela`);
        const results = page.getByRole('list', { name: noun });
        await expect(results).toContainText(title);
        // The first result's top is on the first screen, filters and all.
        const first = (await results.getByRole('listitem').first().boundingBox())!;
        expect(first.y, `${path}: the first result starts below the fold`).toBeLessThan(
          viewport.height,
        );
        const city = page.getByLabel('City or town');
        const toggle = page.getByRole('button', { name: /^Filters/ });
        if (phone) {
          await expect(city).toBeHidden();
          // The city in the link is one filter in use.
          await expect(toggle).toHaveText('Filters (1 on)');
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        } else {
          await expect(toggle).toBeHidden();
        }
        await expect(city).toHaveValue('Kitengela');
        await checkPage(page, `${path} at ${width} px`);
      }

      // One line: the brand and the account button share a row.
      const header = page.getByRole('banner');
      const brand = (await header.getByRole('link', { name: 'Karamu' }).boundingBox())!;
      const signIn = (await header.getByRole('link', { name: 'Sign in' }).boundingBox())!;
      expect(Math.abs(brand.y + brand.height / 2 - (signIn.y + signIn.height / 2))).toBeLessThan(4);
      expect((await header.boundingBox())!.height).toBeLessThan(72);
      const nav = header.getByRole('navigation', { name: 'Main' });
      if (phone) {
        await expect(nav.getByRole('link', { name: 'Vendors' })).toBeHidden();
        await nav.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('menuitem', { name: 'Event templates' }).click();
      } else {
        await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
        await nav.getByRole('link', { name: 'Event templates' }).click();
      }
      await expect(page).toHaveURL(/\/event-templates$/);
    });
  });
}
