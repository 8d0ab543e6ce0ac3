/**
 * A list screen's filter (search text, date ranges, option filters) and its query form:
 * repeated `filter` parameters, each `field:operator:value`.
 *
 * Meaning, which the server applies:
 * - `ilike` and `eq` parameters together are the search: a row matches when any one does
 *   (`eq` only appears when the search text is numeric, for exact-match keys);
 * - every `btn` (date range, `from,to` in yyyy-MMM-dd, either end may be empty) and every
 *   `in` (option filter, comma-separated values) must hold; values within one `in` are
 *   alternatives.
 */

export const FILTER_OPERATORS = ['ilike', 'eq', 'btn', 'in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Field names can never contain ':' so the value is everything after the second ':'. */
export const FILTER_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;

export type FilterOption = { value: string | number | boolean; label?: string };
export type FilterScalar = string | number | boolean;
export type DateRangeFilter = { from?: Date | string | null; to?: Date | string | null };

/** What a list screen holds: the search text, dateFilters and filters. */
export type ListFilter = {
  search?: string;
  dateFilters?: Readonly<Record<string, DateRangeFilter | null | undefined>>;
  filters?: Readonly<Record<string, FilterScalar | readonly FilterOption[] | null | undefined>>;
};

/** Which fields a list searches. */
export type FilterSearchConfig = {
  /** Text fields the search text is matched against with `ilike`. */
  searchFields: readonly string[];
  /** Exact-match keys (ids, amounts, phone digits) searched with `eq` for numeric text. */
  exactFields?: readonly string[];
};

/** A resource's allowed filters: field name -> operators it accepts. */
export type AllowedFilters<F extends string = string> = Readonly<
  Record<F, readonly FilterOperator[]>
>;

export type SearchCondition<F extends string = string> = {
  field: F;
  operator: 'ilike' | 'eq';
  value: string;
};
/** Calendar days 'yyyy-MM-dd', inclusive; an absent end is open. */
export type DateRangeCondition<F extends string = string> = {
  field: F;
  from?: string;
  to?: string;
};
export type OptionCondition<F extends string = string> = { field: F; values: string[] };

export type DecodedFilters<F extends string = string> = {
  /** Any one matching is enough. */
  search: SearchCondition<F>[];
  /** All must hold. */
  dateRanges: DateRangeCondition<F>[];
  /** All must hold; within one, any value. */
  options: OptionCondition<F>[];
};

export const FILTER_ERROR_CODES = [
  'MALFORMED',
  'UNKNOWN_FIELD',
  'UNKNOWN_OPERATOR',
  'BAD_DATE',
  'BAD_VALUE',
  'TOO_MANY',
  'TOO_LONG',
] as const;
export type FilterErrorCode = (typeof FILTER_ERROR_CODES)[number];
export type FilterError = { code: FilterErrorCode; param: string; message: string };

export type DecodeFiltersResult<F extends string = string> =
  { ok: true; filters: DecodedFilters<F> } | { ok: false; errors: FilterError[] };

/** Search text that `eq` may look up: digits, optionally with a decimal part. */
export const NUMERIC_SEARCH = /^\d+(?:\.\d+)?$/;
