/**
 * Issue 19: an organiser sets prices for two card types and one bundle on the event page's
 * Prices tab, on a 360 px phone: a fractional amount is refused on its field, nothing
 * scrolls sideways, the tab and its dialogs are axe clean; the guests list then shows what
 * a guest on the bundle owes and filters the unpaid.
 */
import { getJson, loginAsAdmin, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { createEventByApi } from '../support/events';
import { expectNoHorizontalOverflow, PHONE_VIEWPORT } from '../support/overflow';
import { expect, test } from '../support/test';

test.use({ viewport: PHONE_VIEWPORT });

const tag = `pr${Date.now().toString(36)}`;

test('an organiser sets prices for two card types and one bundle', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page.request);
  const event = await createEventByApi(page.request, `Harusi ya Amina ${tag}`);

  await page.goto(`/dashboard/events/${event.id}?tab=prices`);
  await expect(page.getByRole('tab', { name: 'Prices', selected: true })).toBeVisible();
  await expect(page.getByLabel('Currency')).toHaveValue('KES');
  await expectNoHorizontalOverflow(page, 'the empty Prices tab');
  await expectAxeClean(page, 'the empty Prices tab');

  const prices = page.getByRole('list', { name: 'Price of each card type' });
  await prices.getByRole('button', { name: 'Set price of a single card' }).click();
  const single = page.getByRole('dialog', { name: 'Price of a single card' });
  await single.getByLabel('Price (KES)').fill('1500.555');
  await single.getByRole('button', { name: 'Save price' }).click();
  await expect(single.getByText('KES amounts have at most 2 decimals')).toBeVisible();
  await expectAxeClean(page, 'the price dialog with an error');
  await single.getByLabel('Price (KES)').fill('1,500');
  await single.getByRole('button', { name: 'Save price' }).click();
  await expect(single).toBeHidden();
  await expect(prices).toContainText('KES 1,500.00');
  await expect(page.getByText(/Amounts are in KES/)).toBeVisible();

  await prices.getByRole('button', { name: 'Set price of a double card' }).click();
  const double = page.getByRole('dialog', { name: 'Price of a double card' });
  await double.getByLabel('Price (KES)').fill('2500');
  await double.getByRole('button', { name: 'Save price' }).click();
  await expect(double).toBeHidden();
  await expect(prices).toContainText('KES 2,500.00');

  await page.getByRole('button', { name: 'Add bundle' }).click();
  const bundle = page.getByRole('dialog', { name: 'Add a bundle' });
  await bundle.getByLabel('Name').fill('Family of 4');
  await bundle.getByLabel('Price (KES)').fill('4000');
  await bundle.getByLabel('Admissions').fill('4');
  await expectNoHorizontalOverflow(page, 'the bundle dialog');
  await expectAxeClean(page, 'the bundle dialog');
  await bundle.getByRole('button', { name: 'Save bundle' }).click();
  await expect(bundle).toBeHidden();
  const bundles = page.getByRole('list', { name: 'Bundles of this event' });
  await expect(bundles).toContainText('KES 4,000.00 · 4 admissions');
  await expectNoHorizontalOverflow(page, 'the Prices tab with prices and a bundle');
  await expectAxeClean(page, 'the Prices tab with prices and a bundle');

  // A guest on the bundle owes its price, not their card type's.
  const { items } = await getJson<{ items: { id: string }[] }>(
    page.request,
    `/api/events/${event.id}/bundles`,
  );
  await postJson(page.request, `/api/events/${event.id}/guests`, {
    name: `Baraka ${tag}`,
    cardType: 'double',
    bundleId: items[0]!.id,
  });
  await page.goto(`/dashboard/events/${event.id}?tab=guests`);
  const row = page.getByRole('row', { name: new RegExp(`Baraka ${tag}`) });
  await expect(row).toContainText('KES 4,000.00');
  await page.getByRole('button', { name: 'Payment' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Unpaid' }).click();
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Unpaid');
  await expectNoHorizontalOverflow(page, 'the guests list filtered to the unpaid');
});
