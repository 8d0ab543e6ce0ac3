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

/**
 * The dotted path of the first string holding NUL, or undefined. Iterative, with its own
 * stack: bodies are bounded in depth (bounded-json.ts), but nothing here relies on it.
 */
export function findNul(value: unknown): string | undefined {
  // Each entry: a value, its path, and whether its own key (the path's end) holds NUL.
  const stack: { value: unknown; path: string; badKey: boolean }[] = [
    { value, path: '', badKey: false },
  ];
  while (stack.length > 0) {
    const { value: current, path, badKey } = stack.pop()!;
    if (badKey) return path;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
      continue;
    }
    // Uploads arrive as bytes: binary content is the file's own business.
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    const entries = Object.entries(current);
    // Pushed last to first, so fields are looked at in their order and the first is named.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      stack.push({
        value: child,
        path: path ? `${path}.${key}` : key,
        badKey: key.includes('\u0000'),
      });
    }
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
