import { createUserWith, loginAsAdmin } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { expectAppStartedByLoader } from '../support/rendered-page';
import { logOutThroughMenu, signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

test('signing in as admin shows the events dashboard', async ({ page, request }) => {
  // The page is painted from its HTML, and the app's script asked for after that first
  // paint (decision 0058).
  const html = await (await request.get('/login')).text();
  expect(html).toContain('<div id="root" inert>');
  expectAppStartedByLoader(html);

  await page.goto('/login');
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await expect(page.getByText('This is the events dashboard.')).toBeVisible();
});

test('a dashboard path shows the login screen, then the asked page after sign-in', async ({
  page,
}) => {
  await page.goto('/pledges-dashboard/members');
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/pledges-dashboard\/members$/);
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
});

test('a user with only READ_EVENTS is sent home from events/new, and sees only what it may open', async ({
  page,
  request,
}) => {
  const reader = await createUserWith(request, ['READ_EVENTS']);
  await page.goto('/dashboard/events/new');
  await signInThroughScreen(page, reader.username, reader.password);
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  const nav = page.getByRole('navigation', { name: /events dashboard/i });
  await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

  await page.goto('/dashboard/events');
  await expect(page).toHaveURL(/\/dashboard\/events$/);
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('an unknown dashboard path redirects to that dashboard home', async ({ page }) => {
  await page.goto('/dashboard/no/such/page');
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto('/vendor-dashboard/nowhere');
  await expect(page).toHaveURL(/\/vendor-dashboard\/home$/);
});

test('the theme choice survives a reload', async ({ page }) => {
  await loginAsAdmin(page.request);
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('logging out shows the server message and returns to the login screen', async ({ page }) => {
  await loginAsAdmin(page.request);
  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await logOutThroughMenu(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a failing me call shows the error screen, and Retry recovers', async ({ page }) => {
  await loginAsAdmin(page.request);
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();

  // The server fails once (as behind an overloaded proxy); the retry goes through for real.
  let failures = 0;
  await page.route('**/api/me?*', async (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"busy"}',
    });
  });
  await page.reload();
  await expect(page.getByText('Something Went Wrong, please try again')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
});

test('the users page lists the real users', async ({ page, request }) => {
  const created = await createUserWith(request, ['READ_EVENTS']);
  await loginAsAdmin(page.request);
  await page.goto('/dashboard/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(table.getByText(created.username)).toBeVisible();
});

test('an expired session shows the notice, reloads, and asks to sign in again', async ({
  page,
}) => {
  await loginAsAdmin(page.request);
  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();

  // The server forgets the session (as after the idle timeout); the next call answers 401.
  await page.context().clearCookies();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: /events dashboard/i })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByText('Your session has expired')).toBeVisible();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
