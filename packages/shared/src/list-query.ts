/**
 * The query every list endpoint takes (`GET /api/<resource>`): filters as
 * repeated `filter` parameters, paging, sorting and field selection. The web data table
 * builds it; the server validates it with this schema.
 */
import { z } from 'zod';
import { MAX_LIST_PAGE, MAX_PAGE_SIZE } from './constants';

/** `-name` sorts descending; several keys separated by commas. */
export const SORT_PATTERN = /^-?[A-Za-z][A-Za-z0-9]*(,-?[A-Za-z][A-Za-z0-9]*){0,2}$/;
export const FIELDS_PATTERN = /^[A-Za-z][A-Za-z0-9.]*(,[A-Za-z][A-Za-z0-9.]*)*$/;

/**
 * A whole number from 1 to `max`. The bound is checked first and alone: past 2^53 a number is
 * no safe integer either, and the answer should name the limit, not call 2^53 a fraction.
 */
const pageNumber = (max: number) =>
  z.coerce
    .number()
    .max(max, { error: `must be at most ${max}`, abort: true })
    .int('must be a whole number')
    .min(1, 'must be at least 1');

export const listQuerySchema = z.strictObject({
  filter: z.union([z.string(), z.array(z.string())]).optional(),
  page: pageNumber(MAX_LIST_PAGE).default(1),
  size: pageNumber(MAX_PAGE_SIZE).default(20),
  sort: z
    .string()
    .regex(SORT_PATTERN, 'must be up to three field names separated by commas, - for descending')
    .optional(),
  fields: z
    .string()
    .max(500, 'is too long')
    .regex(FIELDS_PATTERN, 'must be field names separated by commas')
    .optional(),
  /** The zone calendar days in date-range filters are read in (IANA name); UTC when absent. */
  tz: z.string().max(64, 'is too long').optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

/** Every optimistic-concurrency update names the version it read. */
export const versionSchema = z
  .number({ error: 'Version is required' })
  .int('Version must be a whole number')
  .min(1, 'Version must be at least 1');
