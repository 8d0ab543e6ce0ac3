/** The product's fixed constants and limits (timings, formats, sizes), named for what they are. */

export const API_BASE_PATH = '/api';
export const TOAST_DURATION_MS = 5000;
export const RELOAD_DELAY_AFTER_401_MS = 1000;
export const RELOAD_DELAY_AFTER_LOGOUT_MS = 500;
export const PHONE_TEXT_MAX_LENGTH = 250;
export const FILTER_DATE_FORMAT = 'yyyy-MMM-dd';
export const AVATAR_COLOR_COUNT = 20;
export const FILE_SIZE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;
/** date-fns `weekStartsOn`: 0 is Sunday. */
export const WEEK_STARTS_ON = 0;
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The texts users see when a call fails or a session ends, word for word. */
export const MESSAGES = {
  serverErrorToast: 'Something Went Wrong, please try again',
  httpServerError: 'Something went wrong',
  httpTimeout: 'Request took too long',
  sessionExpired: 'Your session has expired',
} as const;

/** The validation messages of dynamic forms, word for word. */
export const FORM_MESSAGES = {
  required: 'This field is required',
  dateInFuture: 'Date must be in the future',
  invalidLink: 'Invalid Link provided',
  invalidPhone: 'Invalid phone number',
  lessThan: (label: string, otherLabel: string) => `${label} must be less than ${otherLabel}`,
  greaterThan: (label: string, otherLabel: string) => `${label} must be greater than ${otherLabel}`,
  // Not in the specification: inputs a form widget cannot produce but an API caller can.
  invalidDate: 'Invalid date',
  invalidValue: 'Invalid value',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;
export const FORM_TEXT_MAX_LENGTH = 5000;
export const FORM_LINK_MAX_LENGTH = 2048;
/** Calendar dates travel as text in this format, free of time zones. */
export const CALENDAR_DATE_FORMAT = 'yyyy-MM-dd';
export const DISPLAY_DATE_FORMAT = 'd MMM yyyy';
export const DISPLAY_DATE_TIME_FORMAT = 'd MMM yyyy, HH:mm';

/** The query parameter list filters travel in, repeated: `?filter=name:ilike:amina`. */
export const FILTER_QUERY_PARAM = 'filter';
export const FILTER_MAX_PARAMS = 50;
/** Per value: the search text, or one option of a list. */
export const FILTER_VALUE_MAX_LENGTH = 200;
export const FILTER_MAX_OPTIONS = 50;
export const FILTER_PARAM_MAX_LENGTH = 4096;

/** 'kB' is the SI unit, so a step is 1000 bytes, not 1024. */
export const FILE_SIZE_STEP = 1000;
export const FILE_SIZE_DECIMALS = 2;

/**
 * Avatar backgrounds (Tailwind 600/700 shades), all readable under white initials at
 * WCAG AA for large text. `avatarColor` picks one by hashing a name or phone number.
 */
export const AVATAR_COLORS = [
  '#dc2626',
  '#c2410c',
  '#b45309',
  '#a16207',
  '#4d7c0f',
  '#15803d',
  '#047857',
  '#0f766e',
  '#0e7490',
  '#0369a1',
  '#2563eb',
  '#4f46e5',
  '#7c3aed',
  '#9333ea',
  '#c026d3',
  '#db2777',
  '#e11d48',
  '#57534e',
  '#475569',
  '#be123c',
] as const;

/**
 * The largest page a list endpoint answers: big enough that an 800-guest wedding or a
 * 10,000-member committee fits one virtualised table, small enough to bound a response.
 */
export const MAX_PAGE_SIZE = 10_000;

/**
 * The last page a list endpoint answers (issue 27): 100,000 pages of 10,000 rows is far past
 * any list here, and keeps the row offset a number the databases take (`page` 2^53 made it
 * a bigint past its range, a 500).
 */
export const MAX_LIST_PAGE = 100_000;
