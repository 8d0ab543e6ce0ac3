import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { isAxiosError, isCancel } from '@/lib/http-errors';
import { Info, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import {
  EVENTS_DASHBOARD,
  type GuestImportMapping,
  type GuestImportOnExisting,
  type GuestImportPreview,
  type GuestImportReport,
} from '@karamu/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { getErrorMessage } from '@/lib/get-error-message';
import { useEvent } from '@/entities/event';
import type { GuestImportRequest, UploadProgress } from '../api/import-endpoint';
import { getRefusedProblems, useImportGuests } from '../api/import-guests';
import { usePreviewGuestImport } from '../api/preview-guest-import';
import { ColumnMapping } from './column-mapping';
import { FileDropZone } from './file-drop-zone';
import { GuestExportButton } from '@/entities/guest';
import { ImportProgress } from './import-progress';
import { ImportReportView } from './import-report';
import { ProblemList } from './problem-list';

type Step = 'choose' | 'map' | 'review' | 'done';
const STEPS: readonly (readonly [Step, string])[] = [
  ['choose', 'Choose a file'],
  ['map', 'Match columns'],
  ['review', 'Check and import'],
  ['done', 'Report'],
];

type Busy = { working: string; progress: UploadProgress } | null;

const ENCODING_NAMES: Record<string, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 (little-endian)',
  'utf-16be': 'UTF-16 (big-endian)',
  'windows-1252': 'Windows-1252 (the file was not UTF-8)',
};

const sameMapping = (a: GuestImportMapping, b: GuestImportMapping) =>
  JSON.stringify(
    Object.entries(a)
      .filter(([, v]) => v)
      .sort(),
  ) ===
  JSON.stringify(
    Object.entries(b)
      .filter(([, v]) => v)
      .sort(),
  );

