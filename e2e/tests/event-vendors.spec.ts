/**
 * Issues 17 and 27: an organiser picks a vendor for an event from the vendor directory,
 * which asks the vendor to confirm (decision 0060); the vendor confirms on its dashboard;
 * once the event has started the organiser reviews it, then removes it. On a 360 px phone:
 * no sideways scroll and axe clean in the tab, the dashboard and the dialogs, every step by
 * keyboard-reachable controls with accessible names.
 */
import { createUserWith, getJson, loginByApi, patchJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { createEventByApi } from '../support/events';
import { expectNoHorizontalOverflow, PHONE_VIEWPORT } from '../support/overflow';
import { createPublishedVendor } from '../support/published-vendor';
import { expect, test } from '../support/test';

test.use({ viewport: PHONE_VIEWPORT });

const tag = `su${Date.now().toString(36)}`;

test('an organiser adds an event vendor, the vendor confirms, and the organiser reviews it after the event', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The vendor is an account of its own (the administrator approves its profile) and works
  // in a browser of its own; the administrator is the organiser.
  const owner = await createUserWith(page.request, []);
  const vendorContext = await browser.newContext({ baseURL, viewport: PHONE_VIEWPORT });
  await loginByApi(vendorContext.request, owner.username, owner.password);
  const vendor = await createPublishedVendor(vendorContext.request, tag, page.request);
  const event = await createEventByApi(page.request, `Harusi ya Neema ${tag}`);

  await page.goto(`/dashboard/events/${event.id}?tab=vendors`);
  await expect(page.getByRole('tab', { name: 'Vendors', selected: true })).toBeVisible();
  await expect(page.getByText(/No vendors yet/)).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the empty Vendors tab');
  await expectAxeClean(page, 'the empty Vendors tab');

  await page.getByRole('button', { name: 'Add vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add vendor' });
  await dialog.getByLabel('Search vendors by name').fill(tag);
  const option = dialog.getByRole('radio', { name: new RegExp(vendor.businessName) });
  await option.check();
  const service = dialog.getByLabel(/^Service from/);
  await expect(service).toBeEnabled();
  await service.selectOption({ label: `${vendor.serviceTitle} · KES 1,200.00 per guest` });
  await expectNoHorizontalOverflow(page, 'the Add vendor dialog');
  await expectAxeClean(page, 'the Add vendor dialog');
  await dialog.getByRole('button', { name: 'Add vendor' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('list', { name: 'Vendors of this event' });
  await expect(list.getByRole('link', { name: vendor.businessName })).toHaveAttribute(
    'href',
    `/vendors/${vendor.id}`,
  );
  await expect(list).toContainText(`${vendor.serviceTitle} · KES 1,200.00 per guest`);

  // Not confirmed yet: the tab says so and offers no review.
  const eventVendor = list.getByRole('listitem').filter({ hasText: vendor.businessName });
  await expect(eventVendor.getByText('Awaiting the vendor')).toBeVisible();
  await expect(eventVendor.getByText('You can review once the vendor confirms')).toBeVisible();
  await expect(eventVendor.getByRole('button', { name: /^Review / })).toHaveCount(0);
  await expectNoHorizontalOverflow(page, 'the Vendors tab with a vendor');
  await expectAxeClean(page, 'the Vendors tab with a vendor');

  // The vendor, on its dashboard: the request with the event's name, date and organiser.
  const vendorPage = await vendorContext.newPage();
  await vendorPage.goto(`/vendor-dashboard/home?vendorId=${vendor.id}`);
  const requests = vendorPage.getByRole('list', { name: 'Booking requests' });
  const request = requests.getByRole('listitem').filter({ hasText: event.name });
  await expect(request).toContainText(/Booked by /);
  await expect(request).toContainText(/\d{4}, \d{2}:\d{2}/);
  await expectNoHorizontalOverflow(vendorPage, 'the booking requests');
  await expectAxeClean(vendorPage, 'the booking requests');
  // Declining asks first; the vendor thinks better of it, and confirms.
  await request.getByRole('button', { name: `Decline ${event.name}` }).click();
  const decline = vendorPage.getByRole('alertdialog', { name: `Decline ${event.name}?` });
  await expectAxeClean(vendorPage, 'the Decline dialog');
  await decline.getByRole('button', { name: 'Cancel' }).click();
  await expect(decline).toBeHidden();
  await request.getByRole('button', { name: `Confirm ${event.name}` }).click();
  await expect(vendorPage.getByText(`Booking for ${event.name} confirmed`)).toBeVisible();
  await expect(
    vendorPage.getByText('No booking requests are waiting for an answer.'),
  ).toBeVisible();
  await vendorContext.close();

  // Confirmed, but the wedding is still ahead.
  await page.reload();
  await expect(eventVendor.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(eventVendor.getByText('You can review after the event has started')).toBeVisible();
  await expect(eventVendor.getByRole('button', { name: /^Review / })).toHaveCount(0);

  // The wedding has taken place: its start moved into the past through the API.
  const stored = await getJson<{ version: number }>(page.request, `/api/events/${event.id}`);
  await patchJson(page.request, `/api/events/${event.id}`, {
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    version: stored.version,
  });
  await page.reload();
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
  const storefront = await getJson<{ summary: { count: number } }>(
    page.request,
    `/api/public/vendors/${vendor.id}/reviews`,
  );
  expect(storefront.summary.count).toBe(1);

  await list.getByRole('button', { name: `Remove ${vendor.businessName}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${vendor.businessName}?` })
    .getByRole('button', { name: 'Remove vendor' })
    .click();
  await expect(page.getByText(/No vendors yet/)).toBeVisible();
});
