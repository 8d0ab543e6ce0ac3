/**
 * A vendor's services through HTTP on a real database: only the owner lists and changes
 * them (404 otherwise, nothing written), pricing and unit stay consistent, categories are
 * service categories, the per-vendor limit holds, and every write is audited.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VENDOR_LIMITS } from '@karamu/shared';
import { vendorPhotos, vendorServices } from '../src/db/schema';
import { type AdminApi, useAdminApp } from './support/admin-app';
import {
  addPhoto,
  createService,
  createVendor,
  seededServiceCategory,
  signUpVendor,
} from './support/vendor-fixtures';
import { type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;
let category: { id: string; name: string };

useAdminApp(
  async (started) => {
    ({ t, admin } = started);
    category = await seededServiceCategory(admin, 'Tents and chairs');
  },
  { LOGIN_MAX_ATTEMPTS_PER_IP: '100000' },
);

const storedService = async (id: string) =>
  (await t.db.select().from(vendorServices).where(eq(vendorServices.id, id)))[0];

describe('services', () => {
  it('are created for the own vendor, with category name and photos, listed and audited', async () => {
    const owner = await signUpVendor(t);
    const vendor = await createVendor(owner.api, { businessName: 'Hema Bora', currency: 'KES' });
    const service = await createService(owner.api, vendor.id, {
      title: '  Tent for 200  ',
      categoryId: category.id,
      description: '<b>White</b> tent & chairs',
    });
    expect(service).toMatchObject({
      vendorId: vendor.id,
      title: 'Tent for 200',
      categoryId: category.id,
      categoryName: 'Tents and chairs',
      description: '<b>White</b> tent & chairs',
      pricing: 'per_unit',
      unit: 'guest',
      published: true,
      photos: [],
      version: 1,
    });
    const photo = await addPhoto(t, vendor.id, 'The tent at night', 3);
    await t.db
      .update(vendorPhotos)
      .set({ serviceId: service.id })
      .where(eq(vendorPhotos.id, photo));
    const read = await owner.api('GET', `/api/vendor-services/${service.id}`);
    expect(read.body.photos).toEqual([
      expect.objectContaining({ id: photo, altText: 'The tent at night' }),
    ]);

    await createService(owner.api, vendor.id, { title: 'Chairs', published: false });
    const list = await owner.api('GET', `/api/vendor-services?vendorId=${vendor.id}`);
    expect(list.body).toMatchObject({ total: 2, page: 1 });
    expect(list.body.items.map((s: { title: string }) => s.title)).toEqual([
      'Chairs',
      'Tent for 200',
    ]);
    const drafts = await owner.api(
      'GET',
      `/api/vendor-services?vendorId=${vendor.id}&filter=published:in:false`,
    );
    expect(drafts.body.items.map((s: { title: string }) => s.title)).toEqual(['Chairs']);

    const log = await admin('GET', `/api/audit-log?filter=recordId:ilike:${service.id}`);
    expect(log.body.items).toEqual([
      expect.objectContaining({ action: 'create', resource: 'vendor_services', actorId: owner.id }),
    ]);
  });

  it('clear the unit when pricing leaves per unit, and need one to enter it', async () => {
    const owner = await signUpVendor(t);
    const vendor = await createVendor(owner.api, { businessName: 'Pricing', currency: 'KES' });
    const service = await createService(owner.api, vendor.id);
    const fixed = await owner.api('PATCH', `/api/vendor-services/${service.id}`, {
      pricing: 'fixed',
      version: 1,
    });
    expect(fixed.body).toMatchObject({ pricing: 'fixed', unit: null, version: 2 });
    // A unit alone on a fixed price is dropped, not stored against the database's rule.
    const unitOnly = await owner.api('PATCH', `/api/vendor-services/${service.id}`, {
      unit: 'hour',
      version: 2,
    });
    expect(unitOnly.body).toMatchObject({ pricing: 'fixed', unit: null });
    const noUnit = await owner.api('PATCH', `/api/vendor-services/${service.id}`, {
      pricing: 'per_unit',
      version: 3,
    });
    expect(noUnit.status).toBe(400);
    expect(noUnit.body.fieldErrors).toEqual({ unit: ['Unit is required for a price per unit'] });
    const perHour = await owner.api('PATCH', `/api/vendor-services/${service.id}`, {
      pricing: 'per_unit',
      unit: 'hour',
      version: 3,
    });
    expect(perHour.body).toMatchObject({ pricing: 'per_unit', unit: 'hour', version: 4 });
    const stale = await owner.api('PATCH', `/api/vendor-services/${service.id}`, {
      title: 'Late',
      version: 3,
    });
    expect(stale.status).toBe(409);
  });

  it('refuse bad input naming the field, and categories that are not service ones', async () => {
    const owner = await signUpVendor(t);
    const vendor = await createVendor(owner.api, { businessName: 'Strict', currency: 'KES' });
    const bad = await owner.api('POST', '/api/vendor-services', {
      vendorId: vendor.id,
      title: '',
      pricing: 'hourly',
      priceMinor: -1,
      currency: 'KES',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['priceMinor', 'pricing', 'title']);
    const eventCategory = await admin('POST', '/api/categories', {
      kind: 'event',
      name: 'Sendoff',
    });
    const wrongKind = await owner.api('POST', '/api/vendor-services', {
      vendorId: vendor.id,
      title: 'Wrong',
      pricing: 'fixed',
      priceMinor: 1,
      currency: 'KES',
      categoryId: eventCategory.body.id,
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.fieldErrors).toEqual({ categoryId: ['Unknown service category'] });
    expect((await owner.api('GET', `/api/vendor-services?vendorId=${vendor.id}`)).body.total).toBe(
      0,
    );
  });

  it("answer 404 for another owner's service or vendor, writing nothing", async () => {
    const owner = await signUpVendor(t);
    const intruder = await signUpVendor(t);
    const vendor = await createVendor(owner.api, { businessName: 'Mine', currency: 'KES' });
    const service = await createService(owner.api, vendor.id);
    const before = await storedService(service.id);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/vendor-services/${service.id}`],
      ['PATCH', `/api/vendor-services/${service.id}`, { title: 'Taken', version: 1 }],
      ['DELETE', `/api/vendor-services/${service.id}`],
      ['GET', `/api/vendor-services?vendorId=${vendor.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await intruder.api(method as 'GET', url, body)).status, `${method} ${url}`).toBe(404);
    }
    expect(await storedService(service.id)).toEqual(before);
  });

  it(`hold at most ${VENDOR_LIMITS.services} per vendor`, async () => {
    const owner = await signUpVendor(t);
    const vendor = await createVendor(owner.api, { businessName: 'Busy', currency: 'KES' });
    await t.db.insert(vendorServices).values(
      Array.from({ length: VENDOR_LIMITS.services }, (_, i) => ({
        vendorId: vendor.id,
        title: `Service ${i}`,
        pricing: 'fixed' as const,
        priceMinor: 100,
        currency: 'KES',
      })),
    );
    const over = await owner.api('POST', '/api/vendor-services', {
      vendorId: vendor.id,
      title: 'One too many',
      pricing: 'fixed',
      priceMinor: 1,
      currency: 'KES',
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/at most 100 services/);
  });

  it('are deleted by the owner; their photos stay in the gallery', async () => {
    const owner = await signUpVendor(t);
    const vendor = await createVendor(owner.api, { businessName: 'Tidy', currency: 'KES' });
    const service = await createService(owner.api, vendor.id);
    const photo = await addPhoto(t, vendor.id);
    await t.db
      .update(vendorPhotos)
      .set({ serviceId: service.id })
      .where(eq(vendorPhotos.id, photo));
    expect((await owner.api('DELETE', `/api/vendor-services/${service.id}`)).status).toBe(200);
    expect(await storedService(service.id)).toBeUndefined();
    const [kept] = await t.db.select().from(vendorPhotos).where(eq(vendorPhotos.id, photo));
    expect(kept).toMatchObject({ vendorId: vendor.id, serviceId: null });
  });
});
