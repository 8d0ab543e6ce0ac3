/**
 * POST /api/events/:id/guests/import: the file is the raw request body (CSV or XLSX, told
 * apart by its bytes), the options are in the query string (guestImportQuerySchema).
 * GET /api/events/:id/guests/export: the filtered guest list as a CSV or XLSX download.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SHEET_IMPORT_CONTENT_TYPES,
  guestExportQuerySchema,
  guestImportPreviewSchema,
  guestImportQuerySchema,
  guestImportRefusalSchema,
  guestImportReportSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { fileAnswer } from '../../../lib/answer-schemas';
import { exportGuests } from './guest-export';
import { registerSheetImportRoute } from '../../platform/sheet-import';
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

  await registerSheetImportRoute(app, db, {
    url: '/api/events/:id/guests/import',
    access: requires('READ_ATTENDEES', 'ADD_ATTENDEES'),
    tags: ['guests'],
    summary:
      'Import guests from a CSV or XLSX file (the request body): a dry run previews, dryRun=false writes all or nothing',
    words: GUEST_SHEET_WORDS,
    querystring: guestImportQuerySchema,
    previewSchema: guestImportPreviewSchema,
    reportSchema: guestImportReportSchema,
    refusalSchema: guestImportRefusalSchema,
    preview: previewGuestImport,
    run: importGuests,
  });
};
