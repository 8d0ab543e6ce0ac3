/**
 * `POST /api/occasions/:id/members/import`: the file is the raw body (CSV or XLSX), these
 * options are in the query string; a dry run answers the preview, `dryRun=false` writes
 * the members and their already-paid contributions in one transaction, or nothing.
 */
import { z } from 'zod';
import {
  sheetImportPreviewFields,
  sheetImportQueryFields,
  sheetImportRefusalSchema,
} from '../../platform/sheet-import/import-schemas';
import { MEMBER_IMPORT_FIELDS, memberImportMappingSchema } from './import-fields';

export const memberImportQuerySchema = z.strictObject(
  sheetImportQueryFields(memberImportMappingSchema),
);
export type MemberImportQuery = z.input<typeof memberImportQuerySchema>;
export type MemberImportOptions = z.output<typeof memberImportQuerySchema>;

/** What an import writes: members, one contribution per already-paid amount, the sums. */
const memberImportCountsSchema = z.object({
  created: z.number().int(),
  /** Rows with problems, left out (only when the import skips them). */
  skipped: z.number().int(),
  contributions: z.number().int(),
  /** Minor units of the occasion's currency. */
  pledgedMinor: z.number().int(),
  paidMinor: z.number().int(),
});

export const memberImportPreviewSchema = z.object({
  ...sheetImportPreviewFields(MEMBER_IMPORT_FIELDS, memberImportMappingSchema),
  /** The occasion's currency, which the amounts were read in. */
  currency: z.string(),
  /** Rows whose phone a member of the occasion already has (each is also a problem). */
  existing: z.number().int(),
  /** What the import would write if rows with problems are skipped. */
  outcome: memberImportCountsSchema,
});
export type MemberImportPreview = z.infer<typeof memberImportPreviewSchema>;

export const memberImportReportSchema = memberImportCountsSchema.extend({
  rows: z.number().int(),
});
export type MemberImportReport = z.infer<typeof memberImportReportSchema>;

export const memberImportRefusalSchema = sheetImportRefusalSchema(MEMBER_IMPORT_FIELDS);
