/**
 * POST /api/events/:id/guests/import: the file is the raw request body (CSV or XLSX, told
 * apart by its bytes), the options are in the query string (guestImportQuerySchema).
 * GET /api/events/:id/guests/export: the filtered guest list as a CSV or XLSX download.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUEST_IMPORT_CONTENT_TYPES,
  GUEST_IMPORT_MAX_BYTES,
  formatFileSize,
  guestExportQuerySchema,
  guestImportPreviewSchema,
  guestImportQuerySchema,
  guestImportRefusalSchema,
  guestImportReportSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../app-deps';
import { actorOf, requires } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { idParamsSchema } from '../../lib/request-schemas';
import { exportGuests } from './guest-export';
import { GuestImportRefused, importGuests, previewGuestImport } from './guest-import-service';
import { emptyFile, NOT_A_SPREADSHEET_HINT } from './sniff-file';

/**
 * What browsers and scripts label CSV and XLSX files with (Windows says
 * application/vnd.ms-excel for .csv). The bytes decide what the file is.
 */
const ACCEPTED_TYPES = [
  GUEST_IMPORT_CONTENT_TYPES.csv,
  GUEST_IMPORT_CONTENT_TYPES.xlsx,
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
];

const tooLarge = () =>
  new HttpError(
    413,
    `The file is larger than ${formatFileSize(GUEST_IMPORT_MAX_BYTES)}: split the guest list into smaller files.`,
    {
      file: [`At most ${formatFileSize(GUEST_IMPORT_MAX_BYTES)}`],
    },
  );

const unsupportedType = () =>
  new HttpError(415, `Send the file itself as the request body. ${NOT_A_SPREADSHEET_HINT}`, {
    file: ['Choose a CSV or Excel (.xlsx) file'],
  });

export const guestImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/events/:id/guests/export',
    {
      config: { access: requires('READ_ATTENDEES') },
      schema: {
        tags: ['guests'],
        summary: "Download the event's guests (the list's filter and sort) as CSV or XLSX",
        params: idParamsSchema,
        querystring: guestExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const file = await exportGuests(db, actorOf(request), request.params.id, format, query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  // The raw-body parsers and the larger body limit apply to the import route only.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      ACCEPTED_TYPES,
      { parseAs: 'buffer', bodyLimit: GUEST_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.addContentTypeParser('*', (_request, _payload, done) => done(unsupportedType()));

    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/events/:id/guests/import',
      {
        config: { access: requires('READ_ATTENDEES', 'ADD_ATTENDEES') },
        bodyLimit: GUEST_IMPORT_MAX_BYTES,
        schema: {
          tags: ['guests'],
          summary:
            'Import guests from a CSV or XLSX file (the request body): a dry run previews, dryRun=false writes all or nothing',
          params: idParamsSchema,
          querystring: guestImportQuerySchema,
          response: {
            200: z.union([guestImportPreviewSchema, guestImportReportSchema]),
            400: guestImportRefusalSchema.partial({ problems: true }).loose(),
          },
        },
        // Before the body is read (after the access hook): an oversized upload is refused
        // by its declared length.
        preParsing: async (request) => {
          if (Number(request.headers['content-length']) > GUEST_IMPORT_MAX_BYTES) throw tooLarge();
        },
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (body === undefined || (Buffer.isBuffer(body) && body.length === 0)) throw emptyFile();
        if (!Buffer.isBuffer(body)) throw unsupportedType();
        const actor = actorOf(request);
        const input = { file: body, options: request.query };
        if (request.query.dryRun) return previewGuestImport(db, actor, request.params.id, input);
        try {
          return await importGuests(db, actor, request.params.id, input);
        } catch (error) {
          if (!(error instanceof GuestImportRefused)) throw error;
          return reply.status(400).send({ message: error.message, problems: error.problems });
        }
      },
    );
  });
};
