/**
 * PostgreSQL text cannot hold the NUL character: a query carrying one fails inside the
 * database (SQLSTATE 22021), which would reach the client as a 500 after the handler had
 * started its work. No field of the product has a use for it, so a request with NUL in
 * any string of its query, params or JSON body is refused up front with a 400 naming
 * the first field that holds one.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';

const MESSAGE = 'Text cannot contain the NUL character';

/** The dotted path of the first string holding NUL, or undefined. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Uploads arrive as bytes: binary content is the file's own business.
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function registerRefuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part);
      if (field !== undefined) throw badRequest(MESSAGE, { [field || 'body']: [MESSAGE] });
    }
  });
}
