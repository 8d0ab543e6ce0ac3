/**
 * One place turns every failure into the JSON error shape `{ message, error?, fieldErrors? }`.
 * 4xx answers say what was wrong; 5xx answers never carry a stack or SQL (the log does).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/http-error';

type ValidationIssue = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

/** Zod issues keyed by field path; unknown keys become one entry each. */
function toFieldErrors(issues: readonly ValidationIssue[]): Record<string, string[]> {
  // A Map, not an object: a field may be named '__proto__' by a hostile request.
  const fieldErrors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    fieldErrors.set(field, [...(fieldErrors.get(field) ?? []), message]);
  };
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
    if (Array.isArray(unknownKeys)) {
      for (const key of unknownKeys)
        add(field ? `${field}.${String(key)}` : String(key), 'Unknown field');
    } else {
      add(field || '_', issue.message ?? 'Invalid value');
    }
  }
  return Object.fromEntries(fieldErrors);
}

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

/** Database errors that are the client's fault, by SQLSTATE. */
function clientFaultFromDatabase(error: unknown): HttpError | undefined {
  const code =
    (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
  if (code === '23505') return new HttpError(409, 'A record with these values already exists');
  if (code === '22P02') return new HttpError(400, 'Invalid identifier');
  return undefined;
}

/** Seconds a client is told to wait when the database is away: a restart takes a few. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable, please try again shortly';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = toFieldErrors(error.validation);
      const [field, messages] = Object.entries(fieldErrors)[0] ?? ['_', ['Invalid value']];
      const where = PART_NAMES[error.validationContext ?? 'body'] ?? 'request';
      const subject = field === '_' ? where : `'${field}' in ${where}`;
      return reply.status(400).send({ message: `Invalid ${subject}: ${messages[0]}`, fieldErrors });
    }
    const fromDatabase = clientFaultFromDatabase(error);
    if (fromDatabase) {
      return reply.status(fromDatabase.statusCode).send({ message: fromDatabase.message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not our fault nor the client's, and temporary (decision 0017): a warning, not an
      // error, so an outage does not flood the log with stacks.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong' });
  });
}
