import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { loginAsAdmin } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

const headers = { 'x-requested-with': 'XMLHttpRequest' };
/** Names this run's rows apart from anything else in the database. */
const tag = `dt${Date.now().toString(36)}`;
const TOTAL = 60;
const nameOf = (n: number) => `${tag} ${String(n).padStart(2, '0')}`;

/** A filter's menu button (the column header of the same name sorts instead). */
const filterButton = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).and(page.locator('[aria-haspopup="menu"]'));

/** Categories 01..60 through the API: odd ones events, even ones services. */
async function seedCategories(request: APIRequestContext) {
  await loginAsAdmin(request);
  for (let n = 1; n <= TOTAL; n += 1) {
    const response = await request.post('/api/categories', {
      headers,
      data: { kind: n % 2 === 1 ? 'event' : 'service', name: nameOf(n) },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('the categories table searches, filters, sorts, pages, keeps its view in the URL, exports and acts in bulk', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await seedCategories(request);

  await page.goto('/dashboard/categories');
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  const table = page.getByRole('table', { name: 'Categories' });
  const pages = page.getByRole('navigation', { name: 'Categories pages' });
  const firstName = table.getByRole('row').nth(1).getByRole('cell').nth(1);

  // Search: only this run's rows, by name.
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(pages.getByText(`1–20 of ${TOTAL}`)).toBeVisible();

  // Filter: services only.
  await filterButton(page, 'Kind').click();
  await page.getByRole('menuitemradio', { name: 'Service' }).click();
  await expect(page).toHaveURL(/f\.kind=service/);
  await expect(pages.getByText('1–20 of 30')).toBeVisible();

  // Sort by clicking the Name header: ascending is the default, so one click descends.
  await expect(firstName).toHaveText(nameOf(2));
  await table.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(firstName).toHaveText(nameOf(60));

  // Page forward.
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByText('21–30 of 30')).toBeVisible();
  await expect(firstName).toHaveText(nameOf(20));

  // A bookmark of this view brings it back whole.
  const bookmark = page.url();
  await page.goto('/dashboard/home');
  await page.goto(bookmark);
  await expect(page.getByRole('searchbox', { name: 'Search categories' })).toHaveValue(tag);
  await expect(filterButton(page, 'Kind: Service')).toBeVisible();
  await expect(pages.getByText('21–30 of 30')).toBeVisible();
  await expect(firstName).toHaveText(nameOf(20));

  // Export: every matching row across pages, in the table's order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^categories-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Name,Kind,Description,Created');
  expect(lines).toHaveLength(31);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
    Array.from({ length: 30 }, (_, i) => nameOf(60 - 2 * i)),
  );
  expect(lines.slice(1).every((line) => line.split(',')[1] === 'service')).toBe(true);

  // Select two rows and delete them in bulk, after confirming.
  await table.getByRole('checkbox', { name: `Select ${nameOf(20)}` }).check();
  await table.getByRole('checkbox', { name: `Select ${nameOf(18)}` }).check();
  await expect(page.getByText('2 categories selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 categories?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 categories deleted')).toBeVisible();
  await expect(pages.getByText('21–28 of 28')).toBeVisible();
  await expect(firstName).toHaveText(nameOf(16));
});
