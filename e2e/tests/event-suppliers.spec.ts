/**
 * Issue 17: an organiser picks a supplier for an event from the vendor directory, reviews
 * it and removes it, on a 360 px phone: no sideways scroll and axe clean in the tab and
 * in its dialogs, every step by keyboard-reachable controls with accessible names.
 */
import { loginAsAdmin } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { createEventByApi } from '../support/events';
import { expectNoHorizontalOverflow, PHONE_VIEWPORT } from '../support/overflow';
import { createPublishedVendor } from '../support/published-vendor';
import { expect, test } from '../support/test';

test.use({ viewport: PHONE_VIEWPORT });

const tag = `su${Date.now().toString(36)}`;

test('an organiser adds a supplier from the directory, reviews it and removes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page.request);
  const vendor = await createPublishedVendor(page.request, tag);
  const event = await createEventByApi(page.request, `Harusi ya Neema ${tag}`);

  await page.goto(`/dashboard/events/${event.id}?tab=suppliers`);
  await expect(page.getByRole('tab', { name: 'Suppliers', selected: true })).toBeVisible();
  await expect(page.getByText(/No suppliers yet/)).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the empty Suppliers tab');
  await expectAxeClean(page, 'the empty Suppliers tab');

  await page.getByRole('button', { name: 'Add supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add supplier' });
  await dialog.getByLabel('Search vendors by name').fill(tag);
  const option = dialog.getByRole('radio', { name: new RegExp(vendor.businessName) });
  await option.check();
  const service = dialog.getByLabel(/^Service from/);
  await expect(service).toBeEnabled();
  await service.selectOption({ label: `${vendor.serviceTitle} · KES 1,200.00 per guest` });
  await expectNoHorizontalOverflow(page, 'the Add supplier dialog');
  await expectAxeClean(page, 'the Add supplier dialog');
  await dialog.getByRole('button', { name: 'Add supplier' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('list', { name: 'Suppliers of this event' });
  await expect(list.getByRole('link', { name: vendor.businessName })).toHaveAttribute(
    'href',
    `/vendors/${vendor.id}`,
  );
  await expect(list).toContainText(`${vendor.serviceTitle} · KES 1,200.00 per guest`);
  await expectNoHorizontalOverflow(page, 'the Suppliers tab with a supplier');
  await expectAxeClean(page, 'the Suppliers tab with a supplier');

  await list.getByRole('button', { name: `Review ${vendor.businessName}` }).click();
  const review = page.getByRole('dialog', { name: `Review ${vendor.businessName}` });
  // The rating is a radio group drawn as stars: a tap on a star, then the arrow keys.
  await review.locator('label').filter({ hasText: '3 stars, Good' }).click();
  await expect(review.getByRole('radio', { name: '3 stars, Good' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(review.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await review.getByLabel('Your review (optional)').fill('Hot food, on time, kind staff.');
  await expectAxeClean(page, 'the Review dialog');
  await review.getByRole('button', { name: 'Publish review' }).click();
  await expect(review).toBeHidden();
  await expect(list.getByText('Reviewed')).toBeVisible();

  await list.getByRole('button', { name: `Remove ${vendor.businessName}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${vendor.businessName}?` })
    .getByRole('button', { name: 'Remove supplier' })
    .click();
  await expect(page.getByText(/No suppliers yet/)).toBeVisible();
});
