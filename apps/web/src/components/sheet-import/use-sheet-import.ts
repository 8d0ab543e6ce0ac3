/**
 * The state of an import wizard (guests, an occasion's members): choose a file (the server
 * reads it and guesses the columns), match the columns (checked again when they change),
 * check the rows, import, report. The import's own calls and options come in `calls`.
 */
import { useEffect, useRef, useState } from 'react';
import type { ColumnMapping, SheetRowProblem } from '@karamu/shared';
import { getErrorMessage } from '@/lib/get-error-message';
import { isAxiosError, isCancel } from '@/lib/http-errors';
import { getRefusedProblems, type SheetUpload, type UploadProgress } from './upload-config';

export type SheetImportStep = 'choose' | 'map' | 'review' | 'done';

/** What every import's preview answers that the wizard reads. */
export type SheetPreviewShape<F extends string> = {
  mapping: ColumnMapping<F>;
  mappingProblem: string | null;
  rows: number;
  valid: number;
  problems: SheetRowProblem<F>[];
};

export type SheetImportCalls<F extends string, P, R> = {
  preview: (upload: SheetUpload<F>) => Promise<P>;
  commit: (upload: SheetUpload<F>) => Promise<R>;
  /** What the progress says while the import writes: "Importing the guests (all or nothing)". */
  importing: string;
  onImported: (report: R) => void;
};

type Busy = { working: string; progress: UploadProgress } | null;

const sameMapping = (a: ColumnMapping<string>, b: ColumnMapping<string>) => {
  const chosen = (m: ColumnMapping<string>) =>
    JSON.stringify(
      Object.entries(m)
        .filter(([, v]) => v)
        .sort(),
    );
  return chosen(a) === chosen(b);
};

const rowsWithProblems = (problems: readonly { row: number }[]) =>
  new Set(problems.map((p) => p.row)).size;

export function useSheetImport<F extends string, P extends SheetPreviewShape<F>, R>(
  calls: SheetImportCalls<F, P, R>,
) {
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops an upload in flight (an import already sent still completes).
  useEffect(() => () => controller.current?.abort(), []);

  const [step, setStep] = useState<SheetImportStep>('choose');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<P | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping<F>>({});
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<R | null>(null);

  function upload(chosen: File, options: { mapping?: ColumnMapping<F> }, working: string) {
    const abort = new AbortController();
    controller.current = abort;
    setBusy({ working, progress: { loaded: 0, total: chosen.size } });
    setFailure(null);
    return {
      file: chosen,
      ...(options.mapping ? { mapping: options.mapping } : {}),
      onInvalid: skipInvalid ? 'skip' : 'refuse',
      signal: abort.signal,
      onUploadProgress: (progress) => setBusy({ working, progress }),
    } satisfies SheetUpload<F>;
  }

  const finish = () => {
    controller.current = null;
    setBusy(null);
  };

  function fail(error: unknown) {
    if (!isCancel(error)) setFailure(getErrorMessage(error));
  }

  /** A new file: checked with the columns already chosen if it has them, else guessed. */
  async function chooseFile(chosen: File) {
    setFile(chosen);
    setSkipInvalid(false);
    const keep = step === 'review' && Object.keys(mapping).length > 0;
    try {
      let answer: P;
      try {
        answer = await calls.preview(
          upload(chosen, keep ? { mapping } : {}, 'Reading the file and checking every row'),
        );
      } catch (error) {
        const mappingRefused =
          keep &&
          isAxiosError(error) &&
          error.response?.status === 400 &&
          Object.keys((error.response.data as { fieldErrors?: object })?.fieldErrors ?? {}).some(
            (key) => key.startsWith('mapping.'),
          );
        if (!mappingRefused) throw error;
        answer = await calls.preview(upload(chosen, {}, 'Reading the file'));
      }
      setResult(answer);
      setMapping(answer.mapping);
      setStep(keep && sameMapping(answer.mapping, mapping) ? 'review' : 'map');
    } catch (error) {
      fail(error);
      setResult(null);
      setStep('choose');
    } finally {
      finish();
    }
  }

  async function checkRows() {
    if (!file || !result) return;
    if (sameMapping(mapping, result.mapping)) {
      setStep('review');
      return;
    }
    try {
      setResult(await calls.preview(upload(file, { mapping }, 'Checking every row')));
      setStep('review');
    } catch (error) {
      fail(error);
    } finally {
      finish();
    }
  }

  async function startImport() {
    if (!file || !result) return;
    try {
      const done = await calls.commit(upload(file, { mapping: result.mapping }, calls.importing));
      setReport(done);
      setStep('done');
      calls.onImported(done);
    } catch (error) {
      const problems = getRefusedProblems<F>(error);
      // The file or the records changed since it was checked: show what the server found now.
      if (problems) {
        setResult({ ...result, problems, valid: result.rows - rowsWithProblems(problems) });
      }
      fail(error);
    } finally {
      finish();
    }
  }

  function reset() {
    setStep('choose');
    setFile(null);
    setResult(null);
    setMapping({});
    setReport(null);
    setFailure(null);
    setSkipInvalid(false);
  }

  return {
    step,
    setStep,
    file,
    result,
    mapping,
    setMapping,
    skipInvalid,
    setSkipInvalid,
    busy,
    failure,
    report,
    chooseFile,
    checkRows,
    startImport,
    reset,
    problemRows: result ? rowsWithProblems(result.problems) : 0,
  };
}

export type SheetImportState<F extends string, P extends SheetPreviewShape<F>, R> = ReturnType<
  typeof useSheetImport<F, P, R>
>;
