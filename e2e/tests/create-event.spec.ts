import { type Page } from '@playwright/test';
import { logOutThroughMenu, signInThroughScreen } from '../support/sign-in';
import { expect, test } from '../support/test';

const DAY_MS = 86_400_000;

/** A Kenyan mobile number of this run: '+254 7xx xxx xxx' as typed, and its E.164. */
function kenyanNumber() {
  const digits = String(Date.now() % 100_000_000).padStart(8, '0');
  return {
    typed: `+254 7${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    e164: `+2547${digits}`,
  };
}

/** Opens the date field's calendar and picks `day`, moving on month by month to reach it. */
async function pickDate(page: Page, day: Date) {
  await page.getByRole('button', { name: /^Date/ }).click();
  const name = new RegExp(
    day
      .toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
      .replace(' ', ` ${ordinal(day.getDate())}, `),
  );
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  for (
    let months = 0;
    months < 24 && (await page.getByRole('button', { name }).count()) === 0;
    months += 1
  ) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await page.getByRole('button', { name }).click();
  await expect(grid).toBeHidden();
}

function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}

test('a visitor picks a wedding design, describes the event, makes an account and lands on the event; later signs in with the phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const phone = kenyanNumber();
  const password = 'harusi-ya-amina-2027';
  const eventName = `Harusi ya Amina na Baraka ${Date.now().toString(36)}`;

  // The visitor's tab was opened days ago: the day picked then is past by the time they go on.
  const realNow = Date.now();
  await page.clock.install({ time: new Date(realNow - 10 * DAY_MS) });

  await page.goto('/event-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Event templates' })).toBeVisible();
  const designs = page.getByRole('list', { name: 'Designs' });
  await expect(designs.getByRole('article')).not.toHaveCount(0);
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Wedding' })
    .click();
  await expect(page).toHaveURL(/\/event-templates\?category=/);
  await expect(designs.getByRole('article')).toHaveCount(1);
  await expect(
    designs.getByRole('img', { name: 'Preview of the Golden rings design' }),
  ).toBeVisible();
  await designs.getByRole('link', { name: 'Use this design: Golden rings' }).click();

  // Step 1: the design comes from the gallery.
  await expect(page).toHaveURL(/\/create-event\?template=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible();
  await expect(page.getByText('Your design: Golden rings')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Golden rings' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // Step 2: the details, with the form messages.
  await expect(page.getByRole('heading', { name: /Tell us about the event/ })).toBeFocused();
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Wedding');
  await page.getByLabel('Event name').fill(eventName);
  await pickDate(page, new Date(realNow - 8 * DAY_MS));
  await page.getByLabel('Start time').fill('14:00');
  await page.getByLabel('End time').fill('22:30');
  await page.getByLabel('Venue').fill('Safari Park Hotel, Nairobi');
  await page.getByLabel('Map link').fill('https://maps.example.org/safari-park');
  await page.getByLabel('Host names').fill('The Njeri and Otieno families');
  await page.getByLabel('Expected guests').fill('250');

  // Days later, the visitor comes back to the tab and goes on.
  await page.clock.setSystemTime(new Date(realNow));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Date must be in the future')).toBeVisible();

  await pickDate(page, new Date(realNow + 45 * DAY_MS));
  await page.getByLabel('End time').fill('13:00');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Start time must be less than End time')).toBeVisible();
  await page.getByLabel('End time').fill('22:30');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // Step 3: an account, with a Kenyan number.
  await expect(page.getByRole('heading', { name: /Your account/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Create an account' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Your name').fill('Amina Njeri');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.typed);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account and event' }).click();

  // The new draft event, owned by the new organiser.
  await expect(page).toHaveURL(/\/dashboard\/events\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  const eventUrl = page.url();

  // Signed out, and in again with the phone number as the username.
  await logOutThroughMenu(page);
  await signInThroughScreen(page, phone.e164, password);
  await expect(page).toHaveURL(eventUrl);
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Amina Njeri' })).toBeVisible();
});
