/**
 * Vendor reviews (decision 0039): only from real clients, either invited by the vendor
 * (a one-time link by SMS) or the organiser of an event the vendor is linked to. Text is
 * kept as written and always shown as text.
 */
import { z } from 'zod';
import { FORM_MESSAGES, PHONE_TEXT_MAX_LENGTH } from '../constants';
import { parsePhone } from '../phone/parse-phone';
import { recipientPhoneMessage } from '../phone/recipient-phone';
import { optionalText, requiredName } from '../schema-parts';
import { REVIEW_LIMITS } from './vendor-review-limits';

export { REVIEW_LIMITS, REVIEW_TOKEN_PATTERN, reviewLinkPath } from './vendor-review-limits';

/**
 * A number we will text: international (a '+' is added when missing, as the phone field
 * and sign-up give it) and a mobile number of its country (decision 0005).
 */
export const mobilePhoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(PHONE_TEXT_MAX_LENGTH, FORM_MESSAGES.invalidPhone)
  .transform((text, ctx) => {
    const parsed = parsePhone(text.startsWith('+') ? text : `+${text}`, { mobileOnly: true });
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: recipientPhoneMessage(parsed) });
      return z.NEVER;
    }
    if (parsed.extension) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return parsed.e164;
  });

export const ratingSchema = z
  .number({ error: 'Rating must be a number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be from 1 to 5')
  .max(5, 'Rating must be from 1 to 5');

const reviewText = optionalText('Review', REVIEW_LIMITS.text);

/** `POST /api/vendors/:vendorId/review-invitations` */
export const createReviewInvitationInputSchema = z.strictObject({
  clientName: requiredName("Client's name", REVIEW_LIMITS.name),
  clientPhone: mobilePhoneSchema,
});
export type CreateReviewInvitationInput = z.input<typeof createReviewInvitationInputSchema>;

export const reviewInvitationSchema = z.object({
  id: z.uuid(),
  clientName: z.string(),
  clientPhone: z.string(),
  created: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** What became of the SMS: queued, sent, delivered, failed... (null: none queued). */
  smsStatus: z.string().nullable(),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;

/**
 * The answer to creating one: the invitation and its one-time link, which only this answer
 * carries (the table keeps the token's hash), so the vendor can copy or share it whatever
 * becomes of the SMS.
 */
export const createdReviewInvitationSchema = reviewInvitationSchema.extend({ url: z.string() });
export type CreatedReviewInvitation = z.infer<typeof createdReviewInvitationSchema>;

/** `GET /api/public/review-links/:token`: what the review page greets the client with. */
export const reviewLinkSchema = z.object({
  vendorName: z.string(),
  clientName: z.string(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

/** `POST /api/public/review-links/:token` */
export const submitReviewInputSchema = z.strictObject({
  rating: ratingSchema,
  text: reviewText,
  authorName: requiredName('Your name', REVIEW_LIMITS.name),
});
export type SubmitReviewInput = z.input<typeof submitReviewInputSchema>;

/** `POST /api/events/:eventId/vendor-reviews`: the organiser of an event the vendor served. */
export const createEventVendorReviewInputSchema = z.strictObject({
  vendorId: z.uuid('Unknown vendor'),
  rating: ratingSchema,
  text: reviewText,
});
export type CreateEventVendorReviewInput = z.input<typeof createEventVendorReviewInputSchema>;

/** `PUT /api/vendor-reviews/:id/reply`: one reply, which the vendor may edit. */
export const reviewReplyInputSchema = z.strictObject({
  reply: requiredName('Reply', REVIEW_LIMITS.reply),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

/** `POST /api/vendor-reviews/:id/report`: the vendor asks a moderator to look. */
export const reviewReportInputSchema = z.strictObject({
  reason: requiredName('Reason', REVIEW_LIMITS.reason),
});
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>;

/** `POST /api/vendor-reviews/:id/moderation` (SUPER_ADMIN, decision 0036). */
export const moderateReviewInputSchema = z.strictObject({
  action: z.enum(['hide', 'unhide'], { error: 'Action must be hide or unhide' }),
  reason: requiredName('Reason', REVIEW_LIMITS.reason),
});
export type ModerateReviewInput = z.input<typeof moderateReviewInputSchema>;

const reviewPublicFields = {
  id: z.uuid(),
  authorName: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  created: z.string(),
  /** How the reviewer knew the vendor: an invited client, or the organiser of an event. */
  source: z.enum(['client', 'organiser']),
};

export const publicReviewSchema = z.object(reviewPublicFields);
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A review as its vendor and moderators see it, hidden or not. */
export const vendorReviewSchema = z.object({
  ...reviewPublicFields,
  vendorId: z.uuid(),
  vendorName: z.string(),
  reportedAt: z.string().nullable(),
  reportReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  version: z.number().int(),
});
export type VendorReview = z.infer<typeof vendorReviewSchema>;

/** Count and mean of the visible reviews, and how many gave each rating. */
export const reviewSummarySchema = z.object({
  count: z.number().int(),
  /** Two decimals; null without reviews. */
  average: z.number().nullable(),
  /** Index 0 is one star, index 4 five stars. */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

const pageQuery = {
  page: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(1),
  size: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(10),
};

/** Paging of the review and enquiry lists (1-based page). */
export const reviewPageQuerySchema = z.strictObject(pageQuery);
export type ReviewPageQuery = z.infer<typeof reviewPageQuerySchema>;

/** `GET /api/public/vendors/:vendorId/reviews` */
export type PublicReviewsPage = {
  summary: ReviewSummary;
  items: PublicReview[];
  total: number;
  page: number;
  size: number;
};

export type ReviewsPage<T> = { items: T[]; total: number; page: number; size: number };
