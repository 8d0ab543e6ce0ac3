import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

test('an e-mail address set in Settings is checked, kept after a reload, and cleared', async ({
  page,
}) => {
  await page.goto('/dashboard/settings');
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  const profile = page.getByRole('region', { name: 'Profile' });
  const email = profile.getByRole('textbox', { name: 'E-mail' });

  await email.fill('admin@karamu');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Invalid e-mail address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('admin@karamu.example');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Profile' }).getByRole('textbox', { name: 'E-mail' }),
  ).toHaveValue('admin@karamu.example');
  expect((await (await page.request.get('/api/profile')).json()).email).toBe(
    'admin@karamu.example',
  );

  const reloaded = page.getByRole('region', { name: 'Profile' });
  await reloaded.getByRole('textbox', { name: 'E-mail' }).fill('');
  await reloaded.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/profile')).json()).email)
    .toBeNull();
});
