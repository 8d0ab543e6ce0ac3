/**
 * The import and export calls: `POST /api/events/:id/guests/import` takes the file as the
 * raw body (CSV or XLSX) and these options in the query string; a dry run answers the
 * preview, a real import the report (the shape every import shares is in sheet-import/).
 * `GET /api/events/:id/guests/export` takes the guest list's own filter and sort.
 */
import { z } from 'zod';
import { listQuerySchema } from '../../list-query';
import {
  sheetImportPreviewFields,
  sheetImportProblemSchema,
  sheetImportQueryFields,
  sheetImportRefusalSchema,
} from '../../platform/sheet-import/import-schemas';
import { GUEST_IMPORT_FIELDS, guestImportMappingSchema } from './import-fields';

/** What to do with a row whose phone number a guest of the event already has. */
export const GUEST_IMPORT_ON_EXISTING = ['skip', 'update'] as const;
export type GuestImportOnExisting = (typeof GUEST_IMPORT_ON_EXISTING)[number];

export const guestImportQuerySchema = z.strictObject({
  ...sheetImportQueryFields(guestImportMappingSchema),
  onExisting: z
    .enum(GUEST_IMPORT_ON_EXISTING, { error: "must be 'skip' or 'update'" })
    .default('skip'),
});
export type GuestImportQuery = z.input<typeof guestImportQuerySchema>;
export type GuestImportOptions = z.output<typeof guestImportQuerySchema>;

export const guestImportProblemSchema = sheetImportProblemSchema(GUEST_IMPORT_FIELDS);

const countsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});

export const guestImportPreviewSchema = z.object({
  ...sheetImportPreviewFields(GUEST_IMPORT_FIELDS, guestImportMappingSchema),
  /** Rows without a problem whose phone a guest of the event already has (skipped or updated). */
  existing: z.number().int(),
  /** What the import would do with these options. */
  outcome: countsSchema,
});
export type GuestImportPreview = z.infer<typeof guestImportPreviewSchema>;

export const guestImportReportSchema = countsSchema.extend({ rows: z.number().int() });
export type GuestImportReport = z.infer<typeof guestImportReportSchema>;

export const guestImportRefusalSchema = sheetImportRefusalSchema(GUEST_IMPORT_FIELDS);

export const GUEST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type GuestExportFormat = (typeof GUEST_EXPORT_FORMATS)[number];

/** The list's filter, sort and zone, without paging: the export is every matching guest. */
export const guestExportQuerySchema = listQuerySchema
  .omit({ page: true, size: true, fields: true })
  .extend({
    format: z.enum(GUEST_EXPORT_FORMATS, { error: "must be 'csv' or 'xlsx'" }).default('csv'),
  });
export type GuestExportQuery = z.input<typeof guestExportQuerySchema>;
