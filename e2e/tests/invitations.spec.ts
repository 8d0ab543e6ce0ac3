import { type Page } from '@playwright/test';
import { createUserWith, postJson } from '../support/api';
import { addGuestByApi, createEventByApi } from '../support/events';
import { signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Names this run's records apart from anything else in the database. */
const tag = `rs${Date.now().toString(36)}`;

/** The Guests card's counts on the event's Overview tab, by label; none while they load. */
async function guestCounts(page: Page): Promise<Record<string, string>> {
  const counts = page.locator('dl').filter({ has: page.getByRole('term').getByText('Accepted') });
  const labels = await counts.getByRole('term').allInnerTexts();
  const values = await counts.getByRole('definition').allInnerTexts();
  return Object.fromEntries(labels.map((label, i) => [label.trim(), values[i]!.trim()]));
}

test("a guest answers through their link and the event page's counts change", async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Arranged through the API: an organiser, and an event with four guests, two answered.
  const organiser = await createUserWith(request, [
    'READ_EVENTS',
    'READ_ATTENDEES',
    'GENERATE_EVENT_LINK',
  ]);
  const event = await createEventByApi(request, `Harusi ya Wanjiru ${tag}`);
  const family = `Wanjiru Family ${tag}`;
  await addGuestByApi(request, event.id, { name: family, cardType: 'family', admissions: 5 });
  await addGuestByApi(request, event.id, {
    name: `Kamau Single ${tag}`,
    cardType: 'single',
    admissions: 1,
  });
  await postJson(request, `/api/events/${event.id}/guests`, {
    name: `Otieno Couple ${tag}`,
    cardType: 'double',
    admissions: 2,
    rsvpStatus: 'accepted',
    rsvpCount: 2,
  });
  await postJson(request, `/api/events/${event.id}/guests`, {
    name: `Achieng Single ${tag}`,
    cardType: 'single',
    admissions: 1,
    rsvpStatus: 'declined',
  });

  // The organiser sees the counts before anyone answers through a link.
  await page.goto(`/dashboard/events/${event.id}`);
  await signInThroughScreen(page, organiser.username, organiser.password);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect
    .poll(() => guestCounts(page))
    .toMatchObject({
      Guests: '4',
      Accepted: '1',
      Declined: '1',
      'Not answered': '2',
      'People coming': '2',
    });

  // The organiser copies the family's answer link from the guest list.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('tab', { name: 'Guests' }).click();
  await page.getByRole('button', { name: `Actions for ${family}` }).click();
  await page.getByRole('menuitem', { name: 'Copy answer link' }).click();
  await expect(page.getByText(`${family}'s answer link is copied`)).toBeVisible();
  // A string, since this project's types have no DOM.
  const link = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(link).toMatch(/\/i\/[A-Za-z0-9_-]{20,}$/);

  // The guest opens it in a browser of their own, signed in as nobody, and answers.
  const guestContext = await browser.newContext();
  try {
    const guestPage = await guestContext.newPage();
    await guestPage.goto(link);
    await expect(guestPage.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(guestPage.getByText(`${family}, you are invited to`)).toBeVisible();
    await expect(guestPage.getByText('You have not answered yet.')).toBeVisible();
    await guestPage.getByLabel('Yes, I will attend').check();
    await guestPage.getByLabel('How many of you will come?').selectOption('3');
    await guestPage.getByRole('button', { name: 'Send my answer' }).click();
    await expect(guestPage.getByText('Thank you, your answer is saved')).toBeVisible();
    await expect(guestPage.getByText('Your answer: attending, 3 of 5.')).toBeVisible();
  } finally {
    await guestContext.close();
  }

  // Back on the event page: one more accepted, three more people coming.
  await page.goto(`/dashboard/events/${event.id}`);
  await expect
    .poll(() => guestCounts(page))
    .toMatchObject({
      Guests: '4',
      Accepted: '2',
      Declined: '1',
      'Not answered': '1',
      'People coming': '5',
    });
});
