/**
 * The vendor gallery in Chromium at phone width (issue 17, decision 0038): a vendor who
 * signed up uploads three real photos at once, describes them, moves one with the keyboard
 * and back by dragging it, picks the cover, and the server keeps that order and cover; the
 * page passes axe and does not scroll sideways at 360 px. The vendor and its cover come
 * through the vendors area's API (vendor sign-up, POST and PATCH /api/vendors).
 */
import sharp from 'sharp';
import { getJson, postJson } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { PHONE_VIEWPORT, expectNoHorizontalOverflow } from '../support/overflow';
import { expect, test } from '../support/test';
import { cameraJpeg } from '../support/vendors';

type Photo = { id: string; altText: string | null; position: number };

test('a vendor uploads photos, describes them, reorders them with the keyboard and picks the cover', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE_VIEWPORT);
  // Sign-up signs the page's context in (page.request shares its cookies).
  await postJson(page.request, '/api/signup', {
    name: 'Zawadi Achieng',
    phone: `+2547${String(Date.now()).slice(-8)}`,
    password: 'vendor-password-1',
    kind: 'vendor',
  });
  const vendor = await postJson<{ id: string }>(page.request, '/api/vendors', {
    businessName: 'Zawadi Tents',
    currency: 'KES',
  });

  await page.goto('/vendor-dashboard/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByText(/No photos yet/)).toBeVisible();
  await expectAxeClean(page, 'empty gallery');

  const files = [
    ['tent.jpg', '#d8d2c4'],
    ['chairs.jpg', '#3a5f8a'],
    ['lights.jpg', '#b8860b'],
  ] as const;
  await page.getByLabel('Add photos').setInputFiles(
    await Promise.all(
      files.map(async ([name, colour]) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await cameraJpeg(colour),
      })),
    ),
  );
  const gallery = page.getByRole('list', { name: 'Photos in gallery order' });
  await expect(gallery.getByRole('listitem')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByText('3 photos need alt text')).toBeVisible();

  const alts = ['White tent on a lawn', 'Blue chairs in rows', 'Gold lights at night'];
  for (const [index, alt] of alts.entries()) {
    const card = gallery.getByRole('listitem').nth(index);
    await card.getByLabel(`Alt text of photo ${index + 1}`).fill(alt);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Needs alt text')).toBeHidden();
  }
  await expect(page.getByText(/need alt text/)).toBeHidden();

  // The first photo, moved to the end with the keyboard alone.
  await gallery.getByRole('button', { name: 'Move photo 1 down' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Photo moved from position 1 to 2 of 3.')).toBeAttached();
  await expect(gallery.getByRole('button', { name: 'Move photo 2 down' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Photo moved from position 2 to 3 of 3.')).toBeAttached();
  await expect(gallery.getByRole('button', { name: 'Move photo 3 up' })).toBeFocused();
  await expect(gallery.getByRole('listitem').nth(2).getByRole('img')).toHaveAttribute(
    'alt',
    alts[0]!,
  );

  // And back to the front by dragging it (from its picture) onto the first photo: with a
  // mouse, on a wide screen where the three photos stand side by side.
  await page.setViewportSize({ width: 1280, height: 900 });
  await gallery
    .getByRole('listitem')
    .nth(2)
    .dragTo(gallery.getByRole('listitem').nth(0), {
      sourcePosition: { x: 30, y: 30 },
      targetPosition: { x: 30, y: 30 },
    });
  await expect(page.getByText('Photo moved from position 3 to 1 of 3.')).toBeAttached();
  await expect(gallery.getByRole('listitem').nth(0).getByRole('img')).toHaveAttribute(
    'alt',
    alts[0]!,
  );

  await page.setViewportSize(PHONE_VIEWPORT);

  await gallery.getByRole('button', { name: 'Make photo 2 the cover' }).click();
  await expect(gallery.getByRole('button', { name: 'Photo 2 is the cover' })).toBeDisabled();

  await expect
    .poll(async () =>
      (await getJson<Photo[]>(page.request, `/api/vendors/${vendor.id}/photos`)).map(
        (photo) => photo.altText,
      ),
    )
    .toEqual(alts);
  const photos = await getJson<Photo[]>(page.request, `/api/vendors/${vendor.id}/photos`);
  const saved = await getJson<{ coverPhotoId: string }>(page.request, `/api/vendors/${vendor.id}`);
  expect(saved.coverPhotoId).toBe(photos[1]!.id);

  // The stored files: WebP, immutable, without the camera's metadata.
  const file = await page.request.get(`/api/vendor-photos/${photos[0]!.id}/640.webp`);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await sharp(await file.body()).metadata()).exif).toBeUndefined();

  await expectNoHorizontalOverflow(page, 'gallery with photos');
  await expectAxeClean(page, 'gallery with photos');
});
