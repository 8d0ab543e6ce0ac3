/** A published vendor arranged through the API, for tests that pick or walk vendors. */
import { expect, type APIRequestContext } from '@playwright/test';
import { patchJson, postJson } from './api';
import { cameraJpeg } from './vendors';

/**
 * A published vendor of `api`'s user (the administrator's, say), with a service and a cover
 * (the checklist asks for one before submitting), approved by `moderator` (by default the
 * same administrator). `tag` keeps the names of one run apart.
 */
export async function createPublishedVendor(
  api: APIRequestContext,
  tag: string,
  moderator: APIRequestContext = api,
) {
  // Categories are the installation's: the administrator's to make.
  const category = await postJson<{ id: string }>(moderator, '/api/categories', {
    name: `Catering ${tag}`,
    kind: 'service',
  });
  const businessName = `Mama Ntilie Catering and Decorations of Kitengela ${tag}`;
  const vendor = await postJson<{ id: string; version: number }>(api, '/api/vendors', {
    businessName,
    categoryIds: [category.id],
    description: 'Pilau, nyama choma and chapati for weddings and send-offs.',
    city: 'Kitengela',
    phone: '+254712000100',
    whatsapp: '+254712000101',
    currency: 'KES',
    priceMinMinor: 5_000_000,
    priceMaxMinor: 40_000_000,
  });
  const serviceTitle = 'Wedding buffet with a chapati station and a nyama choma grill';
  const service = await postJson<{ id: string }>(api, '/api/vendor-services', {
    vendorId: vendor.id,
    title: serviceTitle,
    categoryId: category.id,
    pricing: 'per_unit',
    priceMinor: 120_000,
    currency: 'KES',
    unit: 'guest',
    published: true,
  });
  const upload = await api.post(`/api/vendors/${vendor.id}/photos`, {
    headers: { 'content-type': 'image/jpeg', 'x-requested-with': 'XMLHttpRequest' },
    data: await cameraJpeg('#b8860b', { height: 1067 }),
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photo = (await upload.json()) as { id: string };
  await patchJson(api, `/api/vendor-photos/${photo.id}`, { altText: 'A buffet of pilau' });
  const covered = await patchJson<{ version: number }>(api, `/api/vendors/${vendor.id}`, {
    coverPhotoId: photo.id,
    version: vendor.version,
  });
  const pending = await postJson<{ version: number }>(api, `/api/vendors/${vendor.id}/submit`, {
    version: covered.version,
  });
  await postJson(moderator, `/api/vendors/${vendor.id}/moderation`, {
    action: 'approve',
    version: pending.version,
  });
  return { id: vendor.id, businessName, serviceId: service.id, serviceTitle };
}
