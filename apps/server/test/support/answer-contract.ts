/**
 * What a route declares it answers (`schema.response`, kept in the route registry) and
 * whether an answer it gave matches: its status is declared (exactly, as `4xx`, or as
 * `default`), a JSON body parses with that status's zod schema, and a body of another
 * type carries one of the declared content types (issue 27).
 */
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { RegisteredRoute } from '../../src/modules/platform/auth/auth-plugin';

type Declared = z.ZodType | { content: Record<string, { schema: z.ZodType }> };

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The declaration for a status, as Fastify picks it: exact, then `Nxx`, then `default`. */
export function declaredAnswer(route: RegisteredRoute, status: number): Declared | undefined {
  const { response } = route;
  return (response[String(status)] ?? response[`${String(status)[0]}xx`] ?? response.default) as
    Declared | undefined;
}

/** The statuses a route declares success with (2xx and 3xx). */
export const successStatuses = (route: RegisteredRoute) =>
  Object.keys(route.response).filter((status) => /^[23]/.test(status));

const mediaTypeOf = (response: LightMyRequestResponse) =>
  String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();

/** Undefined when the answer matches the route's declaration, else what differs. */
export function answerMismatch(
  route: RegisteredRoute,
  response: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  const declared = declaredAnswer(route, status);
  if (!declared) return `status ${status} is not declared`;
  const mediaType = mediaTypeOf(response);
  const bodyless = response.rawPayload.length === 0;
  if (isZod(declared)) {
    if (bodyless) {
      return declared.safeParse(null).success ? undefined : `status ${status} came without a body`;
    }
    if (mediaType !== 'application/json') return `${mediaType} where JSON is declared`;
    const parsed = declared.safeParse(response.json());
    return parsed.success ? undefined : z.prettifyError(parsed.error);
  }
  const content = declared.content[mediaType];
  if (!content) {
    return `${mediaType || 'no content type'} is not among ${Object.keys(declared.content).join(', ')}`;
  }
  if (mediaType !== 'application/json') return undefined;
  const parsed = content.schema.safeParse(response.json());
  return parsed.success ? undefined : z.prettifyError(parsed.error);
}

/**
 * The answers of a fuzz run unlike their declaration, one example per route and status,
 * so that one run lists every route whose contract is untrue instead of stopping at one.
 */
export function createMismatchLog() {
  const mismatches = new Map<string, string>();
  return {
    check(route: RegisteredRoute, response: LightMyRequestResponse, where: string) {
      const mismatch = answerMismatch(route, response);
      const key = `${route.method} ${route.url} ${response.statusCode}`;
      if (mismatch && !mismatches.has(key)) mismatches.set(key, `${where}\n  ${mismatch}`);
    },
    list: () => [...mismatches.values()],
  };
}
