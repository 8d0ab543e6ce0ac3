/**
 * The vendor area's steps as people take them in the browser (issue 17), shared by the
 * vendor specs: listing a business, its profile and services, moderation; and the camera
 * photos their galleries are made of.
 */
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** A camera-like JPEG of one colour with grain (a flat colour would compress to nothing). */
export const cameraJpeg = (background: string, { width = 1600, height = 1200 } = {}) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background,
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * "List your business" from the landing page: the vendor's own account, typed phone and
 * password; the page then asks for the first vendor profile.
 */
export async function listYourBusiness(
  page: Page,
  account: { name: string; phone: string; password: string },
) {
  await page.goto('/');
  await page.getByRole('link', { name: 'List your business' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'List your business' })).toBeVisible();
  await page.getByLabel('Your name').fill(account.name);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page).toHaveURL(/\/vendor-dashboard\/vendors\/new$/);
}

type VendorProfileInput = {
  businessName: string;
  categoryName: string;
  description: string;
  city: string;
  /** The business's phone, as typed. */
  phone: string;
  /** Lowest and highest price in KES, as typed. */
  prices: [string, string];
};

/** Fills the new vendor form (the page `listYourBusiness` lands on); answers the vendor's id. */
export async function createVendorProfile(page: Page, vendor: VendorProfileInput) {
  await expect(page.getByRole('heading', { level: 1, name: 'New vendor' })).toBeVisible();
  await page.getByLabel('Business name').fill(vendor.businessName);
  await page.getByRole('checkbox', { name: vendor.categoryName }).check();
  await page.getByLabel('Description').fill(vendor.description);
  await page.getByLabel('City or town').fill(vendor.city);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill(vendor.phone);
  await page.getByLabel('Lowest price (KES)').fill(vendor.prices[0]);
  await page.getByLabel('Highest price (KES)').fill(vendor.prices[1]);
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: vendor.businessName })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  return page.url().split('/').at(-1)!;
}

type ServiceInput = {
  title: string;
  categoryName: string;
  /** The Pricing option's label. */
  pricing: 'Fixed price' | 'From (starting price)' | 'Per unit (per guest, per hour…)';
  /** In KES, as typed. */
  price: string;
  /** For per-unit prices: "guest", "hour"... */
  unit?: string;
};

/** "Add service" on the vendor's page, and its dialog filled in and sent. */
export async function addService(page: Page, service: ServiceInput) {
  const dialog = page.getByRole('dialog', { name: 'New service' });
  // Just after the vendor's page opens, a click could land while it was still rendering
  // and open nothing (a CI run then waited ten minutes): ask again until the dialog shows.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole('button', { name: 'Add service' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('Title').fill(service.title);
  await dialog.getByLabel('Category').selectOption({ label: service.categoryName });
  await dialog.getByLabel('Pricing').selectOption({ label: service.pricing });
  await dialog.getByLabel('Price (KES)').fill(service.price);
  if (service.unit) await dialog.getByLabel('Unit').fill(service.unit);
  await dialog.getByRole('button', { name: 'Add service' }).click();
  await expect(dialog).toBeHidden();
}

/** A moderator (SUPER_ADMIN, signed in on `page`) approves the vendor from the queue. */
export async function approveFromQueue(page: Page, businessName: string) {
  await page.goto('/vendor-dashboard/vendors');
  const queue = page.getByRole('region', { name: 'Moderation' });
  await queue.getByRole('searchbox').fill(businessName);
  await queue.getByRole('button', { name: `Actions for ${businessName}` }).click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${businessName}?` });
  await dialog.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText(`${businessName} published`)).toBeVisible();
}
