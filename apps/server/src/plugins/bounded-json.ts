/**
 * JSON bodies nest at most MAX_JSON_DEPTH levels. Everything that walks a parsed body
 * (zod, the NUL check, a serializer, a logger) may recurse, and a few thousand levels, which
 * fit in a few kilobytes of text, overflowed the stack as a 500 on any route, signed in or
 * not. So the depth is counted in the text, in one pass without recursion, before
 * `JSON.parse` builds the tree; the parse itself is Fastify's own (with its prototype
 * poisoning checks). The deepest body the product sends is about six levels (decision 0018).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';

export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether arrays and objects in JSON text nest deeper than `limit`; brackets inside strings
 * do not count. Text that is not JSON may answer either way: the parse refuses it after.
 */
export function isJsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

const JSON_TOO_DEEP_MESSAGE = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

/** Replaces the root JSON parser; routes that read other types add their own parsers. */
export function registerBoundedJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (isJsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(JSON_TOO_DEEP_MESSAGE, { body: [JSON_TOO_DEEP_MESSAGE] }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
