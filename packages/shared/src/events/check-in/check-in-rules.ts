/**
 * How many people a card lets in, decided the same way by the server and by a check-in
 * device that is offline (decision 0008). A card admits `admissions` people in total;
 * `checkedIn` is the sum of what was admitted so far.
 */
import type { CheckInResult } from './check-in-schemas';

export type CardCount = { admissions: number; checkedIn: number };

/** People the card still lets in (never negative: an organiser may lower admissions later). */
export function remainingAdmissions(card: CardCount): number {
  return Math.max(0, card.admissions - card.checkedIn);
}

/** What a card looks like before anyone is let in: the colour of the check-in screen. */
export type CardStanding = 'unused' | 'partly_used' | 'used_up';

export function cardStanding(card: CardCount): CardStanding {
  if (remainingAdmissions(card) === 0) return 'used_up';
  return card.checkedIn > 0 ? 'partly_used' : 'unused';
}

export type Settlement = {
  result: Extract<CheckInResult, 'admitted' | 'already_used'>;
  admitted: number;
  overAdmitted: number;
  /** What the card still allows afterwards. */
  remaining: number;
};

/**
 * Settles `requested` admissions against a card. `before-entry`: the device asks first
 * (online), so nobody beyond the card's allowance is let in. `already-entered`: the people
 * were let in while the device was offline, so what the card no longer covers is
 * recorded as over-admitted rather than undone.
 */
export function settleAdmission(
  card: CardCount,
  requested: number,
  when: 'before-entry' | 'already-entered',
): Settlement {
  const remaining = remainingAdmissions(card);
  const admitted = Math.min(Math.max(0, requested), remaining);
  return {
    result: admitted > 0 ? 'admitted' : 'already_used',
    admitted,
    overAdmitted: when === 'already-entered' ? Math.max(0, requested - admitted) : 0,
    remaining: remaining - admitted,
  };
}
