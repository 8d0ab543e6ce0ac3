/**
 * What every spreadsheet import call shares: the file is the raw request body (CSV or
 * XLSX), the options are in the query string, a dry run answers the preview (every row's
 * problem with the row number a spreadsheet shows) and a real import its report. Each
 * import adds its own fields and options (guests: onExisting; members: the amounts).
 */
import { z } from 'zod';

/** `refuse`: any row problem stops the import; `skip`: rows with problems are left out. */
export const SHEET_IMPORT_ON_INVALID = ['refuse', 'skip'] as const;
export type SheetImportOnInvalid = (typeof SHEET_IMPORT_ON_INVALID)[number];

/** The query string options of every import, with its own mapping schema. */
export const sheetImportQueryFields = <M extends z.ZodType>(mappingSchema: M) => ({
  /** Writing needs `dryRun=false` said outright; anything else only previews. */
  dryRun: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default('true')
    .transform((value) => value === 'true'),
  onInvalid: z
    .enum(SHEET_IMPORT_ON_INVALID, { error: "must be 'refuse' or 'skip'" })
    .default('refuse'),
  /** Field to column header, as JSON; absent: the guessed mapping. */
  mapping: z
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
    .pipe(mappingSchema)
    .optional(),
  /** The uploaded file's name, for the audit log. */
  fileName: z.string().max(255, 'is too long').optional(),
});

export const sheetImportProblemSchema = <const F extends readonly [string, ...string[]]>(
  fields: F,
) => z.object({ row: z.number().int(), field: z.enum(fields), message: z.string() });

/** The preview's fields that every import answers; each adds what its writes would do. */
export const sheetImportPreviewFields = <
  const F extends readonly [string, ...string[]],
  M extends z.ZodType,
>(
  fields: F,
  mappingSchema: M,
) => ({
  format: z.enum(['csv', 'xlsx']),
  /** How a CSV file's bytes were read ('utf-8', 'utf-16le', 'utf-16be', 'windows-1252'); null for XLSX. */
  encoding: z.string().nullable(),
  /** The worksheet read, for XLSX. */
  sheet: z.string().nullable(),
  columns: z.array(z.string()),
  /** The first rows, cell by cell in column order, to help choose the mapping. */
  sampleRows: z.array(z.array(z.string())),
  guessedMapping: mappingSchema,
  /** The mapping the preview used: the one sent, else the guess. */
  mapping: mappingSchema,
  /** Set when the mapping cannot import (no column for the name): rows are then not checked. */
  mappingProblem: z.string().nullable(),
  /** Data rows in the file (blank rows are not counted). */
  rows: z.number().int(),
  /** Rows without a problem. */
  valid: z.number().int(),
  problems: z.array(sheetImportProblemSchema(fields)),
  /** Things worth knowing that are not problems: formulas, records already there. */
  notices: z.array(sheetImportProblemSchema(fields)),
});

/** The 400 answer of an import refused because of its rows: nothing was written. */
export const sheetImportRefusalSchema = <const F extends readonly [string, ...string[]]>(
  fields: F,
) => z.object({ message: z.string(), problems: z.array(sheetImportProblemSchema(fields)) });
