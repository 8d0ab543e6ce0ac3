/** Bounds of the dates and times a request may carry: schemas and the filter decoder share them. */
import { z } from 'zod';

/**
 * The years a date or time the product keeps may fall in (decision 0018): wider than any
 * celebration, pledge or check-in needs, and well inside what every formatter, zone
 * conversion and both databases handle. Outside it a value is a slip or a probe, and some
 * such values (year 0000, 275760) failed deep inside a request.
 */
export const DATE_YEAR_RANGE = { min: 1900, max: 2200 } as const;
const EARLIEST_MS = Date.UTC(DATE_YEAR_RANGE.min, 0, 1);
const AFTER_LATEST_MS = Date.UTC(DATE_YEAR_RANGE.max + 1, 0, 1);

export const isYearInRange = (year: number) =>
  Number.isInteger(year) && year >= DATE_YEAR_RANGE.min && year <= DATE_YEAR_RANGE.max;

export const dateRangeMessage = (label: string) =>
  `${label} must be in the years ${DATE_YEAR_RANGE.min} to ${DATE_YEAR_RANGE.max}`;

/** An instant as ISO text with its offset (`2026-11-21T14:00:00+03:00`), inside DATE_YEAR_RANGE. */
export const instantSchema = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` }).refine(
    (text) => {
      const ms = Date.parse(text);
      return ms >= EARLIEST_MS && ms < AFTER_LATEST_MS;
    },
    { message: dateRangeMessage(label) },
  );

/** A calendar day as `yyyy-MM-dd`, inside DATE_YEAR_RANGE. */
export const calendarDateSchema = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date (yyyy-MM-dd)` })
    .refine((text) => isYearInRange(Number(text.slice(0, 4))), {
      message: dateRangeMessage(label),
    });
