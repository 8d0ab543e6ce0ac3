/**
 * A vendor's gallery (issue 17, decision 0038): real photos drawn by sharp go in as raw
 * bodies, come out as WebP sizes without their EXIF and GPS, upright, under immutable
 * URLs; hostile and oversized uploads are 4xx that write nothing; ownership is a 404;
 * order, alt text, service and delete keep positions 0..n-1 in one transaction.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_LIMITS,
  VENDOR_PHOTO_MAX_BYTES,
  vendorPhotoUrl,
  type VendorPhoto,
} from '@karamu/shared';
import { auditLog, vendorPhotoFiles, vendorPhotos, vendors } from '../src/db/schema';
import { statusBeforeBodyOf } from './support/http-before-body';
import { greyPng } from './support/png';
import { insertService, insertVendor } from './support/vendor-fixtures';
import { asWebApp, createTestApp, createUserWith, type TestApp } from './test-app';

let t: TestApp;
let owner: { id: string; cookie: string };
let stranger: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWith(t, []);
  stranger = await createUserWith(t, []);
});
afterAll(async () => t.close());

/** A photo-like image with EXIF (an artist's name and a GPS position) that must not survive. */
const cameraPhoto = (
  format: 'jpeg' | 'png' | 'webp',
  width = 1600,
  height = 1200,
  orientation?: number,
) => {
  const drawn = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).withExif({
    IFD0: { Artist: 'Amina Wanjiru' },
    IFD3: {
      GPSLatitudeRef: 'S',
      GPSLatitude: '1/1 17/1 3/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '36/1 49/1 0/1',
    },
  });
  return (orientation ? drawn.withMetadata({ orientation }) : drawn).toFormat(format).toBuffer();
};

