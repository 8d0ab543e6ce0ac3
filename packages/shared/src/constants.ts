/** Business constants and limits of specification section 9, named for what they are. */

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

/** Error texts of specification section 8, shown to users word for word. */
export const MESSAGES = {
  serverErrorToast: 'Something Went Wrong, please try again',
  httpServerError: 'Something went wrong',
  httpTimeout: 'Request took too long',
  sessionExpired: 'Your session has expired',
} as const;
