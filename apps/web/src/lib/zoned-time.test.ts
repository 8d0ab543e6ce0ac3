import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  describeTimeZone,
  formatEventTimes,
  getZonedToday,
  instantToZonedTime,
  listTimeZones,
  parseClock,
  zonedTimeToInstant,
} from './zoned-time';

describe('parseClock', () => {
  it.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['0930', '09:30'],
    ['14.30', '14:30'],
    ['18', '18:00'],
    ['2pm', '14:00'],
    ['2:30 p.m.', '14:30'],
    ['12 am', '00:00'],
    ['12pm', '12:00'],
  ])('reads %s as %s', (text, clock) => {
    expect(parseClock(text)).toBe(clock);
  });

  it.each(['', 'noon', '25:00', '12:60', '13pm', '1:2', 'abc'])('refuses %j', (text) => {
    expect(parseClock(text)).toBeNull();
  });
});

describe('zonedTimeToInstant', () => {
  it('reads a day and time at the venue, whatever zone the browser is in', () => {
    // Nairobi is UTC+3 all year: no daylight saving.
    expect(zonedTimeToInstant('2026-11-21', '14:00', 'Africa/Nairobi')).toBe(
      '2026-11-21T11:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-11-21', '14:00', 'UTC')).toBe('2026-11-21T14:00:00.000Z');
    // Half- and quarter-hour zones.
    expect(zonedTimeToInstant('2026-11-21', '14:00', 'Asia/Kolkata')).toBe(
      '2026-11-21T08:30:00.000Z',
    );
    expect(zonedTimeToInstant('2026-11-21', '14:00', 'Asia/Kathmandu')).toBe(
      '2026-11-21T08:15:00.000Z',
    );
  });

  it('crosses midnight into the UTC day before or after', () => {
    // 01:30 in Nairobi is still the evening before in UTC.
    expect(zonedTimeToInstant('2026-11-21', '01:30', 'Africa/Nairobi')).toBe(
      '2026-11-20T22:30:00.000Z',
    );
    // 23:30 in Los Angeles (UTC-8 in November) is the next morning in UTC.
    expect(zonedTimeToInstant('2026-11-21', '23:30', 'America/Los_Angeles')).toBe(
      '2026-11-22T07:30:00.000Z',
    );
    // The last day of a year.
    expect(zonedTimeToInstant('2026-12-31', '23:00', 'America/New_York')).toBe(
      '2027-01-01T04:00:00.000Z',
    );
  });

  it('moves to a later day for an end after midnight', () => {
    expect(zonedTimeToInstant('2026-11-21', '02:00', 'Africa/Nairobi', 1)).toBe(
      '2026-11-21T23:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-12-31', '01:00', 'Africa/Dar_es_Salaam', 1)).toBe(
      '2026-12-31T22:00:00.000Z',
    );
  });

  it('uses the offset in force on that day across daylight saving', () => {
    // New York: EDT (UTC-4) in July, EST (UTC-5) in December.
    expect(zonedTimeToInstant('2026-07-04', '18:00', 'America/New_York')).toBe(
      '2026-07-04T22:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-12-04', '18:00', 'America/New_York')).toBe(
      '2026-12-04T23:00:00.000Z',
    );
    // Clocks in London jump 01:00 -> 02:00 on 28 March 2027: 01:30 reads as 02:30 BST.
    expect(zonedTimeToInstant('2027-03-28', '01:30', 'Europe/London')).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    // Clocks jump 02:00 -> 03:00 on 8 March 2026: 02:30 reads as 03:30 EDT.
    expect(zonedTimeToInstant('2026-03-08', '02:30', 'America/New_York')).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // Clocks go back 02:00 -> 01:00 on 1 November 2026: 01:30 happens twice, take the first.
    expect(zonedTimeToInstant('2026-11-01', '01:30', 'America/New_York')).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // East of UTC too: Berlin goes back 03:00 -> 02:00 on 25 October 2026.
    expect(zonedTimeToInstant('2026-10-25', '02:30', 'Europe/Berlin')).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('refuses what is not a day, a time or a zone', () => {
    expect(zonedTimeToInstant('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('21/11/2026', '10:00', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('2026-11-21', '24:00', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('2026-11-21', '', 'UTC')).toBeNull();
    expect(zonedTimeToInstant('2026-11-21', '10:00', 'Mars/Olympus_Mons')).toBeNull();
  });
});

describe('instantToZonedTime', () => {
  it('is the inverse of zonedTimeToInstant', () => {
    for (const [day, time, zone] of [
      ['2026-11-21', '01:30', 'Africa/Nairobi'],
      ['2026-11-21', '23:30', 'America/Los_Angeles'],
      ['2026-07-04', '18:00', 'America/New_York'],
      ['2026-11-21', '14:00', 'Asia/Kathmandu'],
    ] as const) {
      const instant = zonedTimeToInstant(day, time, zone)!;
      expect(instantToZonedTime(instant, zone)).toEqual({ day, time });
    }
  });

  it('answers null for an unreadable instant or zone', () => {
    expect(instantToZonedTime('not a date', 'UTC')).toBeNull();
    expect(instantToZonedTime('2026-11-21T10:00:00Z', 'Nowhere/Else')).toBeNull();
  });
});

describe('display', () => {
  it('shows times as clocks at the venue show them, with the end day when it differs', () => {
    expect(
      formatEventTimes('2026-11-21T11:00:00.000Z', '2026-11-21T19:00:00.000Z', 'Africa/Nairobi'),
    ).toBe('Sat 21 Nov 2026, 14:00–22:00');
    expect(
      formatEventTimes('2026-11-21T17:00:00.000Z', '2026-11-21T23:00:00.000Z', 'Africa/Nairobi'),
    ).toBe('Sat 21 Nov 2026, 20:00 – Sun 22 Nov 2026, 02:00');
    expect(formatEventTimes('2026-11-21T11:00:00.000Z', null, 'Africa/Nairobi')).toBe(
      'Sat 21 Nov 2026, 14:00',
    );
  });

  it('names the zone with its offset on the day', () => {
    expect(describeTimeZone('Africa/Nairobi', '2026-11-21T11:00:00Z')).toBe(
      'Africa/Nairobi (GMT+03:00)',
    );
    expect(describeTimeZone('America/St_Johns', '2026-12-01T12:00:00Z')).toBe(
      'America/St_Johns (GMT-03:30)',
    );
  });

  it('knows today in a zone and counts days between calendar days', () => {
    const now = new Date('2026-11-21T22:30:00Z');
    expect(getZonedToday('Africa/Nairobi', now)).toBe('2026-11-22');
    expect(getZonedToday('America/Los_Angeles', now)).toBe('2026-11-21');
    expect(daysBetween('2026-11-21', '2026-11-22')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0);
  });

  it('lists the platform zones, sorted, with UTC', () => {
    const zones = listTimeZones();
    expect(zones).toContain('Africa/Nairobi');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
  });
});
