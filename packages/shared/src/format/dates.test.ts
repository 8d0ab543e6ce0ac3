import { describe, expect, it } from 'vitest';
import { WEEK_STARTS_ON } from '../constants';
import {
  formatCalendarDate,
  formatDisplayDate,
  formatDisplayDateTime,
  formatFilterDate,
  parseFilterDate,
  toDate,
} from './dates';

const NOV_21 = new Date(2026, 10, 21, 14, 5);

describe('toDate', () => {
  it.each<[string, unknown, Date | null]>([
    ['a Date', NOV_21, NOV_21],
    ['a calendar date, at local midnight', '2026-11-21', new Date(2026, 10, 21)],
    ['an ISO instant', '2026-11-21T11:05:00.000Z', new Date(Date.UTC(2026, 10, 21, 11, 5))],
    ['epoch milliseconds', NOV_21.getTime(), NOV_21],
    ['free text', 'Nov 21 2026', null],
    ['an invalid Date', new Date(Number.NaN), null],
    ['no such day', '2026-02-30', null],
    ['null', null, null],
    ['Infinity', Number.POSITIVE_INFINITY, null],
  ])('%s', (_, value, expected) => {
    expect(toDate(value)).toEqual(expected);
  });

  it('copies, so the caller cannot change the original', () => {
    expect(toDate(NOV_21)).not.toBe(NOV_21);
  });
});

describe('formatting', () => {
  it.each<[string, (value: unknown) => string, string]>([
    ['filter date (yyyy-MMM-dd)', formatFilterDate, '2026-Nov-21'],
    ['calendar date', formatCalendarDate, '2026-11-21'],
    ['display date', formatDisplayDate, '21 Nov 2026'],
    ['display date and time', formatDisplayDateTime, '21 Nov 2026, 14:05'],
  ])('%s', (_, format, expected) => {
    expect(format(NOV_21)).toBe(expected);
    expect(format('not a date')).toBe('');
  });
});

describe('parseFilterDate', () => {
  it.each<[unknown, string | null]>([
    ['2026-Nov-21', '2026-11-21'],
    ['2026-nov-01', '2026-11-01'],
    ['2024-Feb-29', '2024-02-29'],
    ['2026-Feb-29', null],
    ['2026-Nov-31', null],
    ['2026-Nox-01', null],
    ['2026-11-21', null],
    ['2026-Nov-1', null],
    [' 2026-Nov-21', null],
    [20261121, null],
  ])('%j -> %j', (text, expected) => {
    expect(parseFilterDate(text)).toBe(expected);
  });

  it('reads back what formatFilterDate writes', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 28);
      expect(parseFilterDate(formatFilterDate(date))).toBe(formatCalendarDate(date));
    }
  });
});

describe('weeks', () => {
  it('start on Sunday', () => {
    expect(WEEK_STARTS_ON).toBe(0);
  });
});
