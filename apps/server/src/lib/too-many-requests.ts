import { HttpError } from './http-error';

/** A 429 that says what was too much and when to try again, in whole minutes. */
export function tooManyRequests(what: string, retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(429, `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
