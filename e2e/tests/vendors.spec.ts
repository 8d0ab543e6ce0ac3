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
import sharp from 'sharp';
import { loginAsAdmin, patchJson, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { expectNoHorizontalOverflow, PHONE_VIEWPORT } from '../support/overflow';
import { expect, test } from '../support/test';

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

/** A camera-like JPEG, 1600 x 1067, for the cover. */
const coverJpeg = () =>
  sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: '#b8860b',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/** The vendor's cover: one photo with its alt text, chosen as the cover. */
async function addCover(request: APIRequestContext, vendorId: string) {
  const response = await request.post(`/api/vendors/${vendorId}/photos`, {
    headers: { 'content-type': 'image/jpeg', 'x-requested-with': 'XMLHttpRequest' },
    data: await coverJpeg(),
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

  // "List your business" from the landing page: the vendor's own account.
  await page.goto('/');
  await page.getByRole('link', { name: 'List your business' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'List your business' })).toBeVisible();
  await page.getByLabel('Your name').fill('Neema Mwakilema');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.typed);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account and continue' }).click();

  // The first profile's form.
  await expect(page).toHaveURL(/\/vendor-dashboard\/vendors\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New vendor' })).toBeVisible();
  await page.getByLabel('Business name').fill(businessName);
  await page.getByRole('checkbox', { name: categoryName }).check();
  await page
    .getByLabel('Description')
    .fill('Pilau, nyama choma and chapati for weddings and send-offs, for 50 to 1,000 guests.');
  await page.getByLabel('City or town').fill(city);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill(phone.typed);
  await page.getByLabel('Lowest price (KES)').fill('50,000');
  await page.getByLabel('Highest price (KES)').fill('400,000');
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  const vendorId = page.url().split('/').at(-1)!;

  // Two services from the vendor's page.
  for (const [title, price, pricing] of [
    ['Wedding buffet', '1,200', 'Per unit (per guest, per hour…)'],
    ['Send-off package', '150,000', 'From (starting price)'],
  ] as const) {
    await page.getByRole('button', { name: 'Add service' }).click();
    const dialog = page.getByRole('dialog', { name: 'New service' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').selectOption({ label: categoryName });
    await dialog.getByLabel('Pricing').selectOption({ label: pricing });
    await dialog.getByLabel('Price (KES)').fill(price);
    if (pricing.startsWith('Per unit')) await dialog.getByLabel('Unit').fill('guest');
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await expect(dialog).toBeHidden();
  }
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
  await moderator.goto('/vendor-dashboard/vendors');
  const queue = moderator.getByRole('region', { name: 'Moderation' });
  await queue.getByRole('searchbox').fill(businessName);
  await queue.getByRole('button', { name: `Actions for ${businessName}` }).click();
  await moderator.getByRole('menuitem', { name: 'Approve' }).click();
  const dialog = moderator.getByRole('dialog', { name: `Approve ${businessName}?` });
  await dialog.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(moderator.getByText(`${businessName} published`)).toBeVisible();
  await moderatorContext.close();

  // A visitor on a phone finds it by category and city; the link keeps the filters.
  const visitorContext = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/vendors');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
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
