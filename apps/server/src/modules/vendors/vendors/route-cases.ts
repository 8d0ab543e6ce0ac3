/**
 * The authorization matrix's rows for vendors. Dashboard routes are signed in and act on the
 * caller's own vendors, so each row's record is made by the caller (`self`); another owner's
 * records answering 404 is tested in vendors.test.ts and vendor-services.test.ts. Moderation
 * requires SUPER_ADMIN; the event-vendor routes follow the event's scope (`scoped`).
 * test/route-cases.ts gathers them (decision 0066b).
 */
import { type Api, newEvent, type RouteCase } from '../../../../test/route-case';
import {
  completeVendor,
  createService,
  createVendor,
  publishVendor,
  serviceCategory,
} from '../../../../test/support/vendor-fixtures';
import type { TestApp } from '../../../../test/test-app';

let counter = 0;

const vendorBody = () => ({ businessName: `Matrix vendor ${++counter}`, currency: 'KES' });

/** A vendor of `owner` (the admin's by default), submitted and approved: what the public routes show. */
async function publishedVendor(t: TestApp, admin: Api, owner: Api = admin) {
  const category = await serviceCategory(admin, `Matrix service ${++counter}`);
  const vendor = await completeVendor(t, owner, category.id);
  return publishVendor(owner, admin, vendor);
}

/** The admin's event asking a vendor of `owner` to confirm a booking. */
async function requestedBooking(t: TestApp, admin: Api, owner: Api) {
  const vendor = await publishedVendor(t, admin, owner);
  const event = await newEvent(admin);
  await admin('POST', `/api/events/${event.id}/vendors`, { vendorId: vendor.id });
  return { vendor, event };
}

