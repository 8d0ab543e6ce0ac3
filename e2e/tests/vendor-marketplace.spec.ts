/**
 * Issue 17's "Done when", end to end in Chromium, on the test's own server sending SMS
 * through the local provider stand-in (Africa's Talking's format): a visitor lists their
 * business, creates a vendor with three services and eight photos (uploaded at once,
 * described, reordered with the keyboard, a cover chosen) and submits it; the SUPER_ADMIN
 * approves it; a client invited by SMS posts a five-star review through the link in the
 * SMS, and the vendor replies; a visitor finds the vendor on /vendors by category, city and
 * minimum rating, opens the storefront and its lightbox, sees the review and the reply,
 * and sends an enquiry, which reaches the vendor's phone exactly once; the storefront's
 * HTML, fetched without JavaScript as a crawler does, carries its Open Graph tags; the
 * public vendor pages pass axe, and the storefront fits 360 px.
 *
 * Only the service category is arranged through the API: an administrator keeps them.
 */
import type { Browser } from '@playwright/test';
import { loginAsAdmin, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { expectNoHorizontalOverflow, PHONE_VIEWPORT } from '../support/overflow';
import { collectPageErrors, expect, test as base, waitForAppInContext } from '../support/test';
import {
  addService,
  approveFromQueue,
  cameraJpeg,
  createVendorProfile,
  listYourBusiness,
} from '../support/vendors';

/** `page`, `request` and new contexts reach the test's own server (the SMS stand-in's). */
const test = base.extend({
  baseURL: async ({ serverBesideSms }, use) => use(serverBesideSms.server.url),
});

const tag = Date.now().toString(36);
const businessName = `Harusi Decor ${tag}`;
/** A town of this run only, so the directory's filters find this vendor alone. */
const city = `Naivasha ${tag}`;
const categoryName = `Decor ${tag}`;
const password = 'mapambo-ya-harusi-2027';
const digits = String(Date.now() % 10_000_000).padStart(7, '0');
/** Kenyan mobile numbers of this run: the owner's own, the business line, a client, a visitor. */
const phones = {
  owner: `+25471${digits}`,
  business: `+25472${digits}`,
  client: `+25479${digits}`,
  visitor: `+25470${digits}`,
};

/** Eight photos of the gallery, in the order they are chosen, with their alt texts. */
const PHOTOS = [
  ['arch.jpg', '#c9a227', 'A flower arch of white roses'],
  ['tables.jpg', '#7a1f3d', 'Round tables with burgundy cloths'],
  ['stage.jpg', '#2f4f4f', 'A stage draped in green and gold'],
  ['lights.jpg', '#1c1c3c', 'Fairy lights over the dance floor'],
  ['aisle.jpg', '#e8d8c4', 'An aisle lined with lanterns'],
  ['cake.jpg', '#f4e1d2', 'A cake table with sugar flowers'],
  ['tent.jpg', '#d8d2c4', 'A white tent on a lawn at dusk'],
  ['chairs.jpg', '#3a5f8a', 'Chiavari chairs with blue sashes'],
] as const;
const alt = (index: number) => PHOTOS[index]![2];

const REVIEW_TEXT = 'The hall looked like a garden: every guest asked who decorated it.';
const REPLY_TEXT = 'Asante sana! It was a joy to dress your wedding.';

/**
 * Another person's browser on the same server: a phone, waiting for the app on each page.
 * `close` fails the test if one of its pages threw (as the `page` fixture's context does).
 */
async function openBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE_VIEWPORT });
  waitForAppInContext(context);
  const errors = collectPageErrors(context);
  const close = async () => {
    await context.close();
    expect(errors, 'uncaught errors in the browser').toEqual([]);
  };
  return { context, page: await context.newPage(), close };
}

/** `content` of the head's `<meta property=…>` (attributes in any order), unescaped. */
function metaContent(html: string, property: string): string | undefined {
  for (const [tagText] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attribute = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tagText)?.[1];
    if (attribute('property') !== property) continue;
    return attribute('content')
      ?.replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  }
  return undefined;
}

