import { type APIRequestContext } from '@playwright/test';
import { loginAsAdmin } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

const headers = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * A committee's spreadsheet (issue 18): six members with pledges and what some already
 * paid, in KES; row 4 repeats row 2's phone and row 6 has a pledge with cents the file
 * wrote as 2,500.505 (KES has two decimals).
 */
const MEMBERS_CSV = [
  'Jina,Simu,Ahadi,Amelipa',
  'Amina Hassan,0712 345 601,"50,000",10000',
  'Baraka Otieno,0712345602,20000,',
  'Chausiku Mrema,+254 712 345 601,5000,0',
  'Daudi Kiprono,0712345604,"15,000",15000',
  'Esther Wanjiru,0712345605,2500.505,0',
  'Faraji Ali,0712345606,10000,2500',
].join('\r\n');

async function createOccasion(request: APIRequestContext, name: string): Promise<string> {
  await loginAsAdmin(request);
  const response = await request.post('/api/occasions', {
    headers,
    data: {
      name,
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      timeZone: 'Africa/Nairobi',
      currency: 'KES',
      defaultCountry: 'KE',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("an occasion's members imported from a file with two bad rows shown in the preview", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const occasionId = await createOccasion(request, `Michango ${Date.now().toString(36)}`);

  await page.goto(`/pledges-dashboard/occasions/${occasionId}`);
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.getByRole('link', { name: 'Import members' }).click();
  await expect(page).toHaveURL(new RegExp(`/pledges-dashboard/occasions/${occasionId}/import$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Import members' })).toBeVisible();

  await page.getByLabel('Choose a file').setInputFiles({
    name: 'wanachama.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(MEMBERS_CSV),
  });
  await expect(page.getByRole('heading', { name: /Match the file/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('combobox', { name: /^Name/ })).toHaveValue('Jina');
  await expect(page.getByRole('combobox', { name: /^Phone/ })).toHaveValue('Simu');
  await expect(page.getByRole('combobox', { name: /^Pledged/ })).toHaveValue('Ahadi');
  await expect(page.getByRole('combobox', { name: /^Already paid/ })).toHaveValue('Amelipa');
  await page.getByRole('button', { name: 'Check the rows' }).click();

  // The preview: the two bad rows, each with its row number and problem.
  const problems = page.getByRole('table', { name: 'Problems' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems.getByRole('row').nth(1)).toContainText('4');
  await expect(problems.getByRole('row').nth(1)).toContainText('Same phone number as row 2');
  await expect(problems.getByRole('row').nth(2)).toContainText('6');
  await expect(problems.getByRole('row').nth(2)).toContainText(
    'Pledge: KES amounts have at most 2 decimals',
  );
  await expect(page.getByText('6 rows read: 4 are ready, 2 rows have problems.')).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Import 4 members' });
  await expect(importButton).toBeDisabled();

  await page.getByLabel('Skip the 2 rows with problems and import the rest').check();
  await importButton.click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByText(
      '4 members added with 3 contributions of KES 27,500.00, and 2 rows skipped, from 6 rows.',
    ),
  ).toBeVisible();

  // The occasion's totals follow: KES 95,000 pledged, 27,500 paid.
  await page.getByRole('link', { name: 'Go to the occasion' }).click();
  const total = (term: string) => page.locator('dt', { hasText: term }).locator('+ dd');
  await expect(total('Pledged')).toContainText('KES 95,000.00');
  await expect(total('Paid')).toContainText('KES 27,500.00');
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Faraji Ali');
});
