import { HttpError } from './http-error';

/**
 * A 429 that says what was too much and when to try again: in whole minutes in the
 * message, and in seconds in the `Retry-After` header that the error handler sets.
 */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export function tooManyRequests(what: string, retryAfterMs: number): TooManyRequestsError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new TooManyRequestsError(
    `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );
}
