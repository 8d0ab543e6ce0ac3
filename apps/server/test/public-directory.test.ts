/**
 * The public directory through HTTP on a real database: only published vendors and the
 * published services of published vendors; search by name, category, city, rating and
 * price; every sort; paging; bounded input refused with the parameter named; storefront
 * detail; views counted once per address and day.
 */
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vendorServices, vendors } from '../src/db/schema';
import { apiAs } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import {
  addPhoto,
  completeVendor,
  createService,
  createVendor,
  publishVendor,
  seededServiceCategory,
  signUpVendor,
} from './support/vendor-fixtures';
import { asWebApp, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;
const anonymous = () => apiAs(t, undefined);
let catering: { id: string };
let decor: { id: string };
type Listed = { id: string; businessName: string };
const ids: Record<string, string> = {};

/** A published vendor with a rating (kept by the reviews area: set here as stored figures). */
async function listed(
  name: string,
  category: string,
  fields: object,
  rating: { count: number; sum: number },
) {
  const owner = await signUpVendor(t);
  const vendor = await completeVendor(t, owner.api, category, { businessName: name, ...fields });
  const published = await publishVendor(owner.api, admin, vendor);
  await t.db
    .update(vendors)
    .set({ reviewCount: rating.count, ratingSum: rating.sum })
    .where(eq(vendors.id, published.id));
  ids[name] = published.id;
  return { owner, vendor: published };
}

useAdminApp(
  async (started) => {
    ({ t, admin } = started);
    catering = await seededServiceCategory(admin, 'Catering');
    decor = await seededServiceCategory(admin, 'Decor');
    await listed(
      'Mama Ntilie Catering',
      catering.id,
      { city: 'Nairobi', priceMinMinor: 100_000, priceMaxMinor: 500_000 },
      { count: 4, sum: 18 },
    );
    await listed(
      'Pilau Palace',
      catering.id,
      { city: 'Mombasa', priceMinMinor: 300_000, priceMaxMinor: 900_000 },
      { count: 10, sum: 40 },
    );
    await listed(
      'Maua Decor 100%',
      decor.id,
      { city: 'nairobi', priceMinMinor: 50_000, priceMaxMinor: null },
      { count: 0, sum: 0 },
    );
    // Not public: a draft, a pending and a suspended vendor.
    const owner = await signUpVendor(t);
    const draft = await completeVendor(t, owner.api, catering.id, {
      businessName: 'Draft Catering',
      city: 'Nairobi',
    });
    ids.draft = draft.id;
    const pending = await completeVendor(t, owner.api, catering.id, {
      businessName: 'Pending Catering',
      city: 'Nairobi',
    });
    await owner.api('POST', `/api/vendors/${pending.id}/submit`, { version: pending.version });
    ids.pending = pending.id;
    const gone = await listed(
      'Suspended Catering',
      catering.id,
      { city: 'Nairobi' },
      { count: 1, sum: 5 },
    );
    await admin('POST', `/api/vendors/${gone.vendor.id}/moderation`, {
      action: 'suspend',
      reason: 'Complaints',
      version: gone.vendor.version,
    });
  },
  { LOGIN_MAX_ATTEMPTS_PER_IP: '100000' },
);

const names = (body: { items: Listed[] }) => body.items.map((v) => v.businessName);

describe('GET /api/public/vendors', () => {
  it('lists only published vendors, best rated first by default, without owner fields', async () => {
    const { status, body } = await anonymous()('GET', '/api/public/vendors');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Mama Ntilie Catering', 'Pilau Palace', 'Maua Decor 100%']);
    expect(body).toMatchObject({ total: 3, page: 1, size: 12 });
    expect(body.items[0]).toMatchObject({
      rating: 4.5,
      reviewCount: 4,
      categories: [{ id: catering.id, name: 'Catering' }],
      cover: expect.objectContaining({ altText: 'Buffet table' }),
    });
    expect(body.items[0]).not.toHaveProperty('ownerId');
    expect(body.items[0]).not.toHaveProperty('status');
  });

  it('filters by name, category, city, minimum rating, price and currency', async () => {
    const get = async (query: string) =>
      names((await anonymous()('GET', `/api/public/vendors?${query}`)).body);
    expect(await get('q=pilau')).toEqual(['Pilau Palace']);
    // `%` is a character, not a wildcard.
    expect(await get(`q=${encodeURIComponent('100%')}`)).toEqual(['Maua Decor 100%']);
    expect(await get(`q=${encodeURIComponent('%')}`)).toEqual(['Maua Decor 100%']);
    expect(await get(`category=${decor.id}`)).toEqual(['Maua Decor 100%']);
    expect(await get('city=NAIROBI')).toEqual(['Mama Ntilie Catering', 'Maua Decor 100%']);
    expect(await get('minRating=4')).toEqual(['Mama Ntilie Catering', 'Pilau Palace']);
    expect(await get('minRating=5')).toEqual([]);
    expect(await get('minPrice=600000')).toEqual(['Pilau Palace']);
    expect(await get('maxPrice=90000')).toEqual(['Maua Decor 100%']);
    expect(await get('minPrice=200000&maxPrice=400000')).toEqual([
      'Mama Ntilie Catering',
      'Pilau Palace',
    ]);
    expect(await get('currency=TZS')).toHaveLength(3);
    expect(await get('currency=KES')).toEqual([]);
    expect(await get(`category=${catering.id}&city=nairobi&minRating=3`)).toEqual([
      'Mama Ntilie Catering',
    ]);
  });

  it('sorts by rating, reviews, newest and price both ways, and pages', async () => {
    const get = async (query: string) =>
      (await anonymous()('GET', `/api/public/vendors?${query}`)).body;
    expect(names(await get('sort=reviews'))).toEqual([
      'Pilau Palace',
      'Mama Ntilie Catering',
      'Maua Decor 100%',
    ]);
    expect(names(await get('sort=newest'))).toEqual([
      'Maua Decor 100%',
      'Pilau Palace',
      'Mama Ntilie Catering',
    ]);
    expect(names(await get('sort=price'))).toEqual([
      'Maua Decor 100%',
      'Mama Ntilie Catering',
      'Pilau Palace',
    ]);
    expect(names(await get('sort=-price'))).toEqual([
      'Pilau Palace',
      'Mama Ntilie Catering',
      'Maua Decor 100%',
    ]);
    const second = await get('sort=price&size=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(names(second)).toEqual(['Pilau Palace']);
    expect(names(await get('page=9'))).toEqual([]);
  });

  it('refuses out-of-bounds input naming the parameter', async () => {
    const cases: [string, string][] = [
      ['minRating=6', 'minRating'],
      ['minRating=x', 'minRating'],
      ['size=49', 'size'],
      ['page=0', 'page'],
      ['page=1001', 'page'],
      ['sort=name', 'sort'],
      ['category=not-a-uuid', 'category'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['minPrice=-1', 'minPrice'],
      ['minPrice=1e30', 'minPrice'],
      ['minPrice=5&maxPrice=4', 'maxPrice'],
      ['currency=XX', 'currency'],
    ];
    for (const [query, field] of cases) {
      const response = await anonymous()('GET', `/api/public/vendors?${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body), query).toContain(field);
    }
    expect((await anonymous()('GET', '/api/public/vendors?owner=me')).status).toBe(400);
  });
});

describe('GET /api/public/vendors/:id', () => {
  it('shows a published vendor with its published services and gallery in order', async () => {
    const owner = await signUpVendor(t);
    const vendor = await createVendor(owner.api, {
      businessName: 'Gallery Vendor',
      categoryIds: [decor.id],
      description: '<script>alert(1)</script>',
      city: 'Kisumu',
      phone: '+254712000999',
      currency: 'KES',
    });
    const second = await addPhoto(t, vendor.id, 'Second', 2);
    const first = await addPhoto(t, vendor.id, 'First', 1);
    await createService(owner.api, vendor.id, { title: 'Arch of flowers', categoryId: decor.id });
    await createService(owner.api, vendor.id, { title: 'Hidden draft', published: false });
    const withCover = await owner.api('PATCH', `/api/vendors/${vendor.id}`, {
      coverPhotoId: first,
      version: vendor.version,
    });
    expect((await anonymous()('GET', `/api/public/vendors/${vendor.id}`)).status).toBe(404);
    await publishVendor(owner.api, admin, withCover.body);

    const { status, body } = await anonymous()('GET', `/api/public/vendors/${vendor.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      businessName: 'Gallery Vendor',
      description: '<script>alert(1)</script>',
      cover: expect.objectContaining({ id: first }),
      services: [expect.objectContaining({ title: 'Arch of flowers', categoryName: 'Decor' })],
    });
    expect(body.photos.map((p: { id: string }) => p.id)).toEqual([first, second]);
    expect(body.services[0]).not.toHaveProperty('published');
  });

  it('answers 404 for draft, pending and suspended vendors and unknown ids', async () => {
    for (const id of [ids.draft, ids.pending, ids['Suspended Catering'], crypto.randomUUID()]) {
      expect((await anonymous()('GET', `/api/public/vendors/${id}`)).status).toBe(404);
    }
    expect((await anonymous()('GET', '/api/public/vendors/nope')).status).toBe(400);
  });
});

describe('GET /api/public/services', () => {
  it('lists published services of published vendors only, with the vendor card', async () => {
    const { body } = await anonymous()('GET', '/api/public/services?size=48');
    const vendorsShown = new Set(body.items.map((s: { vendor: Listed }) => s.vendor.businessName));
    expect(vendorsShown).not.toContain('Draft Catering');
    expect(vendorsShown).not.toContain('Pending Catering');
    expect(vendorsShown).not.toContain('Suspended Catering');
    expect(body.items.map((s: { title: string }) => s.title)).not.toContain('Hidden draft');
    expect(body.items[0].vendor).toEqual(
      expect.objectContaining({ businessName: expect.any(String), rating: expect.anything() }),
    );
  });

  it('filters by title, category, city, rating and price, and sorts by price', async () => {
    const owner = (await anonymous()('GET', `/api/public/vendors/${ids['Pilau Palace']}`)).body;
    expect(owner.services).toHaveLength(1);
    const get = async (query: string) =>
      (await anonymous()('GET', `/api/public/services?${query}`)).body;
    const nairobi = await get('city=nairobi&size=48');
    expect(new Set(nairobi.items.map((s: { vendor: Listed }) => s.vendor.businessName))).toEqual(
      new Set(['Mama Ntilie Catering', 'Maua Decor 100%']),
    );
    const rated = await get('minRating=4&size=48');
    expect(new Set(rated.items.map((s: { vendor: Listed }) => s.vendor.businessName))).toEqual(
      new Set(['Mama Ntilie Catering', 'Pilau Palace']),
    );
    const arch = await get('q=arch');
    expect(arch.items.map((s: { title: string }) => s.title)).toEqual(['Arch of flowers']);
    const decorOnly = (await get(`category=${decor.id}`)).items;
    expect(decorOnly.map((s: { title: string }) => s.title)).toContain('Arch of flowers');
    expect(decorOnly.every((s: { categoryName: string }) => s.categoryName === 'Decor')).toBe(true);
    const prices = (await get('sort=price&size=48')).items.map(
      (s: { priceMinor: number }) => s.priceMinor,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await get('sort=-price&size=48')).items.map(
      (s: { priceMinor: number }) => s.priceMinor,
    );
    expect(descending).toEqual([...prices].reverse());
    expect((await get('minPrice=25001')).total).toBe(0);
    expect((await get('maxPrice=25000')).total).toBe(prices.length);
  });

  it('answers a published service, and 404 for a draft one or one of an unpublished vendor', async () => {
    const gallery = (await anonymous()('GET', '/api/public/services?q=arch')).body.items[0];
    const one = await anonymous()('GET', `/api/public/services/${gallery.id}`);
    expect(one.body).toMatchObject({ title: 'Arch of flowers', vendor: { city: 'Kisumu' } });
    // The draft service, and a published service of the draft vendor.
    const hidden = await t.db
      .select({ id: vendorServices.id })
      .from(vendorServices)
      .where(or(eq(vendorServices.title, 'Hidden draft'), eq(vendorServices.vendorId, ids.draft!)));
    expect(hidden).toHaveLength(2);
    for (const { id } of hidden) {
      expect((await anonymous()('GET', `/api/public/services/${id}`)).status).toBe(404);
    }
  });
});

describe('POST /api/public/vendors/:id/views', () => {
  it('counts a view once per address and day, and only of a published vendor', async () => {
    const id = ids['Pilau Palace']!;
    const view = (address: string, vendorId = id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/vendors/${vendorId}/views`,
        headers: asWebApp(),
        remoteAddress: address,
      });
    expect((await view('10.0.0.1')).json()).toEqual({ counted: true });
    expect((await view('10.0.0.1')).json()).toEqual({ counted: false });
    expect((await view('10.0.0.2')).json()).toEqual({ counted: true });
    const [stored] = await t.db.select().from(vendors).where(eq(vendors.id, id));
    expect(stored!.viewCount).toBe(2);
    expect((await view('10.0.0.1', ids.draft)).statusCode).toBe(404);
    const [draft] = await t.db.select().from(vendors).where(eq(vendors.id, ids.draft!));
    expect(draft!.viewCount).toBe(0);
  });
});
