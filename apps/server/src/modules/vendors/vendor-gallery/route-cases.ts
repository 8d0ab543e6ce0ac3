/**
 * The authorization matrix's rows for the vendor gallery. Every dashboard route acts on the
 * caller's own vendor (ownership, not scope), so each row's vendor is made for the caller
 * (`self`); another owner's vendor and photos answering 404 is tested in vendor-
 * gallery.test.ts. The files are public (decision 0038). test/route-cases.ts gathers them
 * (decision 0066b).
 */
import sharp from 'sharp';
import { vendorPhotoFiles, vendorPhotos } from '../../../db/schema';
import type { RouteCase } from '../../../../test/route-case';
import { insertVendor } from '../../../../test/support/vendor-fixtures';
import type { TestApp } from '../../../../test/test-app';

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();

/** A vendor of `ownerId` with one 8 x 8 photo, written straight into the database. */
async function insertVendorPhoto(t: TestApp, ownerId: string) {
  const vendorId = (await insertVendor(t, ownerId)).id;
  const [photo] = await t.db
    .insert(vendorPhotos)
    .values({ vendorId, position: 0, width: 8, height: 8 })
    .returning({ id: vendorPhotos.id });
  await t.db.insert(vendorPhotoFiles).values({
    photoId: photo!.id,
    variant: '8.webp',
    width: 8,
    height: 8,
    contentType: 'image/webp',
    bytes: await sharp(await png())
      .webp()
      .toBuffer(),
  });
  return { vendorId, photoId: photo!.id };
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/vendors/:id/photos': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendors/${(await insertVendor(t, selfId)).id}/photos`,
      raw: { payload: await png(), contentType: 'image/png' },
    }),
    success: 201,
  },
  'GET /api/vendors/:id/photos': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendors/${(await insertVendor(t, selfId)).id}/photos`,
    }),
    success: 200,
  },
  'PUT /api/vendors/:id/photo-order': {
    prepare: async ({ t, selfId }) => {
      const { vendorId, photoId } = await insertVendorPhoto(t, selfId);
      return { url: `/api/vendors/${vendorId}/photo-order`, body: { photoIds: [photoId] } };
    },
    success: 200,
  },
  'PATCH /api/vendor-photos/:id': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendor-photos/${(await insertVendorPhoto(t, selfId)).photoId}`,
      body: { altText: 'A decorated hall' },
    }),
    success: 200,
  },
  'DELETE /api/vendor-photos/:id': {
    prepare: async ({ t, selfId }) => ({
      url: `/api/vendor-photos/${(await insertVendorPhoto(t, selfId)).photoId}`,
    }),
    success: 200,
  },
  'GET /api/vendor-photos/:id/:file': {
    prepare: async ({ admin, t }) => {
      const { body } = await admin('GET', '/api/me?fields=id');
      const { photoId } = await insertVendorPhoto(t, (body as { id: string }).id);
      return { url: `/api/vendor-photos/${photoId}/8.webp` };
    },
    success: 200,
  },
};
