/**
 * Vendor profiles through HTTP on a real database: the owner's own records only (another
 * owner's id answers 404 and writes nothing), validation naming fields, the checklist and
 * submission, moderation by SUPER_ADMIN with reasons shown to the owner, the audit log,
 * the dashboard summary, and deletion refused while enquiries are open.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vendorEnquiries, vendors } from '../src/db/schema';
import { type AdminApi, useAdminApp } from './support/admin-app';
import {
  addPhoto,
  completeProfile,
  completeVendor,
  createService,
  createVendor,
  publishVendor,
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
    category = await seededServiceCategory(admin, 'Catering');
  },
  { LOGIN_MAX_ATTEMPTS_PER_IP: '100000' },
);

const storedVendor = async (id: string) =>
  (await t.db.select().from(vendors).where(eq(vendors.id, id)))[0];

describe('a vendor profile', () => {
  it('is created as a draft owned by the caller, with categories by name and audited', async () => {
    const owner = await signUpVendor(t);
    const vendor = await createVendor(owner.api, {
      ...completeProfile(category.id),
      businessName: '  Mama Ntilie Catering  ',
      whatsapp: '255 712 000 111',
      socialLinks: ['https://instagram.com/mamantilie'],
    });
    expect(vendor).toMatchObject({
      businessName: 'Mama Ntilie Catering',
      categories: [{ id: category.id, name: 'Catering' }],
      categoryIds: [category.id],
      whatsapp: '+255712000111',
      status: 'draft',
      statusReason: null,
      ownerId: owner.id,
      viewCount: 0,
      reviewCount: 0,
      rating: null,
      logo: null,
      cover: null,
      version: 1,
    });
    expect((await owner.api('GET', `/api/vendors/${vendor.id}`)).body).toEqual(vendor);
    const list = await owner.api('GET', '/api/vendors');
    expect(list.body).toMatchObject({ total: 1, items: [{ id: vendor.id }] });
    const log = await admin('GET', `/api/audit-log?filter=recordId:ilike:${vendor.id}`);
    expect(log.body.items).toEqual([
      expect.objectContaining({ action: 'create', resource: 'vendors', actorId: owner.id }),
    ]);
  });

  it('stores HTML in the description as text, unchanged', async () => {
    const owner = await signUpVendor(t);
    const description = '<script>alert(1)</script><b>Karibu</b> & welcome';
    const vendor = await createVendor(owner.api, {
      businessName: '<img src=x onerror=alert(1)>',
      currency: 'KES',
      description,
    });
    expect(vendor).toMatchObject({ description, businessName: '<img src=x onerror=alert(1)>' });
  });

  it('refuses bad input with messages naming the fields, writing nothing', async () => {
    const owner = await signUpVendor(t);
    const bad = await owner.api('POST', '/api/vendors', {
      businessName: ' ',
      currency: 'XXX1',
      phone: '12',
      website: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(
      ['businessName', 'currency', 'phone', 'website'].sort(),
    );
    const range = await owner.api('POST', '/api/vendors', {
      businessName: 'Backwards',
      currency: 'KES',
      priceMinMinor: 10,
      priceMaxMinor: 5,
    });
    expect(range.body.fieldErrors).toEqual({
      priceMaxMinor: ['Highest price must be greater than lowest price'],
    });

    const eventCategory = await admin('POST', '/api/categories', { kind: 'event', name: 'Harusi' });
    const wrongKind = await owner.api('POST', '/api/vendors', {
      businessName: 'Wrong kind',
      currency: 'KES',
      categoryIds: [eventCategory.body.id],
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.fieldErrors).toEqual({ categoryIds: ['Unknown service category'] });
    expect((await owner.api('GET', '/api/vendors')).body.total).toBe(0);
  });

  it('changes with its version (409 when stale), and takes only its own photos as logo and cover', async () => {
    const owner = await signUpVendor(t);
    const other = await signUpVendor(t);
    const vendor = await createVendor(owner.api, completeProfile(category.id));
    const elsewhere = await createVendor(other.api, completeProfile(category.id));
    const foreignPhoto = await addPhoto(t, elsewhere.id);
    const ownPhoto = await addPhoto(t, vendor.id, 'Our stall');

    const foreign = await owner.api('PATCH', `/api/vendors/${vendor.id}`, {
      coverPhotoId: foreignPhoto,
      version: 1,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors).toEqual({ coverPhotoId: ['Unknown photo'] });
    const foreignLogo = await owner.api('PATCH', `/api/vendors/${vendor.id}`, {
      logoPhotoId: foreignPhoto,
      version: 1,
    });
    expect(foreignLogo.body.fieldErrors).toEqual({ logoPhotoId: ['Unknown photo'] });

    const changed = await owner.api('PATCH', `/api/vendors/${vendor.id}`, {
      logoPhotoId: ownPhoto,
      categoryIds: [],
      city: 'Arusha',
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      city: 'Arusha',
      categories: [],
      logoPhotoId: ownPhoto,
      logo: {
        id: ownPhoto,
        altText: 'Our stall',
        sources: expect.arrayContaining([
          { url: `/api/vendor-photos/${ownPhoto}/640.webp`, width: 640, type: 'image/webp' },
        ]),
      },
      version: 2,
    });
    const stale = await owner.api('PATCH', `/api/vendors/${vendor.id}`, {
      city: 'Moshi',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await storedVendor(vendor.id))!.city).toBe('Arusha');

    const range = await owner.api('PATCH', `/api/vendors/${vendor.id}`, {
      priceMaxMinor: 1,
      version: 2,
    });
    expect(range.status).toBe(400);
    expect(range.body.fieldErrors).toHaveProperty('priceMaxMinor');
  });

  it("answers 404 for another owner's vendor on every route, and writes nothing", async () => {
    const owner = await signUpVendor(t);
    const intruder = await signUpVendor(t);
    const vendor = await completeVendor(t, owner.api, category.id);
    const before = await storedVendor(vendor.id);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/vendors/${vendor.id}`],
      ['PATCH', `/api/vendors/${vendor.id}`, { city: 'Mwanza', version: vendor.version }],
      ['DELETE', `/api/vendors/${vendor.id}`],
      ['POST', `/api/vendors/${vendor.id}/submit`, { version: vendor.version }],
      ['GET', `/api/vendor-dashboard/summary?vendorId=${vendor.id}`],
      ['GET', `/api/vendor-services?vendorId=${vendor.id}`],
      [
        'POST',
        '/api/vendor-services',
        { vendorId: vendor.id, title: 'X', pricing: 'fixed', priceMinor: 1, currency: 'TZS' },
      ],
    ];
    for (const [method, url, body] of calls) {
      const response = await intruder.api(method as 'GET', url, body);
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    // Even an administrator acts on vendors only as a moderator, not through the dashboard.
    expect((await admin('GET', `/api/vendors/${vendor.id}`)).status).toBe(404);
    expect(await storedVendor(vendor.id)).toEqual(before);
    expect((await intruder.api('GET', '/api/vendors')).body.total).toBe(0);
  });
});

describe('submission and moderation', () => {
  it('refuses to submit an incomplete profile, listing what the checklist misses', async () => {
    const owner = await signUpVendor(t);
    const vendor = await createVendor(owner.api, { businessName: 'Bare', currency: 'KES' });
    await addPhoto(t, vendor.id, null);
    const refused = await owner.api('POST', `/api/vendors/${vendor.id}/submit`, { version: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.checklist).toEqual([
      'At least one service category',
      'City',
      'A phone or WhatsApp number',
      'Description',
      'At least one published service',
      'A cover photo',
      'A description (alt text) on every photo',
    ]);
    expect((await storedVendor(vendor.id))!.status).toBe('draft');

    const summary = await owner.api('GET', `/api/vendor-dashboard/summary?vendorId=${vendor.id}`);
    expect(summary.body).toMatchObject({
      status: 'draft',
      viewCount: 0,
      newEnquiryCount: 0,
      reviewCount: 0,
      rating: null,
    });
    expect(summary.body.checklist[0]).toEqual({
      key: 'businessName',
      label: 'Business name',
      done: true,
    });
    expect(summary.body.checklist.filter((item: { done: boolean }) => !item.done)).toHaveLength(7);
  });

  it('an unpublished service does not count; a published one does', async () => {
    const owner = await signUpVendor(t);
    const vendor = await createVendor(owner.api, completeProfile(category.id));
    const cover = await addPhoto(t, vendor.id);
    const service = await createService(owner.api, vendor.id, { published: false });
    const patched = await owner.api('PATCH', `/api/vendors/${vendor.id}`, {
      coverPhotoId: cover,
      version: 1,
    });
    const refused = await owner.api('POST', `/api/vendors/${vendor.id}/submit`, {
      version: patched.body.version,
    });
    expect(refused.body.fieldErrors.checklist).toEqual(['At least one published service']);
    await owner.api('PATCH', `/api/vendor-services/${service.id}`, {
      published: true,
      version: service.version,
    });
    const submitted = await owner.api('POST', `/api/vendors/${vendor.id}/submit`, {
      version: patched.body.version,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'pending', submittedAt: expect.any(String) });
    const again = await owner.api('POST', `/api/vendors/${vendor.id}/submit`, {
      version: submitted.body.version,
    });
    expect(again.status).toBe(409);
  });

  it('moderators see pending first, approve, suspend with a reason the owner reads, and the owner resubmits', async () => {
    const owner = await signUpVendor(t);
    const draft = await createVendor(owner.api, { businessName: 'Still a draft', currency: 'KES' });
    const vendor = await completeVendor(t, owner.api, category.id);
    const submitted = await owner.api('POST', `/api/vendors/${vendor.id}/submit`, {
      version: vendor.version,
    });

    const queue = await admin('GET', '/api/moderation/vendors');
    expect(queue.status).toBe(200);
    // Pending first, the longest waiting at the top: this one was submitted last.
    const statuses = queue.body.items.map((v: { status: string }) => v.status);
    const pendingCount = statuses.filter((s: string) => s === 'pending').length;
    expect(pendingCount).toBeGreaterThan(0);
    expect(statuses.slice(0, pendingCount).every((s: string) => s === 'pending')).toBe(true);
    expect(queue.body.items[pendingCount - 1]).toMatchObject({ id: vendor.id });
    const drafts = await admin('GET', '/api/moderation/vendors?filter=status:in:draft');
    expect(drafts.body.items.map((v: { id: string }) => v.id)).toContain(draft.id);
    expect(drafts.body.items.every((v: { status: string }) => v.status === 'draft')).toBe(true);

    // A vendor user is no moderator.
    const selfApproval = await owner.api('POST', `/api/vendors/${vendor.id}/moderation`, {
      action: 'approve',
      version: submitted.body.version,
    });
    expect(selfApproval.status).toBe(403);
    expect((await owner.api('GET', '/api/moderation/vendors')).status).toBe(403);

    const noReason = await admin('POST', `/api/vendors/${vendor.id}/moderation`, {
      action: 'suspend',
      version: submitted.body.version,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toHaveProperty('reason');

    const approved = await admin('POST', `/api/vendors/${vendor.id}/moderation`, {
      action: 'approve',
      version: submitted.body.version,
    });
    expect(approved.body).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    const publishedAt = approved.body.publishedAt;

    // The owner's edit keeps it published.
    const edited = await owner.api('PATCH', `/api/vendors/${vendor.id}`, {
      description: 'Now with vegetarian menus.',
      version: approved.body.version,
    });
    expect(edited.body.status).toBe('published');

    const suspended = await admin('POST', `/api/vendors/${vendor.id}/moderation`, {
      action: 'suspend',
      reason: 'Photos show another business',
      version: edited.body.version,
    });
    expect(suspended.body).toMatchObject({
      status: 'suspended',
      statusReason: 'Photos show another business',
    });
    const seen = await owner.api('GET', `/api/vendors/${vendor.id}`);
    expect(seen.body).toMatchObject({
      status: 'suspended',
      statusReason: 'Photos show another business',
    });
    const reject = await admin('POST', `/api/vendors/${vendor.id}/moderation`, {
      action: 'reject',
      reason: 'x',
      version: suspended.body.version,
    });
    expect(reject.status).toBe(409);

    const resubmitted = await owner.api('POST', `/api/vendors/${vendor.id}/submit`, {
      version: suspended.body.version,
    });
    expect(resubmitted.body).toMatchObject({ status: 'pending', statusReason: null });
    const rejected = await admin('POST', `/api/vendors/${vendor.id}/moderation`, {
      action: 'reject',
      reason: 'Add your own photos',
      version: resubmitted.body.version,
    });
    expect(rejected.body).toMatchObject({ status: 'draft', statusReason: 'Add your own photos' });
    const republished = await publishVendor(owner.api, admin, rejected.body);
    // The first approval dates the listing.
    expect(republished.publishedAt).toBe(publishedAt);

    const stale = await admin('POST', `/api/vendors/${vendor.id}/moderation`, {
      action: 'suspend',
      reason: 'late',
      version: 1,
    });
    expect(stale.status).toBe(409);
    const missing = await admin('POST', `/api/vendors/${crypto.randomUUID()}/moderation`, {
      action: 'approve',
      version: 1,
    });
    expect(missing.status).toBe(404);

    const log = await admin(
      'GET',
      `/api/audit-log?filter=recordId:ilike:${vendor.id}&size=100&sort=at`,
    );
    const changes = log.body.items
      .map((entry: { changes: { status?: { after: string } } }) => entry.changes.status?.after)
      .filter(Boolean);
    expect(changes).toEqual([
      'draft',
      'pending',
      'published',
      'suspended',
      'pending',
      'draft',
      'pending',
      'published',
    ]);
  });

  it('the summary counts new enquiries, views and the stored rating', async () => {
    const owner = await signUpVendor(t);
    const vendor = await completeVendor(t, owner.api, category.id);
    await t.db.insert(vendorEnquiries).values([
      { vendorId: vendor.id, name: 'A', phone: '+255700000001', message: 'Hi', status: 'new' },
      { vendorId: vendor.id, name: 'B', phone: '+255700000002', message: 'Hi', status: 'new' },
      { vendorId: vendor.id, name: 'C', phone: '+255700000003', message: 'Hi', status: 'closed' },
    ]);
    await t.db
      .update(vendors)
      .set({ reviewCount: 3, ratingSum: 13, viewCount: 7 })
      .where(eq(vendors.id, vendor.id));
    const summary = await owner.api('GET', `/api/vendor-dashboard/summary?vendorId=${vendor.id}`);
    expect(summary.body).toMatchObject({
      vendorId: vendor.id,
      viewCount: 7,
      newEnquiryCount: 2,
      reviewCount: 3,
      rating: 4.33,
    });
    expect(summary.body.checklist.every((item: { done: boolean }) => item.done)).toBe(true);
  });
});

describe('deleting a vendor', () => {
  it('is refused while enquiries are open, then takes its services along', async () => {
    const owner = await signUpVendor(t);
    const vendor = await completeVendor(t, owner.api, category.id);
    const [enquiry] = await t.db
      .insert(vendorEnquiries)
      .values({ vendorId: vendor.id, name: 'A', phone: '+255700000001', message: 'Hi' })
      .returning();
    const refused = await owner.api('DELETE', `/api/vendors/${vendor.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/open enquiries/);
    await t.db
      .update(vendorEnquiries)
      .set({ status: 'closed' })
      .where(eq(vendorEnquiries.id, enquiry!.id));
    expect((await owner.api('DELETE', `/api/vendors/${vendor.id}`)).status).toBe(200);
    expect(await storedVendor(vendor.id)).toBeUndefined();
    expect((await owner.api('GET', `/api/vendor-services?vendorId=${vendor.id}`)).status).toBe(404);
  });
});