const serviceBody = (vendorId: string) => ({
  vendorId,
  title: `Matrix service ${++counter}`,
  pricing: 'fixed',
  priceMinor: 100_000,
  currency: 'KES',
});

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/vendors': { prepare: async () => ({ url: '/api/vendors' }), success: 200 },
  'POST /api/vendors': {
    prepare: async () => ({ url: '/api/vendors', body: vendorBody() }),
    success: 201,
  },
  'GET /api/vendors/:id': {
    prepare: async ({ self }) => ({
      url: `/api/vendors/${(await createVendor(self, vendorBody())).id}`,
    }),
    success: 200,
  },
  'PATCH /api/vendors/:id': {
    prepare: async ({ self }) => {
      const vendor = await createVendor(self, vendorBody());
      return {
        url: `/api/vendors/${vendor.id}`,
        body: { city: 'Kisumu', version: vendor.version },
      };
    },
    success: 200,
  },
  'DELETE /api/vendors/:id': {
    prepare: async ({ self }) => ({
      url: `/api/vendors/${(await createVendor(self, vendorBody())).id}`,
    }),
    success: 200,
  },
  'POST /api/vendors/:id/submit': {
    prepare: async ({ admin, self, t }) => {
      const category = await serviceCategory(admin, `Matrix service ${++counter}`);
      const vendor = await completeVendor(t, self, category.id);
      return { url: `/api/vendors/${vendor.id}/submit`, body: { version: vendor.version } };
    },
    success: 200,
  },
  'GET /api/vendor-dashboard/summary': {
    prepare: async ({ self }) => ({
      url: `/api/vendor-dashboard/summary?vendorId=${(await createVendor(self, vendorBody())).id}`,
    }),
    success: 200,
  },
  'GET /api/moderation/vendors': {
    prepare: async () => ({ url: '/api/moderation/vendors?filter=status:in:pending' }),
    success: 200,
  },
  'POST /api/vendors/:id/moderation': {
    prepare: async ({ admin, t }) => {
      const category = await serviceCategory(admin, `Matrix service ${++counter}`);
      const vendor = await completeVendor(t, admin, category.id);
      const { body } = await admin('POST', `/api/vendors/${vendor.id}/submit`, {
        version: vendor.version,
      });
      return {
        url: `/api/vendors/${vendor.id}/moderation`,
        body: { action: 'approve', version: body.version },
      };
    },
    success: 200,
  },

  'GET /api/vendor-services': {
    prepare: async ({ self }) => ({
      url: `/api/vendor-services?vendorId=${(await createVendor(self, vendorBody())).id}`,
    }),
    success: 200,
  },
  'POST /api/vendor-services': {
    prepare: async ({ self }) => ({
      url: '/api/vendor-services',
      body: serviceBody((await createVendor(self, vendorBody())).id),
    }),
    success: 201,
  },
  'GET /api/vendor-services/:id': {
    prepare: async ({ self }) => {
      const vendor = await createVendor(self, vendorBody());
      return { url: `/api/vendor-services/${(await createService(self, vendor.id)).id}` };
    },
    success: 200,
  },
  'PATCH /api/vendor-services/:id': {
    prepare: async ({ self }) => {
      const vendor = await createVendor(self, vendorBody());
      const service = await createService(self, vendor.id);
      return {
        url: `/api/vendor-services/${service.id}`,
        body: { pricing: 'fixed', version: service.version },
      };
    },
    success: 200,
  },
  'DELETE /api/vendor-services/:id': {
    prepare: async ({ self }) => {
      const vendor = await createVendor(self, vendorBody());
      return { url: `/api/vendor-services/${(await createService(self, vendor.id)).id}` };
    },
    success: 200,
  },

  // The public directory: anyone, published records only.
  'GET /api/public/vendors': {
    prepare: async () => ({ url: '/api/public/vendors?city=nairobi&sort=newest' }),
    success: 200,
  },
  'GET /api/public/vendors/:id': {
    prepare: async ({ admin, t }) => ({
      url: `/api/public/vendors/${(await publishedVendor(t, admin)).id}`,
    }),
    success: 200,
  },
  'POST /api/public/vendors/:id/views': {
    prepare: async ({ admin, t }) => ({
      url: `/api/public/vendors/${(await publishedVendor(t, admin)).id}/views`,
    }),
    success: 200,
  },
  'GET /api/public/services': {
    prepare: async () => ({ url: '/api/public/services?minPrice=0&sort=price' }),
    success: 200,
  },
  'GET /api/public/services/:id': {
    prepare: async ({ admin, t }) => {
      const vendor = await publishedVendor(t, admin);
      const { body } = await admin('GET', `/api/vendor-services?vendorId=${vendor.id}`);
      return { url: `/api/public/services/${body.items[0].id}` };
    },
    success: 200,
  },

  // A vendor's bookings: its owner's, like every dashboard route (another owner's answer
  // 404, as vendor-bookings.test.ts shows).
  'GET /api/vendors/:id/bookings': {
    prepare: async ({ admin, self, t }) => {
      const { vendor } = await requestedBooking(t, admin, self);
      return { url: `/api/vendors/${vendor.id}/bookings?status=requested` };
    },
    success: 200,
  },
  'POST /api/vendors/:id/bookings/:eventId/answer': {
    prepare: async ({ admin, self, t }) => {
      const { vendor, event } = await requestedBooking(t, admin, self);
      return {
        url: `/api/vendors/${vendor.id}/bookings/${event.id}/answer`,
        body: { answer: 'confirm' },
      };
    },
    success: 200,
  },

  // An event's vendors: the event's scope decides.
  'GET /api/events/:eventId/vendors': {
    prepare: async ({ admin }) => ({ url: `/api/events/${(await newEvent(admin)).id}/vendors` }),
    success: 200,
    scoped: true,
  },
  'POST /api/events/:eventId/vendors': {
    prepare: async ({ admin, t }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/vendors`,
      body: { vendorId: (await publishedVendor(t, admin)).id },
    }),
    success: 201,
    scoped: true,
  },
  'DELETE /api/events/:eventId/vendors/:vendorId': {
    prepare: async ({ admin, t }) => {
      const event = await newEvent(admin);
      const vendor = await publishedVendor(t, admin);
      await admin('POST', `/api/events/${event.id}/vendors`, { vendorId: vendor.id });
      return { url: `/api/events/${event.id}/vendors/${vendor.id}` };
    },
    success: 200,
    scoped: true,
  },
};
