/**
 * Whether an error means the database cannot be reached right now (decision 0017), as
 * opposed to a query that is wrong: PostgreSQL restarting, failing over, refusing
 * connections or closing ours. Such a request answers 503 with Retry-After; the pool opens
 * new connections once the database is back.
 */

/** SQLSTATEs of a database that is going away or not yet there. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Socket errors of a server that is down or unreachable. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** pg's own errors, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated', // also "Connection terminated unexpectedly"
  'timeout exceeded when trying to connect', // pg-pool's connectionTimeoutMillis
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))
      return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}

/** Looks through `cause` (Drizzle wraps the driver's error) and AggregateError's `errors`. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  return (
    isDatabaseUnavailable(cause, depth + 1) ||
    (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
  );
}
