import { createUserWith } from '../support/api';
import { addGuestByApi, checkInSummaryByApi, createEventByApi } from '../support/events';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Names this run's records apart from anything else in the database. */
const tag = `sw${Date.now().toString(36)}`;

test('the check-in screen loads from the service worker on a reload without network, and its check-ins sync later', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // Arranged through the API (as the admin): an event with a family card of four.
  const doorStaff = await createUserWith(request, ['VERIFY_ATTENDEES']);
  const event = await createEventByApi(request, `Send-off ${tag}`);
  const familyName = `Zawadi Family ${tag}`;
  await addGuestByApi(request, event.id, { name: familyName, cardType: 'family', admissions: 4 });
  await addGuestByApi(request, event.id, {
    name: `Juma Single ${tag}`,
    cardType: 'single',
    admissions: 1,
  });

  // Door staff open the screen online; the app registers its service worker.
  await page.goto('/dashboard/verify-guests');
  await signInThroughScreen(page, doorStaff.username, doorStaff.password);
  await expect(page.getByRole('heading', { name: 'Verify guests' })).toBeVisible();
  await page.getByLabel('Event', { exact: true }).selectOption({ label: event.name });
  await page.getByRole('button', { name: 'Download guest list' }).click();
  await expect(page.getByText('Guest list of 2 downloaded')).toBeVisible();
  // The worker controls the page once it has stored the app shell and activated. (A string,
  // since this project's types have no DOM; evaluated, not polled in the page, whose
  // Content-Security-Policy forbids the eval a polled string predicate needs.)
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);

  // The network drops, and the page is reloaded: the shell comes from the worker.
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Verify guests' })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Event', { exact: true })).toHaveValue(event.id);
  await expect(page.getByText('Guest list of 2 downloaded')).toBeVisible();

  // A guest without their card, found by name in the downloaded list: three of four come in.
  await page.getByLabel('Find a guest by name').fill('Zawadi');
  await page.getByRole('list', { name: 'Guests found' }).getByRole('button').click();
  const verdict = page.getByRole('status').filter({ has: page.locator('#verdict-title') });
  await expect(verdict).toContainText(familyName);
  await expect(verdict).toContainText('4 of 4 admissions left');
  await page.getByRole('button', { name: 'One fewer' }).click();
  await page.getByRole('button', { name: 'Admit 3' }).click();
  await expect(verdict.getByRole('heading')).toHaveText(/Admitted 3/);
  await expect(verdict).toContainText('Waiting to sync');
  await expect(page.getByText('1 waiting to sync')).toBeVisible();
  expect(await checkInSummaryByApi(request, event.id)).toMatchObject({ checkedIn: 0 });

  // Back online: the queued check-in syncs by itself and the server counts three people.
  await context.setOffline(false);
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByText('0 waiting to sync')).toBeVisible({ timeout: 30_000 });
  expect(await checkInSummaryByApi(request, event.id)).toMatchObject({
    checkedIn: 3,
    overAdmitted: 0,
    guestsArrived: 1,
  });
});
