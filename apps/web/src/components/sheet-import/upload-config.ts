/**
 * The browser side of every spreadsheet import call (guests, an occasion's members): the
 * file goes up as the raw body, the options in the query string, with upload progress and
 * a long timeout; a refused import's 400 carries the rows' problems.
 */
import {
  SHEET_IMPORT_CONTENT_TYPES,
  type ColumnMapping,
  type SheetImportOnInvalid,
  type SheetRowProblem,
} from '@karamu/shared';
import { isAxiosError } from '@/lib/http-errors';

/** Reading and writing 100,000 rows takes longer than the client's usual 30 s. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

export type UploadProgress = { loaded: number; total: number };

/** One call of an import: the file and the options every import has. */
export type SheetUpload<F extends string> = {
  file: File;
  mapping?: ColumnMapping<F>;
  onInvalid: SheetImportOnInvalid;
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The server tells CSV from XLSX by the bytes; the type only has to be one it accepts. */
function contentTypeOf(file: File): string {
  return /\.xlsx$/i.test(file.name)
    ? SHEET_IMPORT_CONTENT_TYPES.xlsx
    : SHEET_IMPORT_CONTENT_TYPES.csv;
}

function importParams(
  upload: SheetUpload<string>,
  dryRun: boolean,
  options: Record<string, string>,
): URLSearchParams {
  const params = new URLSearchParams({
    dryRun: String(dryRun),
    ...options,
    onInvalid: upload.onInvalid,
    fileName: upload.file.name.slice(0, 255),
  });
  if (upload.mapping) params.set('mapping', JSON.stringify(upload.mapping));
  return params;
}

/** The axios config of an import call; `options` are the import's own (guests: onExisting). */
export function uploadConfig(
  upload: SheetUpload<string>,
  dryRun: boolean,
  options: Record<string, string> = {},
) {
  return {
    params: importParams(upload, dryRun, options),
    headers: { 'Content-Type': contentTypeOf(upload.file) },
    timeout: IMPORT_TIMEOUT_MS,
    signal: upload.signal,
    onUploadProgress: (event: { loaded: number; total?: number }) =>
      upload.onUploadProgress?.({ loaded: event.loaded, total: event.total ?? upload.file.size }),
  };
}

/** The problems of a refused import (the file changed since the preview), if that is the error. */
export function getRefusedProblems<F extends string>(
  error: unknown,
): SheetRowProblem<F>[] | undefined {
  if (!isAxiosError(error) || error.response?.status !== 400) return undefined;
  const problems = (error.response.data as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? (problems as SheetRowProblem<F>[]) : undefined;
}
