import { getJson, loginAsAdmin } from '../support/api';
import { E2E_ADMIN_PASSWORD } from '../support/credentials.mjs';
import { addGuestByApi, checkInSummaryByApi, createEventByApi } from '../support/events';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Names this run's records apart from anything else in the database. */
const tag = `ci${Date.now().toString(36)}`;

test('door staff check guests in by card code, online and offline, and the server counts them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // Arranged through the API: an event, a double card and a single card, and their codes.
  await loginAsAdmin(request);
  const eventName = `Harusi ${tag}`;
  const event = await createEventByApi(request, eventName);
  const couple = await addGuestByApi(request, event.id, {
    name: `Amani Couple ${tag}`,
    cardType: 'double',
    admissions: 2,
  });
  const single = await addGuestByApi(request, event.id, {
    name: `Baraka Single ${tag}`,
    cardType: 'single',
    admissions: 1,
  });
  const codeOf = async (guestId: string) =>
    (
      await getJson<{ code: string }>(
        request,
        `/api/events/${event.id}/guests/${guestId}/card-code`,
      )
    ).code;
  const coupleCode = await codeOf(couple.id);
  const singleCode = await codeOf(single.id);

  // The check-in screen: choose the event, download its guest list.
  await page.goto('/dashboard/verify-guests');
  await signInThroughScreen(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Verify guests' })).toBeVisible();
  await page.getByLabel('Event', { exact: true }).selectOption({ label: eventName });
  await page.getByRole('button', { name: 'Download guest list' }).click();
  await expect(page.getByText('Guest list of 2 downloaded')).toBeVisible();
  await expect(page.getByText('Online', { exact: true })).toBeVisible();

  const verdict = page.getByRole('status').filter({ has: page.locator('#verdict-title') });
  const checkCode = async (code: string) => {
    await page.getByLabel('Card code').fill(code);
    await page.getByRole('button', { name: 'Check code' }).click();
  };

  // The double card: green, two admissions; admit both.
  await checkCode(coupleCode);
  await expect(verdict.getByRole('heading')).toHaveText(/^Admit/);
  await expect(verdict).toContainText(`Amani Couple ${tag}`);
  await expect(verdict).toContainText('2 of 2 admissions left');
  await page.getByRole('button', { name: 'Admit 2' }).click();
  await expect(verdict.getByRole('heading')).toHaveText(/Admitted 2/);
  await expect(verdict).toContainText('Card now used up');

  // The same card again: already used, nothing to admit.
  await page.getByRole('button', { name: 'Next guest' }).click();
  await checkCode(coupleCode);
  await expect(verdict.getByRole('heading')).toHaveText(/Already used/);
  await expect(page.getByRole('button', { name: /^Admit \d/ })).toHaveCount(0);

  // Offline: the card is verified on the device and the check-in waits to sync.
  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await checkCode(singleCode);
  await expect(verdict.getByRole('heading')).toHaveText(/^Admit/);
  await page.getByRole('button', { name: 'Admit 1' }).click();
  await expect(verdict.getByRole('heading')).toHaveText(/Admitted 1/);
  await expect(verdict).toContainText('Waiting to sync');
  await expect(page.getByText('1 waiting to sync')).toBeVisible();

  // Back online: it syncs by itself, and the server counts all three people.
  await context.setOffline(false);
  await expect(page.getByText('0 waiting to sync')).toBeVisible({ timeout: 30_000 });
  const summary = await checkInSummaryByApi(request, event.id);
  expect(summary).toMatchObject({ checkedIn: 3, overAdmitted: 0, guestsArrived: 2 });
  await expect(page.getByText('3 of 3', { exact: true })).toBeVisible({ timeout: 20_000 });
});
