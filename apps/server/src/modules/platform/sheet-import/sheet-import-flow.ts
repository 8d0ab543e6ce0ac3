/**
 * The steps every sheet import (guests, members) takes around checking its file: the check
 * itself with the installation's phone rules, the preview's account of the file, the refusal
 * of a file whose required column is not chosen, and the walk over the valid rows that meets
 * the records already there by phone. What each import plans and writes stays its own.
 */
import type { ColumnMapping } from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { badRequest } from '../../../lib/http-error';
import { sourceModule } from '../../../lib/upload-jobs/upload-jobs';
import { getExtraMobilePrefixes } from '../settings';
import type { SheetAnalysis } from './analyse-sheet';
import { checkSheet } from './check-sheet';

export type SheetImportInput<F extends string> = {
  file: Buffer;
  options: { mapping?: ColumnMapping<F>; fileName?: string };
};

/**
 * Reads and checks the file in an upload worker (everything but the records already there),
 * or takes the result of the same check made for this user and target before. `context` is
 * what the rows are read against besides the installation's extra mobile prefixes.
 */
export async function analyseImport<F extends string, C extends object>(
  db: Db,
  actor: Actor,
  request: {
    /** The import's worker module, a path inside src/ (see `sourceModule`). */
    worker: string;
    /** What is imported into, with its kind: `events/<id>`, `occasions/<id>`. */
    target: string;
    context: C;
  },
  input: SheetImportInput<F>,
): Promise<SheetAnalysis<F>> {
  return checkSheet({
    task: sourceModule(request.worker),
    userId: actor.userId,
    target: request.target,
    file: input.file,
    mapping: input.options.mapping,
    context: { ...request.context, extraMobilePrefixes: await getExtraMobilePrefixes(db) },
  });
}

/** The part of a preview that describes the file and its columns, the same for every import. */
export const previewOfSheet = <F extends string>(
  analysis: SheetAnalysis<F>,
  requiredUnmapped: string,
) => ({
  format: analysis.format,
  encoding: analysis.encoding,
  sheet: analysis.sheetName,
  columns: analysis.columns,
  sampleRows: analysis.sampleRows,
  guessedMapping: analysis.guessedMapping,
  mapping: analysis.mapping,
  mappingProblem: analysis.requiredMapped ? null : requiredUnmapped,
});

/** A real import needs its required column (the records' names): a 400 on that field otherwise. */
export function mustMapRequired<F extends string>(
  analysis: SheetAnalysis<F>,
  field: F,
  requiredUnmapped: string,
) {
  if (!analysis.requiredMapped) {
    throw badRequest(requiredUnmapped, { [`mapping.${field}`]: [requiredUnmapped] });
  }
}

/** What the audit entry and the notes call the file: its name, or its format. */
export const importedFileName = (analysis: SheetAnalysis<string>, options: { fileName?: string }) =>
  options.fileName ?? `${analysis.format.toUpperCase()} upload`;

/**
 * Each valid row in file order, with its phone and the record of `existing` that already
 * has it (keyed by E.164), if any.
 */
export function* validRowsMeeting<T>(
  analysis: SheetAnalysis<string>,
  existing: ReadonlyMap<string, T>,
) {
  const phones = analysis.validPhones.split('\n');
  for (let index = 0; index < analysis.validCount; index += 1) {
    const phone = phones[index];
    yield {
      index,
      row: analysis.validRows[index]!,
      phone,
      match: phone ? existing.get(phone) : undefined,
    };
  }
}
