/**
 * POST /api/occasions/:id/members/import: the file is the raw request body (CSV or XLSX,
 * told apart by its bytes), the options are in the query string (memberImportQuerySchema).
 * Needs READ_MEMBERS and ADD_MEMBERS, the specification's read-members and create-members.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberImportPreviewSchema,
  memberImportQuerySchema,
  memberImportRefusalSchema,
  memberImportReportSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { requires } from '../../../lib/access';
import { registerSheetImportRoute } from '../../platform/sheet-import';
import { MEMBER_SHEET_WORDS } from './analyse-member-sheet';
import { importMembers, previewMemberImport } from './members-import-service';

export const membersImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await registerSheetImportRoute(app, db, {
    url: '/api/occasions/:id/members/import',
    access: requires('READ_MEMBERS', 'ADD_MEMBERS'),
    tags: ['members'],
    summary:
      "Import an occasion's members, with pledged and already-paid amounts, from a CSV or XLSX file (the request body): a dry run previews, dryRun=false writes all or nothing",
    words: MEMBER_SHEET_WORDS,
    querystring: memberImportQuerySchema,
    previewSchema: memberImportPreviewSchema,
    reportSchema: memberImportReportSchema,
    refusalSchema: memberImportRefusalSchema,
    preview: previewMemberImport,
    run: importMembers,
  });
};
