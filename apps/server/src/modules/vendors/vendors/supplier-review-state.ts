/**
 * Whether an organiser may review a supplier of their event now (decision 0060): once per
 * event and once per organiser for each vendor, and only of a booking the vendor confirmed
 * for an event that has started. The Suppliers tab and the review's route ask the same
 * function, so the tab offers what the route accepts.
 */
import type { BookingStatus, SupplierReviewState } from '@karamu/shared';

export type SupplierReviewFacts = {
  status: BookingStatus;
  startsAt: Date;
  /** The event has reviewed the vendor, or the organiser has from any event. */
  reviewed: boolean;
};

export function supplierReviewState(facts: SupplierReviewFacts, now: Date): SupplierReviewState {
  if (facts.reviewed) return 'reviewed';
  if (facts.status === 'declined') return 'declined';
  if (facts.status === 'requested') return 'awaiting-vendor';
  if (facts.startsAt.getTime() > now.getTime()) return 'not-started';
  return 'open';
}
