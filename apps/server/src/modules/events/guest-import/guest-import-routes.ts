/**
 * POST /api/events/:id/guests/import: the file is the raw request body (CSV or XLSX, told
 * apart by its bytes), the options are in the query string (guestImportQuerySchema).
 * GET /api/events/:id/guests/export: the filtered guest list as a CSV or XLSX download.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHEET_IMPORT_CONTENT_TYPES,
  SHEET_IMPORT_MAX_BYTES,
  guestExportQuerySchema,
  guestImportPreviewSchema,
  guestImportQuerySchema,
  guestImportRefusalSchema,
  guestImportReportSchema,
  type GuestImportField,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { fileAnswer } from '../../../lib/answer-schemas';
import { exportGuests } from './guest-export';
import {
  SheetImportRefused,
  acceptSheetUploads,
  refuseOversizedSheet,
  uploadedSheet,
} from '../../platform/sheet-import';
import { GUEST_SHEET_WORDS } from './analyse-guest-sheet';
import { importGuests, previewGuestImport } from './guest-import-service';

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
        response: {
          200: fileAnswer(
            [SHEET_IMPORT_CONTENT_TYPES.csv, SHEET_IMPORT_CONTENT_TYPES.xlsx],
            "The event's guests as CSV or XLSX",
          ),
        },
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
    acceptSheetUploads(upload);

    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/events/:id/guests/import',
      {
        config: { access: requires('READ_ATTENDEES', 'ADD_ATTENDEES') },
        bodyLimit: SHEET_IMPORT_MAX_BYTES,
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
        preParsing: refuseOversizedSheet(GUEST_SHEET_WORDS),
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const input = {
          file: uploadedSheet(request.body, GUEST_SHEET_WORDS),
          options: request.query,
        };
        if (request.query.dryRun) return previewGuestImport(db, actor, request.params.id, input);
        try {
          return await importGuests(db, actor, request.params.id, input);
        } catch (error) {
          if (!(error instanceof SheetImportRefused)) throw error;
          // importGuests refuses with the problems of a guest list.
          const { message, problems } = error as SheetImportRefused<GuestImportField>;
          return reply.status(400).send({ message, problems });
        }
      },
    );
  });
};
