/**
 * Reading and writing dates: the filter format of section 7 (`2026-Nov-21`), calendar
 * dates as forms send them (`2026-11-21`) and display text. None of these throws.
 */
import { format, isValid, parse, parseISO } from 'date-fns';
import {
  CALENDAR_DATE_FORMAT,
  DISPLAY_DATE_FORMAT,
  DISPLAY_DATE_TIME_FORMAT,
  FILTER_DATE_FORMAT,
} from '../constants';

/** ISO text only: `new Date(text)` would read '2026-11-21' as UTC and 'Nov 21' at all. */
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * A valid Date from a Date, an ISO string (a date-only string is local midnight) or epoch
 * milliseconds; null for anything else.
 */
export function toDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'string' && ISO_DATE.test(value.trim())) date = parseISO(value.trim());
  else if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value);
  return date !== null && isValid(date) ? date : null;
}

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

/** '2026-Nov-21': the date format of list filters (section 9). */
export function formatFilterDate(value: unknown): string {
  return formatSafely(value, FILTER_DATE_FORMAT);
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
