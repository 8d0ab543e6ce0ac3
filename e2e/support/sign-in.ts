import { expect, type Page } from '@playwright/test';

/** Signs in through the login screen that stands in for whatever path the page is on. */
export async function signInThroughScreen(page: Page, username: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
