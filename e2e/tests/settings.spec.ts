import { type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Opens a country picker inside `scope` and chooses the country found by `search`. */
async function chooseCountry(page: Page, scope: Locator, search: string, name: RegExp) {
  await scope.getByRole('button', { name: /^(Country:|Choose a country)/ }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill(search);
  // The picker's own list: the page's currency select has options named after countries too.
  await page.getByRole('listbox').getByRole('option', { name }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/dashboard/settings');
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a phone number typed nationally is kept, in international form, after a reload', async ({
  page,
}) => {
  const profile = page.getByRole('region', { name: 'Profile' });
  const phoneGroup = profile.getByRole('group', { name: 'Phone' });
  await chooseCountry(page, phoneGroup, 'Kenya', /Kenya/);
  const phone = profile.getByRole('textbox', { name: 'Phone' });
  await phone.fill('');
  await phone.pressSequentially('0712 345 678');
  await expect(phone).toHaveValue('0712 345678');

  // One default country, the installation's (issue 29): the profile has none of its own.
  await expect(page.getByRole('group', { name: 'Default country' })).toHaveCount(1);
  await expect(profile.getByRole('group', { name: 'Default country' })).toHaveCount(0);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Profile' });
  await expect(reloaded.getByText('+254 712 345678')).toBeVisible();
  const saved = await (await page.request.get('/api/profile')).json();
  expect(saved).toMatchObject({ phone: '+254712345678' });
});

test('an extra mobile prefix saved by an administrator is kept after a reload', async ({
  page,
}) => {
  const section = page.getByRole('region', { name: 'Phone numbers' });
  await chooseCountry(
    page,
    section.getByRole('group', { name: 'Country', exact: true }),
    'Uganda',
    /Uganda/,
  );
  await section.getByLabel('Prefix digits').fill('20');
  await section.getByRole('button', { name: 'Add prefix' }).click();
  await expect(section.getByRole('list', { name: 'Extra prefixes of Uganda' })).toContainText('20');
  await section.getByRole('button', { name: 'Save phone number settings' }).click();
  await expect(page.getByText('Phone number settings saved')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Phone numbers' });
  await expect(reloaded.getByRole('list', { name: 'Extra prefixes of Uganda' })).toContainText(
    '20',
  );
  await expect(reloaded.getByText(/Last saved by admin/)).toBeVisible();
  // The public rules every phone field checks with now include it.
  const rules = await (await page.request.get('/api/phone-rules')).json();
  expect(rules.extraMobilePrefixes.UG).toContain('20');
});