const plural = (n: number, one: string, other: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : other}`;

/**
 * The "Import guests" tab of `events/:id/invite` (the invitations page gives the title
 * and the way back): import guests from a CSV or XLSX file, and export them.
 */
export function GuestImportPage() {
  const { id: eventId = '' } = useParams();
  const event = useEvent(eventId);
  const guestsPath = `${EVENTS_DASHBOARD.base}/events/${eventId}?tab=guests`;

  const preview = usePreviewGuestImport();
  const runImport = useImportGuests();
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops an upload in flight (an import already sent still completes).
  useEffect(() => () => controller.current?.abort(), []);

  const [step, setStep] = useState<Step>('choose');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<GuestImportPreview | null>(null);
  const [mapping, setMapping] = useState<GuestImportMapping>({});
  const [onExisting, setOnExisting] = useState<GuestImportOnExisting>('skip');
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<GuestImportReport | null>(null);

  function request(chosen: File, options: { mapping?: GuestImportMapping }, working: string) {
    const abort = new AbortController();
    controller.current = abort;
    setBusy({ working, progress: { loaded: 0, total: chosen.size } });
    setFailure(null);
    return {
      eventId,
      file: chosen,
      ...(options.mapping ? { mapping: options.mapping } : {}),
      onExisting,
      onInvalid: skipInvalid ? 'skip' : 'refuse',
      signal: abort.signal,
      onUploadProgress: (progress) => setBusy({ working, progress }),
    } satisfies GuestImportRequest;
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
      let answer: GuestImportPreview;
      try {
        answer = await preview.mutateAsync(
          request(chosen, keep ? { mapping } : {}, 'Reading the file and checking every row'),
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
        answer = await preview.mutateAsync(request(chosen, {}, 'Reading the file'));
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
      const answer = await preview.mutateAsync(request(file, { mapping }, 'Checking every row'));
      setResult(answer);
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
      const done = await runImport.mutateAsync(
        request(file, { mapping: result.mapping }, 'Importing the guests (all or nothing)'),
      );
      setReport(done);
      setStep('done');
      toast.success(`${plural(done.created + done.updated, 'guest', 'guests')} imported`);
    } catch (error) {
      const problems = getRefusedProblems(error);
      // The file changed since it was checked: show what the server found now.
      if (problems)
        setResult({
          ...result,
          problems,
          valid: result.rows - new Set(problems.map((p) => p.row)).size,
        });
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

  const problemRows = result ? new Set(result.problems.map((p) => p.row)).size : 0;
  const outcome = result && {
    created: result.valid - result.existing,
    updated: onExisting === 'update' ? result.existing : 0,
    skipped: (onExisting === 'skip' ? result.existing : 0) + problemRows,
  };
  const blocked =
    !result ||
    result.mappingProblem !== null ||
    (problemRows > 0 && !skipInvalid) ||
    (outcome?.created === 0 && outcome.updated === 0);

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">Import guests</h2>
          <p className="text-muted-foreground">
            {event.data
              ? `Into ${event.data.name}. Numbers written without + are read as ${event.data.defaultCountry} numbers.`
              : 'From a CSV file or an Excel workbook.'}
          </p>
        </div>
        <GuestExportButton eventId={eventId} />
      </header>

      <ol aria-label="Import steps" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {STEPS.map(([key, label], index) => (
          <li
            key={key}
            aria-current={step === key ? 'step' : undefined}
            className={step === key ? 'font-semibold text-foreground' : 'text-muted-foreground'}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>

      {failure && (
        <Alert role="alert" variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>
            {step === 'review' ? 'Nothing was imported' : 'The file cannot be imported'}
          </AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}

      {busy && <ImportProgress working={busy.working} progress={busy.progress} />}

      {step === 'choose' && (
        <FileDropZone onFile={(f) => void chooseFile(f)} disabled={busy !== null} />
      )}

      {step === 'map' && result && (
        <Section title="Match the file’s columns to guest fields" file={file} result={result}>
          <ColumnMapping
            columns={result.columns}
            sampleRows={result.sampleRows}
            mapping={mapping}
            onChange={setMapping}
            disabled={busy !== null}
          />
          {!mapping.name && (
            <p className="text-sm text-destructive">
              Choose the column that holds the guests’ names.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void checkRows()} disabled={busy !== null || !mapping.name}>
              Check the rows
            </Button>
            <FileDropZone
              compact
              label="Choose another file"
              onFile={(f) => void chooseFile(f)}
              disabled={busy !== null}
            />
          </div>
        </Section>
      )}

      {step === 'review' && result && outcome && (
        <Section title="Check the rows, then import" file={file} result={result}>
          <p role="status">
            {plural(result.rows, 'row', 'rows')} read: {plural(result.valid, 'is', 'are')} ready
            {problemRows > 0 && `, ${plural(problemRows, 'row has', 'rows have')} problems`}
            {result.existing > 0 &&
              `, ${plural(result.existing, 'matches a guest', 'match guests')} already in this event`}
            .
          </p>
          {result.mappingProblem && (
            <p className="text-sm text-destructive">{result.mappingProblem}</p>
          )}
          {result.problems.length > 0 && (
            <div className="grid gap-2">
              <h3 className="font-medium">
                Problems ({result.problems.length.toLocaleString('en')})
              </h3>
              <ProblemList label="Problems" problems={result.problems} mapping={result.mapping} />
              <div className="flex items-center gap-2">
                <Checkbox
                  id="skip-invalid"
                  checked={skipInvalid}
                  onCheckedChange={(checked) => setSkipInvalid(checked === true)}
                  disabled={busy !== null}
                />
                <Label htmlFor="skip-invalid">
                  Skip the {plural(problemRows, 'row', 'rows')} with problems and import the rest
                </Label>
              </div>
            </div>
          )}
          {result.existing > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-2 font-medium">
                {plural(result.existing, 'row has', 'rows have')} the phone number of a guest
                already in this event
              </legend>
              <RadioGroup
                value={onExisting}
                onValueChange={(value) => setOnExisting(value as GuestImportOnExisting)}
                disabled={busy !== null}
              >
                <div className="flex items-center gap-2">
                  <RadioGroupItem id="existing-skip" value="skip" />
                  <Label htmlFor="existing-skip">Skip them: keep those guests as they are</Label>
                </div>
                <div className="flex items-center gap-2">
                  <RadioGroupItem id="existing-update" value="update" />
                  <Label htmlFor="existing-update">
                    Update them with the file’s values (blank cells keep what the guest has)
                  </Label>
                </div>
              </RadioGroup>
            </fieldset>
          )}
          {result.notices.length > 0 && (
            <details className="grid gap-2">
              <summary className="cursor-pointer font-medium">
                <Info aria-hidden="true" className="mr-1 inline size-4" />
                Notes ({result.notices.length.toLocaleString('en')})
              </summary>
              <ProblemList label="Notes" problems={result.notices} mapping={result.mapping} />
            </details>
          )}
          <p className="text-sm text-muted-foreground">
            {problemRows > 0 && !skipInvalid
              ? 'Rows with problems stop the whole import: fix them in the file and choose it again, or skip them. '
              : ''}
            The import will create {plural(outcome.created, 'guest', 'guests')}, update{' '}
            {plural(outcome.updated, 'guest', 'guests')} and skip{' '}
            {plural(outcome.skipped, 'row', 'rows')}. It writes everything or nothing.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void startImport()} disabled={busy !== null || blocked}>
              Import {plural(outcome.created + outcome.updated, 'guest', 'guests')}
            </Button>
            <Button variant="outline" onClick={() => setStep('map')} disabled={busy !== null}>
              Change columns
            </Button>
            <FileDropZone
              compact
              label="Choose another file"
              onFile={(f) => void chooseFile(f)}
              disabled={busy !== null}
            />
          </div>
        </Section>
      )}

      {step === 'done' && report && (
        <ImportReportView report={report} guestsPath={guestsPath} onAnother={reset} />
      )}
    </div>
  );
}

function Section({
  title,
  file,
  result,
  children,
}: {
  title: string;
  file: File | null;
  result: GuestImportPreview;
  children: ReactNode;
}) {
  const read =
    result.format === 'xlsx'
      ? `Excel workbook, sheet ${result.sheet ?? ''}`
      : `CSV, ${ENCODING_NAMES[result.encoding ?? ''] ?? result.encoding}`;
  return (
    <section aria-label={title} className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">
          {file?.name}: {read}, {plural(result.rows, 'row', 'rows')}
        </p>
      </div>
      {children}
    </section>
  );
}
