/**
 * The authorization matrix's rows for vendor reviews (decision 0039): the owner's routes act
 * on the caller's own vendors (a stranger's answer 404, as vendor-reviews.test.ts shows); the
 * public ones on a vendor of the admin's. test/route-cases.ts gathers them (decision 0066b).
 */
import { createHash, randomBytes } from 'node:crypto';
import { eventVendors, vendorReviewInvitations, vendorReviews } from '../../../db/schema';
import { call, newEvent, onOwn, type RouteCase } from '../../../../test/route-case';
import { insertVendor, startedYesterday } from '../../../../test/support/vendor-fixtures';
import type { TestApp } from '../../../../test/test-app';

/** A review link's token for a new invitation to a vendor of `ownerId` (only its hash is stored). */
async function newReviewToken(t: TestApp, ownerId: string) {
  const vendor = await insertVendor(t, ownerId);
  const token = randomBytes(16).toString('base64url');
  await t.db.insert(vendorReviewInvitations).values({
    vendorId: vendor.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    clientName: 'Matrix client',
    clientPhone: '+254712000001',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A visible review of a new vendor of `ownerId`, counted in the vendor's rating. */
async function newReview(t: TestApp, ownerId: string) {
  const vendor = await insertVendor(t, ownerId, { reviewCount: 1, ratingSum: 4 });
  const [row] = await t.db
    .insert(vendorReviews)
    .values({ vendorId: vendor.id, authorName: 'Matrix client', rating: 4 })
    .returning({ id: vendorReviews.id });
  return row!.id;
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/vendors/:id/review-invitations': onOwn(
    insertVendor,
    (vendor) => ({
      url: `/api/vendors/${vendor.id}/review-invitations`,
      body: { clientName: 'Matrix client', clientPhone: '+254712000002' },
    }),
    201,
  ),
  'GET /api/vendors/:id/review-invitations': onOwn(insertVendor, (vendor) => ({
    url: `/api/vendors/${vendor.id}/review-invitations`,
  })),
  'GET /api/vendors/:id/reviews': onOwn(insertVendor, (vendor) => ({
    url: `/api/vendors/${vendor.id}/reviews`,
  })),
  'PUT /api/vendor-reviews/:id/reply': onOwn(newReview, (id) => ({
    url: `/api/vendor-reviews/${id}/reply`,
    body: { reply: 'Asante' },
  })),
  'POST /api/vendor-reviews/:id/report': onOwn(newReview, (id) => ({
    url: `/api/vendor-reviews/${id}/report`,
    body: { reason: 'Not our client' },
  })),
  'GET /api/moderation/reviews': call('/api/moderation/reviews'),
  'POST /api/vendor-reviews/:id/moderation': onOwn(newReview, (id) => ({
    url: `/api/vendor-reviews/${id}/moderation`,
    body: { action: 'hide', reason: 'Abusive' },
  })),
  'POST /api/events/:id/vendor-reviews': {
    prepare: async ({ admin, t, selfId }) => {
      // A review needs a booking the vendor confirmed, of an event that has started.
      const event = await newEvent(admin);
      await startedYesterday(t, event.id);
      const vendor = await insertVendor(t, selfId);
      await t.db
        .insert(eventVendors)
        .values({ eventId: event.id, vendorId: vendor.id, status: 'confirmed' });
      return {
        url: `/api/events/${event.id}/vendor-reviews`,
        body: { vendorId: vendor.id, rating: 5 },
      };
    },
    success: 201,
    scoped: true,
  },
  'GET /api/public/vendors/:id/reviews': onOwn(
    insertVendor,
    (vendor) => ({ url: `/api/public/vendors/${vendor.id}/reviews` }),
    200,
    'admin',
  ),
  'GET /api/public/review-links/:token': onOwn(
    newReviewToken,
    (token) => ({ url: `/api/public/review-links/${token}` }),
    200,
    'admin',
  ),
  'POST /api/public/review-links/:token': onOwn(
    newReviewToken,
    (token) => ({
      url: `/api/public/review-links/${token}`,
      body: { rating: 5, authorName: 'Matrix client' },
    }),
    201,
    'admin',
  ),
};
