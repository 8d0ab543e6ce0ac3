/**
 * The vendor area in Chromium (issue 17): a visitor lists their business (vendor sign-up),
 * creates a vendor profile and its services, and submits it; a SUPER_ADMIN approves it
 * from the moderation queue; a visitor finds it on /vendors by category and city, with the
 * filters in the page's link, and opens its storefront. The directory and the storefront
 * fit 360 px and pass axe.
 *
 * The cover photo the checklist asks for is uploaded through the gallery's API (the
 * gallery's own screen has its spec, vendor-gallery.spec.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { loginAsAdmin, patchJson, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { expectNoHorizontalOverflow, PHONE_VIEWPORT } from '../support/overflow';
import { expect, test } from '../support/test';
import {
  addService,
  approveFromQueue,
  cameraJpeg,
  createVendorProfile,
  listYourBusiness,
} from '../support/vendors';

const tag = Date.now().toString(36);
const businessName = `Mama Ntilie Catering ${tag}`;
/** A town of this run only, so the directory's filter finds this vendor alone. */
const city = `Kitengela ${tag}`;
const categoryName = `Catering ${tag}`;
const password = 'vendor-ya-harusi-2027';
const digits = String(Date.now() % 100_000_000).padStart(8, '0');
/** A Kenyan mobile number of this run, typed with its country code (the browser says en-US). */
const phone = {
  typed: `+254 7${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
  e164: `+2547${digits}`,
};

/** The vendor's cover: one photo with its alt text, chosen as the cover. */
async function addCover(request: APIRequestContext, vendorId: string) {
  const response = await request.post(`/api/vendors/${vendorId}/photos`, {
    headers: { 'content-type': 'image/jpeg', 'x-requested-with': 'XMLHttpRequest' },
    data: await cameraJpeg('#b8860b', { width: 1600, height: 1067 }),
  });
  expect(response.status(), await response.text()).toBe(201);
  const photo = (await response.json()) as { id: string };
  await patchJson(request, `/api/vendor-photos/${photo.id}`, {
    altText: 'A buffet of pilau, nyama choma and chapati',
  });
  const vendor = (await (await request.get(`/api/vendors/${vendorId}`)).json()) as {
    version: number;
  };
  await patchJson(request, `/api/vendors/${vendorId}`, {
    coverPhotoId: photo.id,
    version: vendor.version,
  });
}

test('a vendor lists their business, a moderator approves it, a visitor finds it and opens its storefront', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // A service category, as an administrator keeps them.
  await loginAsAdmin(request);
  await postJson(request, '/api/categories', { name: categoryName, kind: 'service' });

  // "List your business" from the landing page: the vendor's own account, then the first profile.
  await listYourBusiness(page, { name: 'Neema Mwakilema', phone: phone.typed, password });
  const vendorId = await createVendorProfile(page, {
    businessName,
    categoryName,
    description:
      'Pilau, nyama choma and chapati for weddings and send-offs, for 50 to 1,000 guests.',
    city,
    phone: phone.typed,
    prices: ['50,000', '400,000'],
  });

  // Two services from the vendor's page.
  await addService(page, {
    title: 'Wedding buffet',
    categoryName,
    pricing: 'Per unit (per guest, per hour…)',
    price: '1,200',
    unit: 'guest',
  });
  await addService(page, {
    title: 'Send-off package',
    categoryName,
    pricing: 'From (starting price)',
    price: '150,000',
  });
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('link', { name: 'Wedding buffet' })).toBeVisible();
  await expect(services.getByText('KES 1,200.00 per guest')).toBeVisible();

  // The checklist names the cover until there is one.
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByRole('link', { name: 'A cover photo' })).toBeVisible();
  await addCover(page.request, vendorId);
  await page.reload();
  await expect(status.getByRole('link', { name: 'A cover photo' })).toHaveCount(0);
  await status.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(`${businessName} submitted for review`)).toBeVisible();
  await expect(page.getByText('Waiting for review', { exact: true })).toBeVisible();

  // Not public yet.
  expect((await request.get(`/api/public/vendors/${vendorId}`)).status()).toBe(404);

  // The moderator approves it from the queue.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await loginAsAdmin(moderator.request);
  await approveFromQueue(moderator, businessName);
  await moderatorContext.close();

  // A visitor on a phone finds it by category and city; the link keeps the filters.
  const visitorContext = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/vendors');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  // On a phone the filters but the search fold behind "Filters" (issue 29).
  await visitor.getByRole('button', { name: 'Filters', exact: true }).click();
  await visitor.getByLabel('Category').selectOption({ label: categoryName });
  await visitor.getByLabel('City or town').fill(city);
  const results = visitor.getByRole('list', { name: 'Vendors' });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('link', { name: businessName })).toBeVisible();
  await expect(results.getByText(/50,000.*400,000/)).toBeVisible();
  await expect(visitor).toHaveURL(/[?&]category=.*&city=/);
  await expectNoHorizontalOverflow(visitor, '/vendors filtered');
  await expectAxeClean(visitor, '/vendors filtered');

  // The shared link opens the same results.
  await visitor.goto(visitor.url());
  await expect(visitor.getByLabel('City or town')).toHaveValue(city);
  await expect(results.getByRole('article')).toHaveCount(1);

  // The storefront: the vendor, its services with prices, and a call button.
  await results.getByRole('link', { name: businessName }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    `tel:${phone.e164}`,
  );
  const offer = visitor.getByRole('region', { name: 'Services and prices' });
  await expect(offer.getByText('KES 1,200.00 per guest')).toBeVisible();
  await expect(offer.getByText('From KES 150,000.00')).toBeVisible();
  await expect(visitor.getByRole('img', { name: /A buffet of pilau/ })).toBeVisible();
  await expectNoHorizontalOverflow(visitor, '/vendors/:vendorId');
  await expectAxeClean(visitor, '/vendors/:vendorId');

  // The owner sees the visit counted.
  await expect
    .poll(async () => {
      const vendor = (await (await page.request.get(`/api/vendors/${vendorId}`)).json()) as {
        viewCount: number;
      };
      return vendor.viewCount;
    })
    .toBe(1);
  await visitorContext.close();
});
