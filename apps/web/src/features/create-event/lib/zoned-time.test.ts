import { describe, expect, it } from 'vitest';
import { parseClock, zonedTimeToInstant } from './zoned-time';

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
  it('reads the clock at the venue', () => {
    expect(zonedTimeToInstant('2027-03-06', '18:00', 'Africa/Nairobi')).toBe(
      '2027-03-06T15:00:00.000Z',
    );
    expect(zonedTimeToInstant('2027-07-01', '09:30', 'Europe/London')).toBe(
      '2027-07-01T08:30:00.000Z',
    );
    expect(zonedTimeToInstant('2027-01-01', '09:30', 'Europe/London')).toBe(
      '2027-01-01T09:30:00.000Z',
    );
  });

  it('moves a time skipped by daylight saving to the hour after', () => {
    // Clocks in London jump from 01:00 to 02:00 on 28 March 2027.
    expect(zonedTimeToInstant('2027-03-28', '01:30', 'Europe/London')).toBe(
      '2027-03-28T01:30:00.000Z',
    );
  });

  it('answers null for an impossible day or an unknown zone', () => {
    expect(zonedTimeToInstant('2027-02-30', '10:00', 'Africa/Nairobi')).toBeNull();
    expect(zonedTimeToInstant('2027-02-01', '10:00', 'Mars/Olympus')).toBeNull();
    expect(zonedTimeToInstant('2027-02-01', 'late', 'Africa/Nairobi')).toBeNull();
  });
});
