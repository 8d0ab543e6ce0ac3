/**
 * Reviews besides the invited client's (review-invitations.ts): the organiser of an event
 * whose booking the vendor confirmed (decision 0060), the vendor's reply and report, a moderator's hiding, and the
 * public summary. Every change of a review's visibility moves the vendor's counters in the
 * same transaction; ownership answers 404 outside it (decision 0036).
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  type createEventVendorReviewInputSchema,
  type moderateReviewInputSchema,
  type PublicReview,
  type PublicReviewsPage,
  type ReviewPageQuery,
  type ReviewsPage,
  type ReviewSummary,
  EVENT_VENDOR_REVIEW_REFUSALS,
  type VendorReview,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { refuseUniqueViolation } from '../../../db/unique-violation';
import { users, vendorReviews, vendors } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { conflict, forbidden, notFound } from '../../../lib/http-error';
import { mustGetEvent } from '../../events/events';
import { readEventVendorReviewFacts, mustOwnVendor, eventVendorReviewState } from '../vendors';
import { moveVendorRating, REVIEWS_RESOURCE, toPublicReview, toVendorReview } from './review-rows';

const REVIEW_NOT_FOUND = 'Review not found';
const alreadyReviewed = () => conflict(EVENT_VENDOR_REVIEW_REFUSALS.reviewed);

const pageOf = <T>(items: T[], total: number, { page, size }: ReviewPageQuery): ReviewsPage<T> => ({
  items,
  total,
  page,
  size,
});

/**
 * The organiser of an event the vendor served (decision 0060): only of a booking the vendor
 * confirmed, for an event that has started, and once per event and per organiser for each
 * vendor. The vendor's row is locked first, so two of the organiser's events posting at once
 * cannot both find no review of theirs; the event's unique key is the last word.
 */
export async function createEventVendorReview(
  db: Db,
  actor: Actor,
  eventId: string,
  input: z.output<typeof createEventVendorReviewInputSchema>,
  now: Date,
): Promise<PublicReview> {
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'READ_EVENTS', eventId);
    await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.id, input.vendorId))
      .for('update');
    const facts = await readEventVendorReviewFacts(tx, {
      eventId,
      vendorId: input.vendorId,
      viewerId: actor.userId,
    });
    if (!facts) throw notFound('This vendor is not linked to this event');
    const state = eventVendorReviewState(facts, now);
    if (state === 'reviewed') throw alreadyReviewed();
    if (state !== 'open') throw forbidden(EVENT_VENDOR_REVIEW_REFUSALS[state]);
    const [author] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, actor.userId));
    const review = await refuseUniqueViolation(
      'vendor_reviews_event_key',
      alreadyReviewed,
      async () => {
        const [row] = await tx
          .insert(vendorReviews)
          .values({
            vendorId: input.vendorId,
            eventId,
            authorUserId: actor.userId,
            authorName: author?.name ?? actor.username,
            rating: input.rating,
            body: input.text ?? null,
          })
          .returning();
        return row!;
      },
    );
    await moveVendorRating(tx, review.vendorId, 1, review.rating);
    await recordAudit(tx, actor, {
      action: 'create',
      resource: REVIEWS_RESOURCE,
      recordId: review.id,
      after: { vendorId: review.vendorId, eventId, rating: review.rating },
    });
    return toPublicReview(review);
  });
}

