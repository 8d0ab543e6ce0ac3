/**
 * POST /api/occasions/:id/members/import: the file is the raw request body (CSV or XLSX,
 * told apart by its bytes), the options are in the query string (memberImportQuerySchema).
 * Needs READ_MEMBERS and ADD_MEMBERS, the specification's read-members and create-members.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHEET_IMPORT_MAX_BYTES,
  memberImportPreviewSchema,
  memberImportQuerySchema,
  memberImportRefusalSchema,
  memberImportReportSchema,
  type MemberImportField,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import {
  SheetImportRefused,
  acceptSheetUploads,
  refuseOversizedSheet,
  uploadedSheet,
} from '../../platform/sheet-import';
import { MEMBER_SHEET_WORDS } from './analyse-member-sheet';
import { importMembers, previewMemberImport } from './members-import-service';

export const membersImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // The raw-body parsers and the larger body limit apply to the import route only.
  await app.register(async (upload) => {
    acceptSheetUploads(upload);

    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/occasions/:id/members/import',
      {
        config: { access: requires('READ_MEMBERS', 'ADD_MEMBERS') },
        bodyLimit: SHEET_IMPORT_MAX_BYTES,
        schema: {
          tags: ['members'],
          summary:
            "Import an occasion's members, with pledged and already-paid amounts, from a CSV or XLSX file (the request body): a dry run previews, dryRun=false writes all or nothing",
          params: idParamsSchema,
          querystring: memberImportQuerySchema,
          response: {
            200: z.union([memberImportPreviewSchema, memberImportReportSchema]),
            400: memberImportRefusalSchema.partial({ problems: true }).loose(),
          },
        },
        // Before the body is read (after the access hook): an oversized upload is refused
        // by its declared length.
        preParsing: refuseOversizedSheet(MEMBER_SHEET_WORDS),
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const input = {
          file: uploadedSheet(request.body, MEMBER_SHEET_WORDS),
          options: request.query,
        };
        if (request.query.dryRun) return previewMemberImport(db, actor, request.params.id, input);
        try {
          return await importMembers(db, actor, request.params.id, input);
        } catch (error) {
          if (!(error instanceof SheetImportRefused)) throw error;
          // importMembers refuses with the problems of a member list.
          const { message, problems } = error as SheetImportRefused<MemberImportField>;
          return reply.status(400).send({ message, problems });
        }
      },
    );
  });
};
