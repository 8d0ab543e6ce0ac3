/**
 * Checking an uploaded sheet once, whichever import it is for: the import's worker module
 * reads and checks it in an upload worker (decision 0019), and the result is kept
 * (analysis-cache.ts) so that the import after a preview of the same file, for the same
 * user, record and settings, does not read and check it again. One cache for every
 * import: its bounds are the process's, like the upload workers'.
 */
import type { ColumnMapping, SheetRowProblem } from '@karamu/shared';
import { HttpError } from '../../../lib/http-error';
import { uploadJobs } from '../../../lib/upload-jobs/upload-jobs';
import type { AnalyseSheetInput, SheetAnalysis } from './analyse-sheet';
import { AnalysisCache, analysisKey } from './analysis-cache';

const checkedFiles = new AnalysisCache();

export type CheckSheetRequest<F extends string, C> = {
  /** The import's worker module, from `sourceModule(...)`: it exports `run(input)`. */
  task: URL;
  userId: string;
  /** What is imported into, with its kind: `events/<id>`, `occasions/<id>`. */
  target: string;
  file: Buffer;
  mapping: ColumnMapping<F> | undefined;
  /** What the rows are checked against (country, prefixes, currency): part of the cache key. */
  context: C;
};

export async function checkSheet<F extends string, C>(
  request: CheckSheetRequest<F, C>,
): Promise<SheetAnalysis<F>> {
  const { task, userId, target, file, mapping, context } = request;
  const keyOf = (used: ColumnMapping<F> | undefined) =>
    analysisKey({ userId, target, file, context: [used ?? null, context] });
  const key = keyOf(mapping);
  const cached = checkedFiles.get(key);
  if (cached) return cached as SheetAnalysis<F>;
  const input: AnalyseSheetInput<F, C> = { file, mapping, context };
  const analysis = await uploadJobs.run<SheetAnalysis<F>>({
    task,
    input,
    subject: 'The file',
    field: 'file',
  });
  checkedFiles.set(key, analysis);
  // The wizard previews with the guessed mapping, then imports with it said outright.
  if (mapping === undefined) checkedFiles.set(keyOf(analysis.mapping), analysis);
  return analysis;
}

/** Rows with at least one problem (a row can have several). */
export const rowsWithProblems = (problems: readonly { row: number }[]) =>
  new Set(problems.map((p) => p.row)).size;

/** A real import refused because of its rows: a 400 that lists them; nothing was written. */
export class SheetImportRefused<F extends string = string> extends HttpError {
  constructor(readonly problems: SheetRowProblem<F>[]) {
    const rows = rowsWithProblems(problems);
    super(
      400,
      `${rows === 1 ? '1 row has' : `${rows.toLocaleString('en')} rows have`} problems, so nothing was imported. Fix them in the file, or choose to skip rows with problems.`,
    );
  }
}
