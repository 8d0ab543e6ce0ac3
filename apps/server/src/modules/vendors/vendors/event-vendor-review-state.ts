/**
 * Whether an organiser may review a vendor of their event now (decision 0060): once per
 * event and once per organiser for each vendor, and only of a booking the vendor confirmed
 * for an event that has started. The event's Vendors tab and the review's route ask the same
 * function, so the tab offers what the route accepts.
 */
import type { BookingStatus, EventVendorReviewState } from '@karamu/shared';

export type EventVendorReviewFacts = {
  status: BookingStatus;
  startsAt: Date;
  /** The event has reviewed the vendor, or the organiser has from any event. */
  reviewed: boolean;
};

export function eventVendorReviewState(
  facts: EventVendorReviewFacts,
  now: Date,
): EventVendorReviewState {
  if (facts.reviewed) return 'reviewed';
  if (facts.status === 'declined') return 'declined';
  if (facts.status === 'requested') return 'awaiting-vendor';
  if (facts.startsAt.getTime() > now.getTime()) return 'not-started';
  return 'open';
}
