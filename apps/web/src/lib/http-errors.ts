import type { AxiosError } from 'axios';

// axios's own checks, restated so a module can test an error without importing axios:
// axios loads after the first paint (decision 0020), and its `isAxiosError` and `isCancel`
// would bring the whole library into the first chunk.

/** An error from an HTTP call: it carries the request, and the response if one came. */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** An HTTP call cancelled through its `signal`. */
export function isCancel(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { __CANCEL__?: unknown }).__CANCEL__ === true
  );
}
