/**
 * An event's vendors picked from the directory: READ_EVENTS to read and UPDATE_EVENTS to
 * change, on an event in the actor's scope (404 outside it); only published vendors and
 * their published services; a new link is a booking request (vendor-bookings.test.ts has
 * the vendor's answer); audited.
 */
import { describe, expect, it } from 'vitest';
import { inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import {
  completeVendor,
  createService,
  publishVendor,
  serviceCategory,
  signUpOrganiser,
  signUpVendor,
} from './support/vendor-fixtures';
import { type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;

useAdminApp((started) => ({ t, admin } = started), { LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });

describe('event vendors', () => {
  it('an organiser links a published vendor and service, reads, changes and removes the link', async () => {
    const category = await serviceCategory(admin);
    const vendorOwner = await signUpVendor(t);
    const vendor = await publishVendor(
      vendorOwner.api,
      admin,
      await completeVendor(t, vendorOwner.api, category.id),
    );
    const tent = await createService(vendorOwner.api, vendor.id, { title: 'Tent' });
    const hidden = await createService(vendorOwner.api, vendor.id, { published: false });
    const draft = await completeVendor(t, vendorOwner.api, category.id);
    const otherVendor = await publishVendor(
      vendorOwner.api,
      admin,
      await completeVendor(t, vendorOwner.api, category.id),
    );
    const otherService = await createService(vendorOwner.api, otherVendor.id);

    const organiser = await signUpOrganiser(t);
    const { body: event } = await organiser('POST', '/api/events', {
      name: 'Harusi ya Amina',
      startsAt: inDays(90),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    });
    const url = `/api/events/${event.id}/vendors`;

    for (const [body, field] of [
      [{ vendorId: draft.id }, 'vendorId'],
      [{ vendorId: crypto.randomUUID() }, 'vendorId'],
      [{ vendorId: vendor.id, serviceId: hidden.id }, 'serviceId'],
      [{ vendorId: vendor.id, serviceId: otherService.id }, 'serviceId'],
    ] as const) {
      const refused = await organiser('POST', url, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.fieldErrors)).toEqual([field]);
    }
    expect((await organiser('GET', url)).body).toEqual({ items: [] });

    // A new link is a booking the vendor has yet to confirm: nothing to review yet.
    const linked = await organiser('POST', url, { vendorId: vendor.id });
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({
      vendorId: vendor.id,
      serviceId: null,
      status: 'requested',
      review: 'awaiting-vendor',
    });
    const withService = await organiser('POST', url, { vendorId: vendor.id, serviceId: tent.id });
    expect(withService.body).toMatchObject({
      serviceId: tent.id,
      serviceTitle: 'Tent',
      servicePricing: 'per_unit',
      servicePriceMinor: 25_000,
      serviceCurrency: 'TZS',
      serviceUnit: 'guest',
      status: 'requested',
      review: 'awaiting-vendor',
    });
    expect((await organiser('GET', url)).body.items).toEqual([withService.body]);

    // Another organiser, and a vendor (no privileges), cannot see or touch it.
    const stranger = await signUpOrganiser(t);
    expect((await stranger('GET', url)).status).toBe(404);
    expect((await stranger('POST', url, { vendorId: vendor.id })).status).toBe(404);
    expect((await stranger('DELETE', `${url}/${vendor.id}`)).status).toBe(404);
    expect((await vendorOwner.api('GET', url)).status).toBe(403);

    expect((await organiser('DELETE', `${url}/${vendor.id}`)).status).toBe(200);
    expect((await organiser('DELETE', `${url}/${vendor.id}`)).status).toBe(404);
    expect((await organiser('GET', url)).body).toEqual({ items: [] });

    const log = await admin('GET', `/api/audit-log?filter=recordId:ilike:${event.id}&sort=at`);
    expect(
      log.body.items
        .filter((entry: { resource: string }) => entry.resource === 'event_vendors')
        .map((entry: { action: string }) => entry.action),
    ).toEqual(['create', 'update', 'delete']);
  });
});