test('a vendor is listed, approved, reviewed by an invited client, found and enquired about', async ({
  page,
  request,
  browser,
  serverBesideSms: { server, provider },
}) => {
  test.setTimeout(600_000);
  // The operator configures the SMS provider and the public address (the review link's).
  await server.stop();
  await server.start({ ...provider.env, PUBLIC_BASE_URL: server.url });

  // A service category, as an administrator keeps them (no screen is needed for the story).
  const admin = await openBrowser(browser, server.url);
  await loginAsAdmin(admin.context.request);
  await postJson(admin.context.request, '/api/categories', { name: categoryName, kind: 'service' });

  // 1. The vendor: account, profile, three services.
  await listYourBusiness(page, { name: 'Wanjiru Kamau', phone: phones.owner, password });
  const vendorId = await createVendorProfile(page, {
    businessName,
    categoryName,
    description:
      'Flowers, drapes, lights and stages for weddings and send-offs in the Rift Valley.',
    city,
    phone: phones.business,
    prices: ['80,000', '600,000'],
  });
  await addService(page, {
    title: 'Full wedding decor',
    categoryName,
    pricing: 'From (starting price)',
    price: '250,000',
  });
  await addService(page, {
    title: 'Table centrepieces',
    categoryName,
    pricing: 'Per unit (per guest, per hour…)',
    price: '1,500',
    unit: 'table',
  });
  await addService(page, {
    title: 'Flower arch',
    categoryName,
    pricing: 'Fixed price',
    price: '45,000',
  });
  const services = page.getByRole('region', { name: 'Services' });
  for (const title of ['Full wedding decor', 'Table centrepieces', 'Flower arch']) {
    await expect(services.getByRole('link', { name: title })).toBeVisible();
  }

  // The checklist asks for a cover, which the gallery gives.
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByRole('link', { name: 'A cover photo' })).toBeVisible();

  // The gallery: eight photos chosen at once.
  await page.goto('/vendor-dashboard/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await page.getByLabel('Add photos').setInputFiles(
    await Promise.all(
      PHOTOS.map(async ([name, colour]) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await cameraJpeg(colour),
      })),
    ),
  );
  const gallery = page.getByRole('list', { name: 'Photos in gallery order' });
  // Each photo is re-encoded by the server's bounded image workers: slow on a busy machine.
  await expect(gallery.getByRole('listitem')).toHaveCount(8, { timeout: 180_000 });
  await expect(page.getByText('8 photos need alt text')).toBeVisible();
  for (const index of PHOTOS.keys()) {
    const card = gallery.getByRole('listitem').nth(index);
    await card.getByLabel(`Alt text of photo ${index + 1}`).fill(alt(index));
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Needs alt text')).toBeHidden();
  }
  await expect(page.getByText(/need(s)? alt text/)).toBeHidden();

  // The first photo to the end with the keyboard alone: one step down, then End.
  await gallery.getByRole('button', { name: 'Move photo 1 down' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Photo moved from position 1 to 2 of 8.')).toBeAttached();
  await expect(gallery.getByRole('button', { name: 'Move photo 2 down' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByText('Photo moved from position 2 to 8 of 8.')).toBeAttached();
  await expect(gallery.getByRole('button', { name: 'Move photo 8 up' })).toBeFocused();
  /** The gallery's order now: the second to the eighth photo chosen, then the first. */
  const order = [1, 2, 3, 4, 5, 6, 7, 0];
  for (const [position, index] of order.entries()) {
    await expect(gallery.getByRole('listitem').nth(position).getByRole('img')).toHaveAttribute(
      'alt',
      alt(index),
    );
  }
  // The cover: the third in the gallery (the fourth chosen, the fairy lights).
  await gallery.getByRole('button', { name: 'Make photo 3 the cover' }).click();
  await expect(gallery.getByRole('button', { name: 'Photo 3 is the cover' })).toBeDisabled();

  // Submitted from the vendor's page (the server takes it only with the checklist complete).
  await page.goto(`/vendor-dashboard/vendors/${vendorId}`);
  await status.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(`${businessName} submitted for review`)).toBeVisible();
  await expect(page.getByText('Waiting for review', { exact: true })).toBeVisible();

  // 2. The SUPER_ADMIN approves it from the moderation queue.
  await approveFromQueue(admin.page, businessName);
  await admin.close();

  // 3. The vendor proves their phone (sending on their behalf asks it, decision 0022)...
  await page.goto('/vendor-dashboard/settings');
  const sms = page.getByRole('region', { name: 'SMS' });
  await sms.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(`Code sent to ${phones.owner}`)).toBeVisible();
  await expect.poll(() => provider.acceptedTo(phones.owner), { timeout: 60_000 }).toBe(1);
  const code = /\b(\d{6})\b/.exec(provider.accepted.find((m) => m.to === phones.owner)!.body)?.[1];
  await sms.getByLabel('Code').fill(code!);
  await sms.getByRole('button', { name: 'Verify' }).click();
  await expect(sms.getByText(/is verified: you may send SMS/)).toBeVisible();

  // ...and invites a client, who gets the review link by SMS, once.
  await page.goto('/vendor-dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await page.getByLabel("Client's name").fill('Achieng Otieno');
  await page.getByRole('textbox', { name: /^Client's mobile number/ }).fill(phones.client);
  await page.getByRole('button', { name: 'Send review link' }).click();
  await expect(page.getByText('The SMS to Achieng Otieno is on its way.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: "Achieng Otieno's review link" })).toHaveValue(
    /\/review\/[A-Za-z0-9_-]+$/,
  );
  await expect.poll(() => provider.acceptedTo(phones.client), { timeout: 60_000 }).toBe(1);
  const invitation = provider.accepted.find((m) => m.to === phones.client)!.body;
  expect(invitation).toContain(businessName);
  const reviewLink = /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/.exec(invitation)?.[0];
  expect(reviewLink, invitation).toBeDefined();

  // The client, on their own phone, reviews through the link: five stars and a few words.
  const client = await openBrowser(browser, server.url);
  await client.page.goto(reviewLink!);
  await expect(
    client.page.getByRole('heading', { level: 1, name: `Review ${businessName}` }),
  ).toBeVisible();
  await client.page.locator('label').filter({ hasText: '5 stars, Excellent' }).click();
  await expect(client.page.getByText('5 of 5: Excellent')).toBeVisible();
  await client.page.getByLabel('Your review (optional)').fill(REVIEW_TEXT);
  await expect(client.page.getByLabel('Your name, as shown')).toHaveValue('Achieng Otieno');
  await client.page.getByRole('button', { name: 'Publish my review' }).click();
  await expect(
    client.page.getByRole('heading', { level: 1, name: 'Thank you for your review' }),
  ).toBeVisible();
  await client.close();

  // 4. The vendor replies from the dashboard.
  await page.reload();
  const reviews = page.getByRole('article').filter({ hasText: REVIEW_TEXT });
  await reviews.getByRole('button', { name: 'Reply', exact: true }).click();
  await reviews.getByLabel('Your reply (public)').fill(REPLY_TEXT);
  await reviews.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByText('Reply saved')).toBeVisible();
  await expect(reviews.getByText(REPLY_TEXT)).toBeVisible();

  // 5. A visitor on a phone finds the vendor by category, city and minimum rating.
  const visitor = await openBrowser(browser, server.url);
  await visitor.page.goto('/vendors');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  // On a phone the filters but the search fold behind "Filters" (issue 29).
  await visitor.page.getByRole('button', { name: 'Filters', exact: true }).click();
  await visitor.page.getByLabel('Category').selectOption({ label: categoryName });
  await visitor.page.getByLabel('City or town').fill(city);
  await visitor.page
    .getByLabel('Rating', { exact: true })
    .selectOption({ label: '4 stars and up' });
  const results = visitor.page.getByRole('list', { name: 'Vendors' });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('link', { name: businessName })).toBeVisible();
  await expect(visitor.page).toHaveURL(/[?&]category=[^&]+&city=[^&]+&minRating=4(&|$)/);
  await expectAxeClean(visitor.page, '/vendors filtered');

  // The link, opened again (as when shared), keeps the filters and the result.
  await visitor.page.goto(visitor.page.url());
  await expect(visitor.page.getByLabel('City or town')).toHaveValue(city);
  await expect(visitor.page.getByLabel('Rating', { exact: true })).toHaveValue('4');
  await expect(results.getByRole('article')).toHaveCount(1);

  // The storefront.
  await results.getByRole('link', { name: businessName }).click();
  const storefront = visitor.page;
  await expect(storefront.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  const offer = storefront.getByRole('region', { name: 'Services and prices' });
  await expect(offer.getByRole('listitem')).toHaveCount(3);
  await expect(offer.getByText('From KES 250,000.00')).toBeVisible();

  // The cover chosen in the gallery heads the page (the strip's thumbnails have no alt text).
  await expect(storefront.getByRole('img', { name: alt(3), exact: true })).toBeVisible();

  // The lightbox, by keyboard: the next photo with the arrow, Escape closes.
  const strip = storefront.getByRole('list', { name: `Photos of ${businessName}` });
  await expect(strip.getByRole('listitem')).toHaveCount(8);
  await strip.getByRole('button', { name: `Open ${alt(order[0]!)} (photo 1 of 8)` }).click();
  const lightbox = storefront.getByRole('dialog');
  await expect(lightbox).toContainText('(1 of 8)');
  await expect(lightbox.getByRole('img', { name: alt(order[0]!) })).toBeVisible();
  await storefront.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('(2 of 8)');
  await expect(lightbox.getByRole('img', { name: alt(order[1]!) })).toBeVisible();
  await storefront.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(
    strip.getByRole('button', { name: `Open ${alt(order[1]!)} (photo 2 of 8)` }),
  ).toBeFocused();

  // The review and the vendor's reply.
  const shown = storefront.getByRole('region', { name: 'Reviews' });
  await expect(shown.getByText('1 review', { exact: true })).toBeVisible();
  await expect(shown.getByText(REVIEW_TEXT)).toBeVisible();
  await expect(shown.getByText(`Reply from ${businessName}`)).toBeVisible();
  await expect(shown.getByText(REPLY_TEXT)).toBeVisible();

  await expectNoHorizontalOverflow(storefront, '/vendors/:vendorId');
  await expectAxeClean(storefront, '/vendors/:vendorId');

  // The enquiry, which reaches the business's phone exactly once.
  const enquiry = storefront.getByRole('form', { name: 'Send an enquiry' });
  const eventDay = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await enquiry.getByLabel('Your name', { exact: true }).fill('Baraka Mwangi');
  await enquiry.getByRole('textbox', { name: /^Your phone number/ }).fill(phones.visitor);
  await enquiry.getByLabel('Event date').fill(eventDay);
  await enquiry.getByLabel('Number of guests').fill('300');
  await enquiry.getByLabel('Service (optional)').selectOption({ label: 'Full wedding decor' });
  await enquiry
    .getByLabel('Message', { exact: true })
    .fill('Is the date free for a garden wedding?');
  await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(storefront.getByText('Enquiry sent')).toBeVisible();
  await expect.poll(() => provider.acceptedTo(phones.business), { timeout: 60_000 }).toBe(1);
  const notice = provider.accepted.find((m) => m.to === phones.business)!.body;
  expect(notice).toContain('Baraka Mwangi');
  expect(notice).toContain('Is the date free for a garden wedding?');

  // /services passes axe too.
  await storefront.goto('/services');
  await expect(storefront.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expectAxeClean(storefront, '/services');
  await visitor.close();

  // The vendor sees the enquiry in the dashboard.
  await page.goto(`/vendor-dashboard/vendors/${vendorId}`);
  await expect(page.getByText('Is the date free for a garden wedding?')).toBeVisible();

  // 6. The storefront as a crawler reads it: HTML without JavaScript, with its preview.
  const vendor = (await (await page.request.get(`/api/vendors/${vendorId}`)).json()) as {
    coverPhotoId: string;
  };
  const raw = await request.get(`/vendors/${vendorId}`, { headers: { accept: 'text/html' } });
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(metaContent(html, 'og:title')).toContain(businessName);
  expect(metaContent(html, 'og:description')).toBeTruthy();
  expect(metaContent(html, 'og:image')).toBe(
    `${server.url}/api/vendor-photos/${vendor.coverPhotoId}/1280.webp`,
  );

  // Exactly once, still: one enquiry notice, one invitation, one code, nothing sent twice.
  expect(provider.acceptedTo(phones.business)).toBe(1);
  expect(provider.acceptedTo(phones.client)).toBe(1);
  expect(provider.accepted).toHaveLength(3);
  expect(provider.repeats).toBe(0);
});
