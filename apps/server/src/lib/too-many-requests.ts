import { HttpError } from './http-error';
import { WindowCounter } from './window-counter';

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

/** Counts one request of `key`, unless `counter` says it is over its limit: then a 429 saying `what`. */
export function countOrRefuse(counter: WindowCounter, key: string, what: string): void {
  const wait = counter.retryAfterMs(key);
  if (wait > 0) throw tooManyRequests(what, wait);
  counter.hit(key);
}

/**
 * A public page's preHandler: at most `perMinute` requests from one address (every route
 * of the page shares the count), so guessing its tokens is slowed far below any useful rate.
 */
export function throttleByAddress(perMinute: number): (request: { ip: string }) => Promise<void> {
  const byAddress = new WindowCounter(perMinute, 60_000);
  return async (request) => countOrRefuse(byAddress, request.ip, 'Too many requests.');
}
