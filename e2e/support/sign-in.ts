import { expect, type Page } from '@playwright/test';

/** Signs in through the login screen that stands in for whatever path the page is on. */
export async function signInThroughScreen(page: Page, username: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Logs out through the user menu and checks the server's message was shown as a toast.
 * The app reloads half a second after the toast appears, so polling for it after the
 * click can miss it on a busy machine; an observer set up before the click records every
 * toast text in sessionStorage, which outlives the reload.
 */
export async function logOutThroughMenu(page: Page) {
  await page.evaluate(() => {
    const seen = (): string[] => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]');
    new MutationObserver(() => {
      const texts = [...document.querySelectorAll('[data-sonner-toast]')].map(
        (toast) => toast.textContent ?? '',
      );
      sessionStorage.setItem('e2e-toasts', JSON.stringify([...seen(), ...texts]));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('e2e-toasts') ?? ''))
    .toContain('You have been signed out');
}
