import { HttpError } from './http-error';

/**
 * A 429 that says what was too much and when to try again, in whole minutes in the text
 * and in seconds in Retry-After (RFC 9110 section 10.2.3) for clients that wait by it.
 */
export function tooManyRequests(
  what: string,
  retryAfterMs: number,
  fieldErrors?: Record<string, string[]>,
): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(
    429,
    `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    fieldErrors,
    { 'retry-after': String(seconds) },
  );
}
