/**
 * The import and export calls: `POST /api/events/:id/guests/import` takes the file as the
 * raw body (CSV or XLSX) and these options in the query string; a dry run answers the
 * preview, a real import the report. `GET /api/events/:id/guests/export` takes the guest
 * list's own filter and sort.
 */
import { z } from 'zod';
import { listQuerySchema } from '../list-query';
import { GUEST_IMPORT_FIELDS, guestImportMappingSchema } from './import-fields';

/** What to do with a row whose phone number a guest of the event already has. */
export const GUEST_IMPORT_ON_EXISTING = ['skip', 'update'] as const;
export type GuestImportOnExisting = (typeof GUEST_IMPORT_ON_EXISTING)[number];
/** `refuse`: any row problem stops the import; `skip`: rows with problems are left out. */
export const GUEST_IMPORT_ON_INVALID = ['refuse', 'skip'] as const;
export type GuestImportOnInvalid = (typeof GUEST_IMPORT_ON_INVALID)[number];

const mappingParam = z
  .string()
  .max(4000, 'is too long')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of field to column' });
      return z.NEVER;
    }
  })
  .pipe(guestImportMappingSchema);

export const guestImportQuerySchema = z.strictObject({
  /** Writing needs `dryRun=false` said outright; anything else only previews. */
  dryRun: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default('true')
    .transform((value) => value === 'true'),
  onExisting: z
    .enum(GUEST_IMPORT_ON_EXISTING, { error: "must be 'skip' or 'update'" })
    .default('skip'),
  onInvalid: z
    .enum(GUEST_IMPORT_ON_INVALID, { error: "must be 'refuse' or 'skip'" })
    .default('refuse'),
  /** Field to column header, as JSON; absent: the guessed mapping. */
  mapping: mappingParam.optional(),
  /** The uploaded file's name, for the audit log. */
  fileName: z.string().max(255, 'is too long').optional(),
});
export type GuestImportQuery = z.input<typeof guestImportQuerySchema>;
export type GuestImportOptions = z.output<typeof guestImportQuerySchema>;

export const guestImportProblemSchema = z.object({
  row: z.number().int(),
  field: z.enum(GUEST_IMPORT_FIELDS),
  message: z.string(),
});

const countsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});

export const guestImportPreviewSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  /** How a CSV file's bytes were read ('utf-8', 'utf-16le', 'utf-16be', 'windows-1252'); null for XLSX. */
  encoding: z.string().nullable(),
  /** The worksheet read, for XLSX. */
  sheet: z.string().nullable(),
  columns: z.array(z.string()),
  /** The first rows, cell by cell in column order, to help choose the mapping. */
  sampleRows: z.array(z.array(z.string())),
  guessedMapping: guestImportMappingSchema,
  /** The mapping the preview used: the one sent, else the guess. */
  mapping: guestImportMappingSchema,
  /** Set when the mapping cannot import (no column for the name): rows are then not checked. */
  mappingProblem: z.string().nullable(),
  /** Data rows in the file (blank rows are not counted). */
  rows: z.number().int(),
  /** Rows without a problem. */
  valid: z.number().int(),
  /** Rows without a problem whose phone a guest of the event already has (skipped or updated). */
  existing: z.number().int(),
  problems: z.array(guestImportProblemSchema),
  /** Things worth knowing that are not problems: formulas, guests already in the event. */
  notices: z.array(guestImportProblemSchema),
  /** What the import would do with these options. */
  outcome: countsSchema,
});
export type GuestImportPreview = z.infer<typeof guestImportPreviewSchema>;

export const guestImportReportSchema = countsSchema.extend({ rows: z.number().int() });
export type GuestImportReport = z.infer<typeof guestImportReportSchema>;

/** The 400 answer of an import refused because of its rows: nothing was written. */
export const guestImportRefusalSchema = z.object({
  message: z.string(),
  problems: z.array(guestImportProblemSchema),
});
export type GuestImportRefusal = z.infer<typeof guestImportRefusalSchema>;

export const GUEST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type GuestExportFormat = (typeof GUEST_EXPORT_FORMATS)[number];

/** The list's filter, sort and zone, without paging: the export is every matching guest. */
export const guestExportQuerySchema = listQuerySchema
  .omit({ page: true, size: true, fields: true })
  .extend({
    format: z.enum(GUEST_EXPORT_FORMATS, { error: "must be 'csv' or 'xlsx'" }).default('csv'),
  });
export type GuestExportQuery = z.input<typeof guestExportQuerySchema>;
