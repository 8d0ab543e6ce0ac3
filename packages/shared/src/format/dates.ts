/**
 * Reading and writing dates: the format of list filters (`2026-Nov-21`), calendar
 * dates as forms send them (`2026-11-21`) and display text. None of these throws.
 */
import { format, isValid, parse } from 'date-fns';
import {
  CALENDAR_DATE_FORMAT,
  DISPLAY_DATE_FORMAT,
  DISPLAY_DATE_TIME_FORMAT,
  FILTER_DATE_FORMAT,
} from '../constants';
import { toDate } from './filter-date';

export { formatFilterDate, toDate } from './filter-date';

function formatSafely(value: unknown, pattern: string): string {
  const date = toDate(value);
  if (!date) return '';
  try {
    return format(date, pattern);
  } catch {
    // Years beyond what date-fns can write.
    return '';
  }
}

/** '2026-11-21': a calendar day in the reader's time zone, as forms send dates. */
export function formatCalendarDate(value: unknown): string {
  return formatSafely(value, CALENDAR_DATE_FORMAT);
}

/** '21 Nov 2026' */
export function formatDisplayDate(value: unknown): string {
  return formatSafely(value, DISPLAY_DATE_FORMAT);
}

/** '21 Nov 2026, 14:05' */
export function formatDisplayDateTime(value: unknown): string {
  return formatSafely(value, DISPLAY_DATE_TIME_FORMAT);
}

const FILTER_DATE_SHAPE = /^\d{4}-[A-Za-z]{3}-\d{2}$/;

/**
 * Reads a filter date ('2026-Nov-21', month in any case) as the calendar date
 * '2026-11-21', or null when it is not a real day ('2026-Feb-30').
 */
export function parseFilterDate(text: unknown): string | null {
  if (typeof text !== 'string' || !FILTER_DATE_SHAPE.test(text)) return null;
  const month = text.slice(5, 6).toUpperCase() + text.slice(6, 8).toLowerCase();
  const canonical = `${text.slice(0, 5)}${month}${text.slice(8)}`;
  const date = parse(canonical, FILTER_DATE_FORMAT, new Date(2000, 0, 1));
  if (!isValid(date) || format(date, FILTER_DATE_FORMAT) !== canonical) return null;
  return format(date, CALENDAR_DATE_FORMAT);
}
