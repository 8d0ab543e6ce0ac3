/**
 * Issue 19: a budget with five items, one linked to a directory vendor (one of the event's
 * vendors, offered first), shows estimated, actual and paid totals and the chart with its
 * table, on a 360 px phone: no sideways scroll and axe clean, and a print that leaves out
 * the controls.
 */
import { loginAsAdmin, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { createEventByApi } from '../support/events';
import { expectNoHorizontalOverflow, PHONE_VIEWPORT } from '../support/overflow';
import { createPublishedVendor } from '../support/published-vendor';
import { expect, test } from '../support/test';

test.use({ viewport: PHONE_VIEWPORT });

const tag = `bu${Date.now().toString(36)}`;

test('a budget of five items, one with a directory vendor, shows its totals and chart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page.request);
  const vendor = await createPublishedVendor(page.request, tag);
  const event = await createEventByApi(page.request, `Harusi ya Neema ${tag}`);
  await postJson(page.request, `/api/events/${event.id}/vendors`, { vendorId: vendor.id });

  await page.goto(`/dashboard/events/${event.id}?tab=budget`);
  await expect(page.getByRole('tab', { name: 'Budget', selected: true })).toBeVisible();
  await expect(page.getByText(/This event has no budget yet/)).toBeVisible();
  await expectAxeClean(page, 'the empty Budget tab');

  await page.getByRole('button', { name: 'Start the budget' }).click();
  const start = page.getByRole('dialog', { name: 'Start the budget' });
  await expect(start.getByLabel('Currency')).toHaveValue('KES');
  await start.getByLabel(/Total budget/).fill('1,000,000');
  await start.getByRole('button', { name: 'Start the budget' }).click();
  await expect(start).toBeHidden();
  await expect(page.getByText(/No items yet/)).toBeVisible();

  // The catering, from the event's vendor, through the form.
  await page.getByRole('button', { name: 'Add item' }).click();
  const add = page.getByRole('dialog', { name: 'Add a budget item' });
  await add.getByLabel('Category').selectOption({ label: 'Catering' });
  await add.getByLabel('Name').fill('Wedding buffet');
  await add.getByLabel('Estimated cost (KES)').fill('300,000');
  await add.getByLabel('Actual cost (KES, optional)').fill('280,000');
  await add.getByLabel('Vendor', { exact: true }).selectOption({ label: vendor.businessName });
  await add
    .getByLabel('Service (optional)')
    .selectOption({ label: `${vendor.serviceTitle} · KES 1,200.00 per guest` });
  await expectNoHorizontalOverflow(page, 'the Add item dialog');
  await expectAxeClean(page, 'the Add item dialog');
  await add.getByRole('button', { name: 'Add item' }).click();
  await expect(add).toBeHidden();

  const items = page.getByRole('list', { name: 'Budget items' });
  const buffet = items.getByRole('listitem', { name: 'Wedding buffet' });
  await expect(buffet).toContainText(vendor.businessName);
  await buffet.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record a payment' });
  await pay.getByLabel('Amount (KES)').fill('100,000');
  await pay.getByLabel('Method').selectOption({ label: 'Mobile money' });
  await pay.getByLabel('Note (optional)').fill('Deposit SKD81H2');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await expect(buffet).toContainText('Deposit SKD81H2');

  // Four more, through the API.
  const itemsUrl = `/api/events/${event.id}/budget/items`;
  for (const item of [
    {
      category: 'venue',
      name: 'Garden hire',
      estimatedMinor: 20_000_000,
      actualMinor: 22_000_000,
      payments: [{ amountMinor: 10_000_000, paidOn: '2026-01-15', method: 'bank' }],
    },
    { category: 'decoration', name: 'Flowers', estimatedMinor: 5_000_000 },
    { category: 'photography', name: 'Photos and video', estimatedMinor: 8_000_000 },
    { category: 'mc', name: 'MC', estimatedMinor: 3_000_000, actualMinor: 2_500_000 },
  ]) {
    await postJson(page.request, itemsUrl, item);
  }
  await page.reload();

  const totals = page.getByRole('region', { name: 'Totals' });
  // Estimated 300,000 + 200,000 + 50,000 + 80,000 + 30,000; actual 280,000 + 220,000 + 25,000.
  await expect(totals.getByText('Estimated', { exact: true }).locator('+ dd')).toHaveText(
    /660,000\.00/,
  );
  await expect(totals.getByText('Actual', { exact: true }).locator('+ dd')).toHaveText(
    /525,000\.00 \(3 of 5 known\)/,
  );
  await expect(totals.getByText('Paid to vendors').locator('+ dd')).toHaveText(/200,000\.00/);
  // The items themselves, not the payments listed inside them.
  await expect(items.locator(':scope > li')).toHaveCount(5);
  await expect(page.getByTestId('budget-chart')).toBeVisible();
  const table = page.getByRole('table', { name: /Estimated, actual and paid per category/ });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row', { name: /Catering/ })).toContainText('100,000.00');
  // Flowers have no price yet: their actual cost is not known, not KES 0.00 (issue 29).
  await expect(table.getByRole('row', { name: /Decoration/ })).toContainText('Not known yet');
  await expectNoHorizontalOverflow(page, 'the Budget tab with five items');
  await expectAxeClean(page, 'the Budget tab with five items');

  // The printed summary: figures, chart and items, without the controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Add item' })).toBeHidden();
  await expect(page.getByRole('tablist', { name: 'Event sections' })).toBeHidden();
  await expect(page.getByTestId('budget-chart')).toBeVisible();
  await expect(totals).toBeVisible();
});
