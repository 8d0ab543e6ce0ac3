import { describe, expect, it } from 'vitest';
import { fillRsvpDays, niceCeiling } from './rsvp-series';

describe('fillRsvpDays', () => {
  it('fills quiet days with zeros, in order, across a month end', () => {
    expect(
      fillRsvpDays([
        { day: '2026-12-02', accepted: 1, declined: 0 },
        { day: '2026-11-30', accepted: 2, declined: 1 },
      ]),
    ).toEqual([
      { day: '2026-11-30', accepted: 2, declined: 1 },
      { day: '2026-12-01', accepted: 0, declined: 0 },
      { day: '2026-12-02', accepted: 1, declined: 0 },
    ]);
  });

  it('answers nothing for no answers, and only answered days over a long stretch', () => {
    expect(fillRsvpDays([])).toEqual([]);
    const far = [
      { day: '2026-01-01', accepted: 1, declined: 0 },
      { day: '2026-12-01', accepted: 0, declined: 1 },
    ];
    expect(fillRsvpDays(far)).toEqual(far);
  });
});

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 40, 51, 120].map(niceCeiling)).toEqual([
      1, 1, 2, 5, 10, 10, 20, 50, 100, 200,
    ]);
  });
});
