/**
 * What the review lists share: the rows as pages show them, and the vendor's counters
 * (review_count, rating_sum over visible reviews) that every change of visibility moves in
 * its own transaction (decision 0036).
 */
import { eq, sql } from 'drizzle-orm';
import type { PublicReview, VendorReview } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { vendors, type vendorReviews } from '../../../db/schema';

export const REVIEWS_RESOURCE = 'vendor_reviews';

type ReviewRow = typeof vendorReviews.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const toPublicReview = (row: ReviewRow): PublicReview => ({
  id: row.id,
  authorName: row.authorName,
  rating: row.rating,
  text: row.body,
  reply: row.reply,
  repliedAt: iso(row.repliedAt),
  created: row.createdAt.toISOString(),
  source: row.eventId ? 'organiser' : 'client',
});

export const toVendorReview = (row: ReviewRow, vendorName: string): VendorReview => ({
  ...toPublicReview(row),
  vendorId: row.vendorId,
  vendorName,
  reportedAt: iso(row.reportedAt),
  reportReason: row.reportReason,
  hiddenAt: iso(row.hiddenAt),
  hiddenReason: row.hiddenReason,
  version: row.version,
});

/** A visible review came (+1) or went (-1): the vendor's count and sum follow. */
export async function moveVendorRating(
  tx: Db,
  vendorId: string,
  direction: 1 | -1,
  rating: number,
): Promise<void> {
  await tx
    .update(vendors)
    .set({
      reviewCount: sql`${vendors.reviewCount} + ${direction}`,
      ratingSum: sql`${vendors.ratingSum} + ${direction * rating}`,
    })
    .where(eq(vendors.id, vendorId));
}