const upload = (
  vendorId: string,
  body: Buffer | string,
  contentType = 'image/jpeg',
  cookie = owner.cookie,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendors/${vendorId}/photos`,
    headers: { ...asWebApp(cookie), 'content-type': contentType },
    payload: body,
  });

const call = (
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
  cookie = owner.cookie,
) => t.app.inject({ method, url, headers: asWebApp(cookie), ...(body ? { payload: body } : {}) });

const photoRows = (vendorId: string) =>
  t.db.select().from(vendorPhotos).where(eq(vendorPhotos.vendorId, vendorId));

async function addPhoto(vendorId: string): Promise<VendorPhoto> {
  const response = await upload(vendorId, await cameraPhoto('jpeg', 400, 300));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<VendorPhoto>();
}

describe('upload', () => {
  it('stores a camera JPEG as WebP sizes without EXIF or GPS, upright, at the end of the gallery', async () => {
    const vendorId = (await insertVendor(t, owner.id)).id;
    // Orientation 6: the camera was turned, the pixels are 1600 x 1200 but show portrait.
    const jpeg = await cameraPhoto('jpeg', 1600, 1200, 6);
    expect((await sharp(jpeg).metadata()).exif?.includes('Amina Wanjiru')).toBe(true);

    const response = await upload(vendorId, jpeg);
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<VendorPhoto>();
    expect(photo).toMatchObject({
      vendorId,
      position: 0,
      width: 1200,
      height: 1600,
      altText: null,
    });
    expect(photo.sources.map((s) => s.width)).toEqual([320, 640, 1200]);

    for (const source of photo.sources) {
      const file = await t.app.inject({ method: 'GET', url: source.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stored = await sharp(file.rawPayload).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: source.width });
      expect(stored.height).toBe(Math.round((source.width * 1600) / 1200));
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect(file.rawPayload.includes('Amina Wanjiru')).toBe(false);
    }

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'vendor_photos'), eq(auditLog.recordId, photo.id)));
    expect(entry).toMatchObject({ action: 'create', actorId: owner.id });
  });

  it('keeps a large PNG at 320, 640 and 1280 pixels wide, and WebP as it comes', async () => {
    const vendorId = (await insertVendor(t, owner.id)).id;
    // Plain colour: a noisy 6 MP PNG would pass the 15 MB limit.
    const plain = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: { r: 90, g: 140, b: 60 } },
    })
      .png()
      .toBuffer();
    const png = await upload(vendorId, plain, 'image/png');
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json<VendorPhoto>()).toMatchObject({ width: 1280, height: 853, position: 0 });
    const files = await t.db
      .select({ variant: vendorPhotoFiles.variant, width: vendorPhotoFiles.width })
      .from(vendorPhotoFiles)
      .where(eq(vendorPhotoFiles.photoId, png.json<VendorPhoto>().id));
    expect(files.map((f) => f.variant).sort()).toEqual(['1280.webp', '320.webp', '640.webp']);

    const webp = await upload(vendorId, await cameraPhoto('webp', 800, 800), 'image/webp');
    expect(webp.json<VendorPhoto>()).toMatchObject({ width: 800, height: 800, position: 1 });
  });

  it('answers a file by ETag with 304, and 404 for an unknown photo or size', async () => {
    const photo = await addPhoto((await insertVendor(t, owner.id)).id);
    const url = vendorPhotoUrl(photo.id, 320);
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const unknownSize = await t.app.inject({ method: 'GET', url: vendorPhotoUrl(photo.id, 1280) });
    expect(unknownSize.statusCode).toBe(404);
    const unknownPhoto = await t.app.inject({
      method: 'GET',
      url: vendorPhotoUrl('00000000-0000-4000-8000-000000000000', 320),
    });
    expect(unknownPhoto.statusCode).toBe(404);
    const notAFile = await t.app.inject({
      method: 'GET',
      url: `/api/vendor-photos/${photo.id}/x.png`,
    });
    expect(notAFile.statusCode).toBe(400);
  });
});

describe('bad uploads: a clear 4xx naming the photo, nothing written', () => {
  let vendorId: string;
  beforeAll(async () => {
    vendorId = (await insertVendor(t, owner.id)).id;
  });

  const refusedWith = async (response: Awaited<ReturnType<typeof upload>>, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ message: string; fieldErrors: Record<string, string[]> }>();
    expect(body.fieldErrors.photo).toHaveLength(1);
    expect(await photoRows(vendorId)).toHaveLength(0);
    return body.message;
  };

  it('refuses a truncated JPEG', async () => {
    const jpeg = await cameraPhoto('jpeg');
    const message = await refusedWith(
      await upload(vendorId, jpeg.subarray(0, jpeg.length / 2)),
      400,
    );
    expect(message).toBe('The photo could not be read: the file is damaged or incomplete');
  });

  it('refuses a text file and an SVG with a script, whatever type they claim', async () => {
    expect(await refusedWith(await upload(vendorId, 'just some text'), 400)).toBe(
      'Upload a JPEG, PNG or WebP photo',
    );
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(await refusedWith(await upload(vendorId, svg, 'image/png'), 400)).toBe(
      'Upload a JPEG, PNG or WebP photo',
    );
    expect(await refusedWith(await upload(vendorId, svg, 'image/svg+xml'), 415)).toBe(
      'Upload a JPEG, PNG or WebP photo',
    );
  });

  it('refuses a GIF and an empty body', async () => {
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer();
    await refusedWith(await upload(vendorId, gif, 'image/png'), 400);
    expect(await refusedWith(await upload(vendorId, Buffer.alloc(0)), 400)).toBe(
      'Choose a photo to upload',
    );
  });

  it('refuses a 20,000 x 20,000 PNG from its header, memory bounded, and keeps serving', async () => {
    const bomb = greyPng(20_000, 20_000, 16);
    expect(bomb.length).toBeLessThan(10_000);
    const before = process.memoryUsage().rss;
    const message = await refusedWith(await upload(vendorId, bomb, 'image/png'), 400);
    expect(message).toBe('Upload a photo of at most 50 megapixels');
    // Decoded, it would be 400 MP: 1.2 GB as RGB.
    expect(process.memoryUsage().rss - before).toBeLessThan(200_000_000);
    expect((await call('GET', `/api/vendors/${vendorId}/photos`)).statusCode).toBe(200);
  });

  it('refuses a strip too long for its width', async () => {
    const strip = await sharp({
      create: { width: 100, height: 900, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect(await refusedWith(await upload(vendorId, strip, 'image/png'), 400)).toBe(
      'Upload a photo at most 8 times as long as it is wide',
    );
  });

  describe('before the body is received', () => {
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
    });
    const jpegHeaders = (cookie?: string) => ({
      ...asWebApp(cookie),
      'content-type': 'image/jpeg',
    });

    it('answers a 50 MB upload 413, and another owner 404, without reading it', async () => {
      const url = `/api/vendors/${vendorId}/photos`;
      const fifty = 50_000_000;
      expect(await statusBeforeBodyOf(t.app, url, 'POST', jpegHeaders(owner.cookie), fifty)).toBe(
        413,
      );
      expect(
        await statusBeforeBodyOf(t.app, url, 'POST', jpegHeaders(stranger.cookie), fifty),
      ).toBe(404);
      expect(await statusBeforeBodyOf(t.app, url, 'POST', jpegHeaders(), fifty)).toBe(401);
      expect(await photoRows(vendorId)).toHaveLength(0);
    });

    it('answers a full gallery 409 without reading the upload', async () => {
      const full = (await insertVendor(t, owner.id)).id;
      await t.db.insert(vendorPhotos).values(
        Array.from({ length: VENDOR_LIMITS.photos }, (_, position) => ({
          vendorId: full,
          position,
          width: 320,
          height: 240,
        })),
      );
      const url = `/api/vendors/${full}/photos`;
      expect(
        await statusBeforeBodyOf(
          t.app,
          url,
          'POST',
          jpegHeaders(owner.cookie),
          VENDOR_PHOTO_MAX_BYTES,
        ),
      ).toBe(409);
      const refused = await upload(full, await cameraPhoto('jpeg', 400, 300));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `A gallery holds at most ${VENDOR_LIMITS.photos} photos: delete one to add another`,
      );
      expect(await photoRows(full)).toHaveLength(VENDOR_LIMITS.photos);
    });
  });
});

describe('the last place in a gallery', () => {
  it('goes to one of two uploads decoded side by side; the other is a 409', async () => {
    const vendorId = (await insertVendor(t, owner.id)).id;
    await t.db.insert(vendorPhotos).values(
      Array.from({ length: VENDOR_LIMITS.photos - 1 }, (_, position) => ({
        vendorId,
        position,
        width: 320,
        height: 240,
      })),
    );
    const photo = await cameraPhoto('jpeg', 400, 300);
    // Both pass the check before the body; the count under the vendor's lock decides.
    const answers = await Promise.all([upload(vendorId, photo), upload(vendorId, photo)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await photoRows(vendorId);
    expect(rows).toHaveLength(VENDOR_LIMITS.photos);
    expect(new Set(rows.map((row) => row.position)).size).toBe(VENDOR_LIMITS.photos);
  });
});

describe("another owner's vendor and photos: 404, nothing written", () => {
  it('refuses every gallery route', async () => {
    const vendorId = (await insertVendor(t, owner.id)).id;
    const photo = await addPhoto(vendorId);
    const asStranger = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) =>
      call(method, url, body, stranger.cookie);

    expect(
      (await upload(vendorId, await cameraPhoto('jpeg', 400, 300), 'image/jpeg', stranger.cookie))
        .statusCode,
    ).toBe(404);
    expect((await asStranger('GET', `/api/vendors/${vendorId}/photos`)).statusCode).toBe(404);
    expect(
      (await asStranger('PUT', `/api/vendors/${vendorId}/photo-order`, { photoIds: [photo.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asStranger('PATCH', `/api/vendor-photos/${photo.id}`, { altText: 'Mine now' }))
        .statusCode,
    ).toBe(404);
    expect((await asStranger('DELETE', `/api/vendor-photos/${photo.id}`)).statusCode).toBe(404);

    const [row] = await photoRows(vendorId);
    expect(row).toMatchObject({ id: photo.id, altText: null, position: 0 });
  });
});

describe('order, alt text, service, delete', () => {
  it('reorders with exactly the vendor’s photos, and refuses anything else unchanged', async () => {
    const vendorId = (await insertVendor(t, owner.id)).id;
    const [a, b, c] = [
      await addPhoto(vendorId),
      await addPhoto(vendorId),
      await addPhoto(vendorId),
    ];
    const url = `/api/vendors/${vendorId}/photo-order`;

    const reordered = await call('PUT', url, { photoIds: [c!.id, a!.id, b!.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<VendorPhoto[]>().map((p) => [p.id, p.position])).toEqual([
      [c!.id, 0],
      [a!.id, 1],
      [b!.id, 2],
    ]);
    const listed = await call('GET', `/api/vendors/${vendorId}/photos`);
    expect(listed.json<VendorPhoto[]>().map((p) => p.id)).toEqual([c!.id, a!.id, b!.id]);

    const foreign = await addPhoto((await insertVendor(t, owner.id)).id);
    for (const photoIds of [
      [c!.id, a!.id],
      [c!.id, a!.id, a!.id],
      [c!.id, a!.id, b!.id, foreign.id],
      [c!.id, a!.id, foreign.id],
    ]) {
      const refused = await call('PUT', url, { photoIds });
      expect(refused.statusCode, JSON.stringify(photoIds)).toBe(400);
      expect(refused.json().fieldErrors.photoIds).toEqual(['Name each of the 3 photos once']);
    }
    const bad = await call('PUT', url, { photoIds: ['not-a-uuid'] });
    expect(bad.statusCode).toBe(400);
    const after = await call('GET', `/api/vendors/${vendorId}/photos`);
    expect(after.json<VendorPhoto[]>().map((p) => p.id)).toEqual([c!.id, a!.id, b!.id]);
  });

  it('sets and clears alt text and the service; refuses another vendor’s service and long text', async () => {
    const vendorId = (await insertVendor(t, owner.id)).id;
    const serviceId = await insertService(t, vendorId);
    const otherService = await insertService(t, (await insertVendor(t, owner.id)).id);
    const photo = await addPhoto(vendorId);
    const url = `/api/vendor-photos/${photo.id}`;

    const set = await call('PATCH', url, { altText: '  Tent set for 300 guests ', serviceId });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ altText: 'Tent set for 300 guests', serviceId });

    const foreign = await call('PATCH', url, { serviceId: otherService });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors.serviceId).toEqual(['Unknown service']);
    const long = await call('PATCH', url, { altText: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.altText).toEqual(['Alt text must be at most 300 characters']);

    const cleared = await call('PATCH', url, { altText: '', serviceId: null });
    expect(cleared.json()).toMatchObject({ altText: null, serviceId: null });
  });

  it('deletes a photo with its files, clears the cover, and moves the later photos up', async () => {
    const vendorId = (await insertVendor(t, owner.id)).id;
    const [a, b, c] = [
      await addPhoto(vendorId),
      await addPhoto(vendorId),
      await addPhoto(vendorId),
    ];
    await t.db
      .update(vendors)
      .set({ coverPhotoId: b!.id, logoPhotoId: b!.id })
      .where(eq(vendors.id, vendorId));

    const deleted = await call('DELETE', `/api/vendor-photos/${b!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.id, vendorId));
    expect(vendor).toMatchObject({ coverPhotoId: null, logoPhotoId: null });
    const listed = await call('GET', `/api/vendors/${vendorId}/photos`);
    expect(listed.json<VendorPhoto[]>().map((p) => [p.id, p.position])).toEqual([
      [a!.id, 0],
      [c!.id, 1],
    ]);
    expect((await t.app.inject({ method: 'GET', url: b!.sources[0]!.url })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/vendor-photos/${b!.id}`)).statusCode).toBe(404);
  });
});