/** Every review of the vendor, hidden ones with their reason, newest first. */
export async function listOwnVendorReviews(
  db: Db,
  actor: Actor,
  vendorId: string,
  query: ReviewPageQuery,
): Promise<ReviewsPage<VendorReview>> {
  const vendor = await mustOwnVendor(db, actor, vendorId);
  const where = eq(vendorReviews.vendorId, vendorId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(vendorReviews)
      .where(where)
      .orderBy(desc(vendorReviews.createdAt), desc(vendorReviews.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(vendorReviews)
      .where(where),
  ]);
  return pageOf(
    rows.map((row) => toVendorReview(row, vendor.businessName)),
    counted?.total ?? 0,
    query,
  );
}

/** A review of one of the actor's vendors, locked for the change, or 404. */
async function mustFindOwnReview(tx: Db, actor: Actor, id: string) {
  const [row] = await tx
    .select({ review: vendorReviews, vendorName: vendors.businessName })
    .from(vendorReviews)
    .innerJoin(vendors, eq(vendors.id, vendorReviews.vendorId))
    .where(and(eq(vendorReviews.id, id), eq(vendors.ownerId, actor.userId)))
    .for('update', { of: vendorReviews });
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

async function updateReview(
  tx: Db,
  actor: Actor,
  id: string,
  change: Partial<typeof vendorReviews.$inferInsert>,
  before: Record<string, unknown>,
  /** What the audit entry should say besides the changed columns (a moderator's reason). */
  note: Record<string, unknown> = {},
) {
  const [row] = await tx
    .update(vendorReviews)
    .set({ ...change, updatedAt: new Date(), version: sql`${vendorReviews.version} + 1` })
    .where(eq(vendorReviews.id, id))
    .returning();
  const after = {
    ...Object.fromEntries(Object.keys(before).map((key) => [key, row![key as keyof typeof row]])),
    ...note,
  };
  await recordAudit(tx, actor, {
    action: 'update',
    resource: REVIEWS_RESOURCE,
    recordId: id,
    before,
    after,
  });
  return row!;
}

/** The vendor's one reply: written once, then edited in place (the first time stays). */
export async function replyToReview(
  db: Db,
  actor: Actor,
  id: string,
  reply: string,
): Promise<VendorReview> {
  return db.transaction(async (tx) => {
    const { review, vendorName } = await mustFindOwnReview(tx, actor, id);
    const row = await updateReview(
      tx,
      actor,
      id,
      { reply, repliedAt: review.repliedAt ?? new Date() },
      { reply: review.reply },
    );
    return toVendorReview(row, vendorName);
  });
}

/** The vendor asks the moderators to look at a review; it stays visible until they act. */
export async function reportReview(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
): Promise<VendorReview> {
  return db.transaction(async (tx) => {
    const { review, vendorName } = await mustFindOwnReview(tx, actor, id);
    const row = await updateReview(
      tx,
      actor,
      id,
      { reportedAt: new Date(), reportReason: reason },
      { reportReason: review.reportReason },
    );
    return toVendorReview(row, vendorName);
  });
}

/** For moderators: reports awaiting a decision first, then every other review, newest first. */
export async function listReviewsForModeration(
  db: Db,
  query: ReviewPageQuery,
): Promise<ReviewsPage<VendorReview>> {
  const awaiting = sql`(${vendorReviews.reportedAt} is not null and ${vendorReviews.hiddenAt} is null)`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ review: vendorReviews, vendorName: vendors.businessName })
      .from(vendorReviews)
      .innerJoin(vendors, eq(vendors.id, vendorReviews.vendorId))
      .orderBy(
        desc(awaiting),
        sql`${vendorReviews.reportedAt} desc nulls last`,
        desc(vendorReviews.createdAt),
        asc(vendorReviews.id),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(vendorReviews),
  ]);
  return pageOf(
    rows.map(({ review, vendorName }) => toVendorReview(review, vendorName)),
    counted?.total ?? 0,
    query,
  );
}

/**
 * Hiding takes the review out of the public pages and the vendor's counters; unhiding puts
 * it back and settles its report. Doing what is already done changes nothing but the reason.
 */
export async function moderateReview(
  db: Db,
  actor: Actor,
  id: string,
  { action, reason }: z.output<typeof moderateReviewInputSchema>,
): Promise<VendorReview> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ review: vendorReviews, vendorName: vendors.businessName })
      .from(vendorReviews)
      .innerJoin(vendors, eq(vendors.id, vendorReviews.vendorId))
      .where(eq(vendorReviews.id, id))
      .for('update', { of: vendorReviews });
    if (!found) throw notFound(REVIEW_NOT_FOUND);
    const { review, vendorName } = found;
    const wasHidden = review.hiddenAt !== null;
    const before = {
      hiddenAt: review.hiddenAt,
      hiddenReason: review.hiddenReason,
      reportedAt: review.reportedAt,
    };
    const row =
      action === 'hide'
        ? await updateReview(
            tx,
            actor,
            id,
            {
              hiddenAt: review.hiddenAt ?? new Date(),
              hiddenReason: reason,
              hiddenBy: actor.userId,
            },
            before,
          )
        : await updateReview(
            tx,
            actor,
            id,
            {
              hiddenAt: null,
              hiddenReason: null,
              hiddenBy: null,
              reportedAt: null,
              reportReason: null,
            },
            before,
            { unhideReason: reason },
          );
    if (action === 'hide' && !wasHidden)
      await moveVendorRating(tx, review.vendorId, -1, review.rating);
    if (action === 'unhide' && wasHidden)
      await moveVendorRating(tx, review.vendorId, 1, review.rating);
    return toVendorReview(row, vendorName);
  });
}

/** A published vendor's visible reviews with the summary, or 404 for any other vendor. */
export async function listPublicReviews(
  db: Db,
  vendorId: string,
  query: ReviewPageQuery,
): Promise<PublicReviewsPage> {
  const [vendor] = await db
    .select({ reviewCount: vendors.reviewCount, ratingSum: vendors.ratingSum })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.status, 'published')));
  if (!vendor) throw notFound('Vendor not found');
  const visible = and(eq(vendorReviews.vendorId, vendorId), isNull(vendorReviews.hiddenAt));
  const [rows, byRating] = await Promise.all([
    db
      .select()
      .from(vendorReviews)
      .where(visible)
      .orderBy(desc(vendorReviews.createdAt), desc(vendorReviews.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ rating: vendorReviews.rating, count: sql<number>`count(*)::int` })
      .from(vendorReviews)
      .where(visible)
      .groupBy(vendorReviews.rating),
  ]);
  const distribution = [1, 2, 3, 4, 5].map(
    (rating) => byRating.find((row) => row.rating === rating)?.count ?? 0,
  );
  const summary: ReviewSummary = {
    count: vendor.reviewCount,
    average:
      vendor.reviewCount > 0
        ? Math.round((vendor.ratingSum / vendor.reviewCount) * 100) / 100
        : null,
    distribution,
  };
  return { summary, ...pageOf(rows.map(toPublicReview), vendor.reviewCount, query) };
}
