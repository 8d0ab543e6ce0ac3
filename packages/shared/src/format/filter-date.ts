/**
 * `toDate` and the list filters' date format, apart from the rest of `./dates`: every
 * list, the public gallery's included, encodes its filters with these, and the date-fns
 * `format` (with its locale) that the other formats use would be most of the gallery's
 * JavaScript (decision 0020).
 */
import { isValid, parseISO } from 'date-fns';

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

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * '2026-Nov-21': the date format of list filters, `FILTER_DATE_FORMAT` as
 * date-fns writes it (local time, the era's year), written by hand.
 */
export function formatFilterDate(value: unknown): string {
  const date = toDate(value);
  if (!date) return '';
  const year = date.getFullYear();
  const eraYear = year > 0 ? year : 1 - year;
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(eraYear).padStart(4, '0')}-${MONTH_ABBREVIATIONS[date.getMonth()]}-${day}`;
}
