/**
 * The answers routes declare in `schema.response` beside their JSON ones: the error shape
 * every route may answer, plain messages, files and answers without a body. Declared so
 * that the OpenAPI document tells the statuses and shapes a client really gets (issue 27);
 * the route-contract test refuses a route without a declared success answer.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { payLinkPaymentSchema } from '@karamu/shared';

/** Every error answer (lib/http-error.ts, plugins/error-handler.ts): `ApiError` in shared. */
const errorAnswerSchema = z
  .object({
    message: z.string(),
    /** The HTTP reason phrase, on answers Fastify itself gives (an unknown route). */
    error: z.string().optional(),
    /** Messages by field path, on a refused body, query or path. */
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .describe('What was wrong (4xx) or that the server failed (5xx)');

/** `{ message }`: a deletion, revocation or acknowledgement with nothing else to say. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** What a handler sends as a file: Fastify writes each as it is, unserialised. */
type FileBody = Buffer | Readable | string;

/**
 * A body that is not JSON (an image, PDF, CSV, calendar or XML): Fastify sends a Buffer or
 * a string with its own content type as it is, so the schema only documents it.
 */
export function fileAnswer(mediaTypes: readonly string[], description: string) {
  // Typed as what handlers send, documented as what the client receives: bytes.
  const schema = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<FileBody>;
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
  };
}

/**
 * An answer without a body (304 to a matching If-None-Match). `type: 'null'` makes the
 * OpenAPI document list it without content.
 */
export const noBodyAnswer = (description: string) =>
  z
    .null()
    .meta({ type: 'null', description } as Record<
      string,
      unknown
    >) as unknown as z.ZodType<undefined>;

/**
 * A payment started from a guest's or member's page: 201 when it started, 202 when the
 * provider's answer was lost (its `notice` says so), 200 when the same payment is already
 * under way (the page asked again).
 */
export const startedPaymentAnswers = {
  200: payLinkPaymentSchema.describe('The same payment, already under way'),
  201: payLinkPaymentSchema.describe('Started: the prompt went to the phone'),
  202: payLinkPaymentSchema.describe('Waiting: the prompt may not have reached the phone (notice)'),
};

/**
 * The error answers added to every API route that does not declare its own for a status:
 * the fuzzers check each error against them, and Fastify serialises errors through them.
 */
export const ERROR_ANSWERS = { '4xx': errorAnswerSchema, '5xx': errorAnswerSchema } as const;

/**
 * The serializer of a hot route whose answer is built field by field from a typed record
 * (`GET /api/me`): its schema documents the answer, and the route-contract and fuzz tests
 * check every answer against it, but no request pays for zod checking it again (decision
 * 0062). Used as the route's `serializerCompiler`.
 */
export const serializeUnchecked = () => (data: unknown) => JSON.stringify(data);
