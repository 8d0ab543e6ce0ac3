import { type APIRequestContext, type Page } from '@playwright/test';
import { loginAsAdmin } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

const headers = { 'x-requested-with': 'XMLHttpRequest' };
const ROWS = 1000;
const BAD_ROWS = [101, 501, 901];

/** Kenyan mobile numbers, distinct per guest. */
const phoneOf = (n: number) => `07${String(100_000_000 + n).slice(1)}`;

/**
 * 1,000 guests under a Swahili/English header; unless `fixed`, row 101 has a bad phone,
 * row 501 repeats row 2's phone and row 901 has no name (row numbers as a spreadsheet shows).
 */
function guestCsv(fixed: boolean): Buffer {
  const lines = ['Jina,Simu,Email,Table'];
  for (let i = 1; i <= ROWS; i += 1) {
    const row = i + 1;
    let name = `Mgeni ${i}`;
    let phone = phoneOf(i);
    if (!fixed && row === 101) phone = '12345';
    if (!fixed && row === 501) phone = phoneOf(1);
    if (!fixed && row === 901) name = '';
    lines.push(`${name},${phone},mgeni${i}@example.com,Meza ${1 + (i % 20)}`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function createEvent(request: APIRequestContext, name: string): Promise<string> {
  await loginAsAdmin(request);
  const response = await request.post('/api/events', {
    headers,
    data: {
      name,
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function guestTotal(request: APIRequestContext, eventId: string): Promise<number> {
  const response = await request.get(`/api/events/${eventId}/guests?size=1`, { headers });
  return ((await response.json()) as { total: number }).total;
}

async function uploadAndSeeProblems(page: Page, eventId: string) {
  await page.goto(`/dashboard/events/${eventId}/guests/import`);
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Import guests' })).toBeVisible();

  await page.getByLabel('Choose a file').setInputFiles({
    name: 'wageni.csv',
    mimeType: 'text/csv',
    buffer: guestCsv(false),
  });
  // The columns step, pre-filled from the guessed header aliases.
  await expect(page.getByRole('heading', { name: /Match the file/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('combobox', { name: /^Name/ })).toHaveValue('Jina');
  await expect(page.getByRole('combobox', { name: /^Phone/ })).toHaveValue('Simu');
  await expect(page.getByRole('combobox', { name: /^Table/ })).toHaveValue('Table');
  await page.getByRole('button', { name: 'Check the rows' }).click();

  // The preview: the three problems, each with its row number.
  const problems = page.getByRole('table', { name: 'Problems' });
  await expect(problems.getByRole('row')).toHaveCount(1 + BAD_ROWS.length);
  const rows = problems.getByRole('row');
  await expect(rows.nth(1)).toContainText('101');
  await expect(rows.nth(1)).toContainText('Invalid phone number');
  await expect(rows.nth(2)).toContainText('501');
  await expect(rows.nth(2)).toContainText('Same phone number as row 2');
  await expect(rows.nth(3)).toContainText('901');
  await expect(rows.nth(3)).toContainText('Name is required');
  await expect(
    page.getByText('1,000 rows read: 997 are ready, 3 rows have problems.'),
  ).toBeVisible();
  // With problems, nothing can be imported until they are skipped or fixed.
  await expect(page.getByRole('button', { name: /^Import \d/ })).toBeDisabled();
}

test('a 1,000-row CSV with three bad rows: preview, skip them, import, report', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const eventId = await createEvent(request, `Import skip ${Date.now().toString(36)}`);
  await uploadAndSeeProblems(page, eventId);

  await page.getByLabel('Skip the 3 rows with problems and import the rest').check();
  await page.getByRole('button', { name: 'Import 997 guests' }).click();

  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(
    page.getByText('997 guests created, 0 guests updated and 3 rows skipped'),
  ).toBeVisible();
  expect(await guestTotal(request, eventId)).toBe(997);

  await page.getByRole('link', { name: 'Go to the event’s guests' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/events/${eventId}\\?tab=guests`));
});

test('a 1,000-row CSV with three bad rows: upload the corrected file, import all', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const eventId = await createEvent(request, `Import fixed ${Date.now().toString(36)}`);
  await uploadAndSeeProblems(page, eventId);
  expect(await guestTotal(request, eventId)).toBe(0);

  await page.getByLabel('Choose another file').setInputFiles({
    name: 'wageni-fixed.csv',
    mimeType: 'text/csv',
    buffer: guestCsv(true),
  });
  await expect(page.getByText('1,000 rows read: 1,000 are ready.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('table', { name: 'Problems' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 1,000 guests' }).click();

  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(
    page.getByText('1,000 guests created, 0 guests updated and 0 rows skipped'),
  ).toBeVisible();
  expect(await guestTotal(request, eventId)).toBe(1000);
});
