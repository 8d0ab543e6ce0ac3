/**
 * Vendors for tests. Made the way users make them: a vendor signs up, creates a profile
 * and services through the API, and a moderator approves it. Photos are inserted as rows:
 * uploading them is the gallery's business, and the checklist only reads the rows. Or
 * written straight into the database (`insertVendor`, `insertService`): the reviews and
 * enquiries tests need a vendor of a given owner and state, not the vendor routes.
 */
import { eq } from 'drizzle-orm';
import { events, vendorPhotos, vendors, vendorServices } from '../../src/db/schema';
import { apiAs } from '../api-client';
import { asWebApp, sessionCookieOf, type TestApp } from '../test-app';

type Api = ReturnType<typeof apiAs>;

let serial = 0;

/** A fresh vendor account through public sign-up; answers its API caller and user id. */
export async function signUpVendor(t: TestApp): Promise<{ api: Api; id: string; cookie: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: asWebApp(),
    payload: {
      name: `Vendor ${++serial}`,
      phone: `+25472${String(serial).padStart(7, '0')}`,
      password: 'vendor-password-1',
      kind: 'vendor',
    },
  });
  if (response.statusCode !== 201) throw new Error(`vendor sign-up: ${response.body}`);
  const cookie = sessionCookieOf(response);
  return { api: apiAs(t, cookie), id: response.json().id, cookie };
}

/** A fresh organiser account through public sign-up (the built-in "Event organiser" role). */
export async function signUpOrganiser(t: TestApp, name = 'Organiser'): Promise<Api> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: asWebApp(),
    payload: {
      name,
      phone: `+25478${String(++serial).padStart(7, '0')}`,
      password: 'organiser-password-1',
    },
  });
  if (response.statusCode !== 201) throw new Error(`organiser sign-up: ${response.body}`);
  return apiAs(t, sessionCookieOf(response));
}

export async function serviceCategory(admin: Api, name = `Catering ${++serial}`) {
  const { status, body } = await admin('POST', '/api/categories', { kind: 'service', name });
  if (status !== 201) throw new Error(`category: ${JSON.stringify(body)}`);
  return body as { id: string; name: string };
}

/** One of the service categories migration 0026 gives every installation. */
export async function seededServiceCategory(api: Api, name: string) {
  const { body } = await api(
    'GET',
    `/api/categories?filter=kind:in:service&filter=name:ilike:${encodeURIComponent(name)}`,
  );
  const found = (body.items as { id: string; name: string }[]).find((c) => c.name === name);
  if (!found) throw new Error(`no seeded service category ${name}`);
  return found;
}

export const completeProfile = (categoryId: string) => ({
  businessName: `Mama Ntilie Catering ${++serial}`,
  categoryIds: [categoryId],
  description: 'Pilau, biryani and nyama choma for 50 to 800 guests.',
  region: 'Dar es Salaam',
  city: 'Dar es Salaam',
  phone: '+255712345678',
  currency: 'TZS',
  priceMinMinor: 500_000,
  priceMaxMinor: 5_000_000,
});

export async function createVendor(api: Api, body: object) {
  const { status, body: vendor } = await api('POST', '/api/vendors', body);
  if (status !== 201) throw new Error(`vendor: ${JSON.stringify(vendor)}`);
  return vendor as { id: string; version: number; [key: string]: unknown };
}

export async function addPhoto(
  t: TestApp,
  vendorId: string,
  altText: string | null = 'Buffet table',
  position = 0,
) {
  const [photo] = await t.db
    .insert(vendorPhotos)
    .values({ vendorId, altText, width: 1600, height: 1067, position })
    .returning({ id: vendorPhotos.id });
  return photo!.id;
}

export async function createService(api: Api, vendorId: string, body: object = {}) {
  const { status, body: service } = await api('POST', '/api/vendor-services', {
    vendorId,
    title: `Buffet ${++serial}`,
    pricing: 'per_unit',
    priceMinor: 25_000,
    currency: 'TZS',
    unit: 'guest',
    published: true,
    ...body,
  });
  if (status !== 201) throw new Error(`service: ${JSON.stringify(service)}`);
  return service as { id: string; version: number; [key: string]: unknown };
}

/** A vendor whose checklist is complete: profile, a published service and a cover photo. */
export async function completeVendor(t: TestApp, api: Api, categoryId: string, extra: object = {}) {
  const vendor = await createVendor(api, { ...completeProfile(categoryId), ...extra });
  await createService(api, vendor.id, { categoryId });
  const cover = await addPhoto(t, vendor.id);
  const { body } = await api('PATCH', `/api/vendors/${vendor.id}`, {
    coverPhotoId: cover,
    version: vendor.version,
  });
  return body as { id: string; version: number; [key: string]: unknown };
}

/** Submitted by its owner and approved by `moderator`. */
export async function publishVendor(
  api: Api,
  moderator: Api,
  vendor: { id: string; version: number },
) {
  const submitted = await api('POST', `/api/vendors/${vendor.id}/submit`, {
    version: vendor.version,
  });
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  const approved = await moderator('POST', `/api/vendors/${vendor.id}/moderation`, {
    action: 'approve',
    version: submitted.body.version,
  });
  if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  return approved.body as { id: string; version: number; [key: string]: unknown };
}

export async function insertVendor(
  t: TestApp,
  ownerId: string,
  fields: Partial<typeof vendors.$inferInsert> = {},
): Promise<{ id: string; businessName: string }> {
  serial += 1;
  const [row] = await t.db
    .insert(vendors)
    .values({
      ownerId,
      businessName: `Vendor ${serial}`,
      currency: 'KES',
      status: 'published',
      publishedAt: new Date(),
      createdBy: ownerId,
      ...fields,
    })
    .returning({ id: vendors.id, businessName: vendors.businessName });
  return row!;
}

export async function insertService(
  t: TestApp,
  vendorId: string,
  fields: Partial<typeof vendorServices.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.db
    .insert(vendorServices)
    .values({
      vendorId,
      title: 'Catering',
      pricing: 'fixed',
      priceMinor: 100_000,
      currency: 'KES',
      published: true,
      ...fields,
    })
    .returning({ id: vendorServices.id });
  return row!.id;
}

/**
 * Moves an event's start to yesterday: an organiser may review only after the event has
 * started (decision 0060), and a new event must start in the future. Tests of the rule
 * itself move the app's clock instead (vendor-bookings.test.ts).
 */
export async function startedYesterday(t: TestApp, eventId: string): Promise<void> {
  await t.db
    .update(events)
    .set({ startsAt: new Date(Date.now() - 86_400_000) })
    .where(eq(events.id, eventId));
}
