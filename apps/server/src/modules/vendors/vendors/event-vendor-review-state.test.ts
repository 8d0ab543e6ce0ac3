import { describe, expect, it } from 'vitest';
import { eventVendorReviewState } from './event-vendor-review-state';

const now = new Date('2026-12-05T14:00:00.000Z');
const facts = { status: 'confirmed' as const, startsAt: now, reviewed: false };

describe('eventVendorReviewState', () => {
  it('opens a confirmed booking from the event’s start on', () => {
    expect(eventVendorReviewState(facts, now)).toBe('open');
    expect(eventVendorReviewState({ ...facts, startsAt: new Date(now.getTime() + 1) }, now)).toBe(
      'not-started',
    );
  });

  it('names the vendor’s answer before the date, and a review before either', () => {
    const ahead = new Date(now.getTime() + 86_400_000);
    expect(eventVendorReviewState({ ...facts, status: 'requested', startsAt: ahead }, now)).toBe(
      'awaiting-vendor',
    );
    expect(eventVendorReviewState({ ...facts, status: 'declined', startsAt: ahead }, now)).toBe(
      'declined',
    );
    expect(eventVendorReviewState({ ...facts, status: 'declined', reviewed: true }, now)).toBe(
      'reviewed',
    );
  });
});
