/**
 * The upload side of every import route (`POST .../guests/import`, `.../members/import`):
 * the file is the raw request body (no multipart dependency), accepted under any of the
 * types browsers and scripts label CSV and XLSX with, refused by its declared length
 * before it is read, and told apart by its bytes later (sniff-file.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatFileSize, SHEET_IMPORT_CONTENT_TYPES, SHEET_IMPORT_MAX_BYTES } from '@karamu/shared';
import { HttpError } from '../../../lib/http-error';
import { emptyFile, NOT_A_SPREADSHEET_HINT, type SheetWords } from './sniff-file';

/** What browsers and scripts label CSV and XLSX files with (Windows says application/vnd.ms-excel for .csv). */
const ACCEPTED_TYPES = [
  SHEET_IMPORT_CONTENT_TYPES.csv,
  SHEET_IMPORT_CONTENT_TYPES.xlsx,
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
];

const unsupportedType = () =>
  new HttpError(415, `Send the file itself as the request body. ${NOT_A_SPREADSHEET_HINT}`, {
    file: ['Choose a CSV or Excel (.xlsx) file'],
  });

/**
 * Makes `upload` (an encapsulated context holding only the import route) take the raw
 * body as a Buffer, up to SHEET_IMPORT_MAX_BYTES; anything else is a 415.
 */
export function acceptSheetUploads(upload: FastifyInstance): void {
  upload.removeAllContentTypeParsers();
  upload.addContentTypeParser(
    ACCEPTED_TYPES,
    { parseAs: 'buffer', bodyLimit: SHEET_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  upload.addContentTypeParser('*', (_request, _payload, done) => done(unsupportedType()));
}

/** A route's `preParsing`: after the access hook, before the body is read. */
export const refuseOversizedSheet = (words: SheetWords) => async (request: FastifyRequest) => {
  if (Number(request.headers['content-length']) > SHEET_IMPORT_MAX_BYTES) {
    throw new HttpError(
      413,
      `The file is larger than ${formatFileSize(SHEET_IMPORT_MAX_BYTES)}: split the ${words.list} into smaller files.`,
      { file: [`At most ${formatFileSize(SHEET_IMPORT_MAX_BYTES)}`] },
    );
  }
};

/** The uploaded file, or the 400/415 that says what was sent instead. */
export function uploadedSheet(body: unknown, words: SheetWords): Buffer {
  if (body === undefined || (Buffer.isBuffer(body) && body.length === 0)) throw emptyFile(words);
  if (!Buffer.isBuffer(body)) throw unsupportedType();
  return body;
}
