/**
 * Compresses the API's text answers on the fly (decision 0020): lists, reports, CSV
 * exports and the OpenAPI document shrink several times over on a phone's connection.
 * JSON only above 1 kB, where compressing pays for its own bytes and time; a streamed CSV
 * export is compressed as it streams, so its download still starts at once. Formats that
 * are compressed already (XLSX, PDF, PNG) and the web app's files, which the build
 * compresses (web-app.ts), are sent as they are. Request bodies are not decompressed: a
 * client sends plain JSON, and the body limit applies to what arrives.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
  });
}
