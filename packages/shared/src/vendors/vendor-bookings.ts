/**
 * Bookings (decision 0060): an organiser's link of a vendor to an event asks the vendor to
 * confirm it, and only a confirmed booking of an event that has started lets the organiser
 * review the vendor, once per organiser and vendor.
 */
import { z } from 'zod';
import { reviewPageQuerySchema } from './vendor-reviews';

export const BOOKING_STATUSES = ['requested', 'confirmed', 'declined'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Whether the viewer may review a vendor of the event now, or why not. */
export const EVENT_VENDOR_REVIEW_STATES = [
  'open',
  'reviewed',
  'awaiting-vendor',
  'declined',
  'not-started',
] as const;
export type EventVendorReviewState = (typeof EVENT_VENDOR_REVIEW_STATES)[number];

/** Why a review is refused: the server's answer and the event's Vendors tab's hint, one text. */
export const EVENT_VENDOR_REVIEW_REFUSALS: Record<
  Exclude<EventVendorReviewState, 'open'>,
  string
> = {
  reviewed: 'This vendor has already been reviewed by you or for this event',
  'awaiting-vendor': 'The vendor has not confirmed this booking yet',
  declined: 'The vendor declined this booking',
  'not-started': 'You can review after the event has started',
};

/** `GET /api/vendors/:id/bookings`: one of the vendor's bookings, as its owner sees it. */
export const vendorBookingSchema = z.object({
  eventId: z.uuid(),
  eventName: z.string(),
  startsAt: z.string(),
  /** The event's zone, to show its date as the organiser means it. */
  timeZone: z.string(),
  venue: z.string().nullable(),
  /** Who linked the vendor (null once that account is gone). */
  organiserName: z.string().nullable(),
  serviceTitle: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  requested: z.string(),
  respondedAt: z.string().nullable(),
});
export type VendorBooking = z.infer<typeof vendorBookingSchema>;

export const vendorBookingsPageSchema = z.object({
  items: z.array(vendorBookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type VendorBookingsPage = z.infer<typeof vendorBookingsPageSchema>;

/** Paged like the review lists; `status` narrows to requests awaiting an answer, say. */
export const vendorBookingsQuerySchema = reviewPageQuerySchema.extend({
  status: z
    .enum(BOOKING_STATUSES, { error: 'must be requested, confirmed or declined' })
    .optional(),
});
export type VendorBookingsQuery = z.input<typeof vendorBookingsQuerySchema>;

/** `POST /api/vendors/:id/bookings/:eventId/answer` */
export const answerBookingInputSchema = z.strictObject({
  answer: z.enum(['confirm', 'decline'], { error: 'Answer must be confirm or decline' }),
});
export type AnswerBookingInput = z.input<typeof answerBookingInputSchema>;
