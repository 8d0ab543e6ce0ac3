import { type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

/** A suffix that keeps this run's names apart from anything else in the database. */
const tag = Date.now().toString(36);

/** A filter's menu button (the column header of the same name sorts instead). */
const filterButton = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).and(page.locator('[aria-haspopup="menu"]'));

const nav = (page: Page) => page.getByRole('navigation', { name: /events dashboard/i });

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('a role built in the grid gives a new user exactly its screens, until the user is disabled', async ({
  page,
  browser,
}) => {
  // Two browsers, a role, a user, a sign-in, a disable and the audit log in one story: more
  // steps than the default 30 s allows when two workers share two cores with the PostgreSQL pass.
  test.setTimeout(90_000);
  const roleName = `Gatekeepers ${tag}`;
  const username = `gate_${tag}`;
  const password = 'gatekeeper-password';

  // As admin: a role with a few privileges, ticked in the grid.
  await signInAsAdmin(page, '/dashboard/roles-and-privileges');
  await page.getByRole('button', { name: 'New role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'New role' });
  await roleDialog.getByLabel('Name', { exact: true }).fill(roleName);
  for (const privilege of ['Read events', 'Add events', 'Read users']) {
    await roleDialog.getByRole('checkbox', { name: privilege, exact: true }).check();
  }
  await expect(roleDialog.getByText('3 privileges chosen')).toBeVisible();
  await roleDialog.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText(`Role ${roleName} created`)).toBeVisible();
  await expect(roleDialog).toBeHidden();
  const roles = page.getByRole('table', { name: 'Roles' });
  const roleRow = roles.getByRole('row').filter({ hasText: roleName });
  await expect(roleRow).toContainText('READ_EVENTS');
  await expect(roleRow).toContainText('READ_USERS');

  // The catalogue says how each privilege is granted.
  await page.getByRole('tab', { name: 'Privileges' }).click();
  const catalogue = page.getByRole('table', { name: 'Privileges' });
  await expect(catalogue.getByRole('row').filter({ hasText: 'READ_CATEGORIES' })).toContainText(
    'Only a super admin',
  );

  // A user holding that role.
  await nav(page).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'New user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'New user' });
  await userDialog.getByLabel('Name', { exact: true }).fill(`Gate Keeper ${tag}`);
  await userDialog.getByLabel('Username').fill(username);
  await userDialog.getByLabel('Password').fill(password);
  await userDialog.getByRole('checkbox', { name: roleName }).check();
  await userDialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`User ${username} created`)).toBeVisible();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row').filter({ hasText: username })).toContainText(roleName);

  // The new user, in a browser of their own, sees only what the role opens.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto('/dashboard/home');
  await signInThroughScreen(them, username, password);
  await expect(them.getByRole('heading', { name: `Welcome, Gate Keeper ${tag}` })).toBeVisible();
  await expect(nav(them).getByRole('link')).toHaveText([
    'Home',
    'Events',
    'New event',
    'Users',
    'Event templates',
    'Settings',
  ]);
  await nav(them).getByRole('link', { name: 'Users' }).click();
  await expect(them.getByRole('table', { name: 'Users' }).getByText(username)).toBeVisible();
  await expect(them.getByRole('button', { name: 'New user' })).toHaveCount(0);
  await expect(them.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

  // The admin disables them...
  await users.getByRole('button', { name: `Actions for Gate Keeper ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Disable Gate Keeper ${tag}?` });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`Gate Keeper ${tag} disabled`)).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: username })).toContainText('Disabled');

  // ...and their next request (a search: the list they see is cached) ends in the
  // session-expired notice, a reload and the sign-in screen.
  const reloaded = them.waitForEvent('load');
  await them.getByRole('searchbox', { name: 'Search users' }).fill('gate');
  await expect(them.getByText('Your session has expired')).toBeVisible();
  await reloaded;
  await expect(them.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await theirs.close();

  // The audit log lists the role, the user and the disabling, newest first.
  await nav(page).getByRole('link', { name: 'Audit log' }).click();
  await filterButton(page, 'Resource').click();
  await page.getByRole('menuitemcheckbox', { name: 'Roles' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Users' }).click();
  await page.keyboard.press('Escape');
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Updated');
  await expect(rows.nth(1)).toContainText('disabled');
  await expect(rows.nth(2)).toContainText('Created');
  await expect(rows.nth(2)).toContainText('Users');
  await expect(rows.nth(3)).toContainText('Created');
  await expect(rows.nth(3)).toContainText('Roles');
  await rows
    .nth(3)
    .getByRole('button', { name: /^View changes/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Created in Roles' })).toContainText(roleName);
});

test('categories are created, edited and deleted, and the audit log lists every change', async ({
  page,
}) => {
  // Create, edit, delete and the audit log in one story: more steps than the default 30 s
  // allows when two workers share two cores with the PostgreSQL pass.
  test.setTimeout(90_000);
  const name = `Catering ${tag}`;
  const renamed = `Catering and drinks ${tag}`;

  await signInAsAdmin(page, '/dashboard/categories');
  await expect(nav(page).getByRole('link', { name: 'Categories' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Categories' });

  await page.getByRole('button', { name: 'New category' }).click();
  const create = page.getByRole('dialog', { name: 'New category' });
  await create.getByRole('radio', { name: 'Service' }).check();
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByLabel('Description (optional)').fill('Food for the guests');
  await create.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText(`Category ${name} created`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Service');

  await table.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit category ${name}` });
  await edit.getByLabel('Name', { exact: true }).fill(renamed);
  await edit.getByRole('button', { name: 'Save category' }).click();
  await expect(page.getByText(`Category ${renamed} saved`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: renamed })).toBeVisible();

  await table.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: `Delete category ${renamed}?` })
    .getByRole('button', { name: 'Delete category' })
    .click();
  await expect(page.getByText(`Category ${renamed} deleted`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);

  // The audit log, newest first, filtered to categories: deleted, updated, created.
  await nav(page).getByRole('link', { name: 'Audit log' }).click();
  await filterButton(page, 'Resource').click();
  await page.getByRole('menuitemcheckbox', { name: 'Categories' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/f\.resource=categories/);
  const log = page.getByRole('table', { name: 'Audit log' });
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toContainText('Deleted');
  await expect(rows.nth(2)).toContainText('Updated');
  await expect(rows.nth(3)).toContainText('Created');

  await rows
    .nth(2)
    .getByRole('button', { name: /^View changes/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Updated in Categories' });
  await expect(sheet).toContainText('By admin');
  await expect(sheet).toContainText(`Before: ${name}`);
  await expect(sheet).toContainText(`After: ${renamed}`);
});
