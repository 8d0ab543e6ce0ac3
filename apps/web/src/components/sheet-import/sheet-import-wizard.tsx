import type { ReactNode } from 'react';
import { Info, TriangleAlert } from 'lucide-react';
import type { SheetRowProblem } from '@karamu/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { ColumnMappingFields } from './column-mapping';
import { FileDropZone } from './file-drop-zone';
import { ImportProgress } from './import-progress';
import { ProblemList } from './problem-list';
import type { SheetImportState, SheetImportStep, SheetPreviewShape } from './use-sheet-import';

const STEPS: readonly (readonly [SheetImportStep, string])[] = [
  ['choose', 'Choose a file'],
  ['map', 'Match columns'],
  ['review', 'Check and import'],
  ['done', 'Report'],
];

const ENCODING_NAMES: Record<string, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 (little-endian)',
  'utf-16be': 'UTF-16 (big-endian)',
  'windows-1252': 'Windows-1252 (the file was not UTF-8)',
};

export const plural = (n: number, one: string, other: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : other}`;

/** What the wizard shows of a preview besides the shape it reads. */
type WizardPreview<F extends string> = SheetPreviewShape<F> & {
  format: 'csv' | 'xlsx';
  encoding: string | null;
  sheet: string | null;
  columns: string[];
  sampleRows: string[][];
  notices: SheetRowProblem<F>[];
};

export type SheetImportWizardProps<F extends string, P extends WizardPreview<F>, R> = {
  wizard: SheetImportState<F, P, R>;
  fields: readonly F[];
  fieldLabels: Readonly<Record<F, string>>;
  fieldHints: Partial<Record<F, string>>;
  /** The field no row can do without (the name): rows are checked once it has a column. */
  requiredField: F;
  /** What the rows are: "guests", "members". */
  records: string;
  /** Headers a file could have, for the drop zone: "Name, Phone, Email, Table". */
  exampleColumns: string;
  /** The mapping step's title: "Match the file’s columns to guest fields". */
  mapTitle: string;
  /** Said while no column is chosen for the name. */
  nameMissing: string;
  /** The review's first line: how many rows are ready, have problems, meet existing records. */
  readyLine: (result: P) => ReactNode;
  /** The import's own choices (guests: what to do with guests already there). */
  options?: (result: P) => ReactNode;
  /** What the import will write, in a sentence. */
  outcome: (result: P) => ReactNode;
  /** The import button's text: "Import 40 guests". */
  importLabel: (result: P) => string;
  /** True when the import would write nothing. */
  writesNothing: (result: P) => boolean;
  report: (report: R) => ReactNode;
};

/**
 * The steps every import shares (choose, match, check, report): the file's problems a
 * page at a time, rows with problems skipped only when asked, progress while the file goes
 * up and the server reads or writes it. The page gives the import's fields and what it
 * writes.
 */
export function SheetImportWizard<F extends string, P extends WizardPreview<F>, R>({
  wizard,
  fields,
  fieldLabels,
  fieldHints,
  requiredField,
  records,
  exampleColumns,
  mapTitle,
  nameMissing,
  readyLine,
  options,
  outcome,
  importLabel,
  writesNothing,
  report,
}: SheetImportWizardProps<F, P, R>) {
  const { step, result, mapping, busy, failure, problemRows, skipInvalid } = wizard;
  const working = busy !== null;
  const chooseAnother = (
    <FileDropZone
      compact
      label="Choose another file"
      onFile={(f) => void wizard.chooseFile(f)}
      disabled={working}
    />
  );
  const blocked =
    !result ||
    result.mappingProblem !== null ||
    (problemRows > 0 && !skipInvalid) ||
    writesNothing(result);

  return (
    <>
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
        <FileDropZone
          onFile={(f) => void wizard.chooseFile(f)}
          disabled={working}
          records={records}
          exampleColumns={exampleColumns}
        />
      )}

      {step === 'map' && result && (
        <Section title={mapTitle} file={wizard.file} result={result}>
          <ColumnMappingFields
            fields={fields}
            labels={fieldLabels}
            hints={fieldHints}
            columns={result.columns}
            sampleRows={result.sampleRows}
            mapping={mapping}
            onChange={wizard.setMapping}
            disabled={working}
          />
          {!mapping[requiredField] && <p className="text-sm text-destructive">{nameMissing}</p>}
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void wizard.checkRows()}
              disabled={working || !mapping[requiredField]}
            >
              Check the rows
            </Button>
            {chooseAnother}
          </div>
        </Section>
      )}

      {step === 'review' && result && (
        <Section title="Check the rows, then import" file={wizard.file} result={result}>
          <p role="status">{readyLine(result)}</p>
          {result.mappingProblem && (
            <p className="text-sm text-destructive">{result.mappingProblem}</p>
          )}
          {result.problems.length > 0 && (
            <div className="grid gap-2">
              <h3 className="font-medium">
                Problems ({result.problems.length.toLocaleString('en')})
              </h3>
              <ProblemList
                label="Problems"
                problems={result.problems}
                mapping={result.mapping}
                fieldLabels={fieldLabels}
              />
              <div className="flex items-center gap-2">
                <Checkbox
                  id="skip-invalid"
                  checked={skipInvalid}
                  onCheckedChange={(checked) => wizard.setSkipInvalid(checked === true)}
                  disabled={working}
                />
                <Label htmlFor="skip-invalid">
                  Skip the {plural(problemRows, 'row', 'rows')} with problems and import the rest
                </Label>
              </div>
            </div>
          )}
          {options?.(result)}
          {result.notices.length > 0 && (
            <details className="grid gap-2">
              <summary className="cursor-pointer font-medium">
                <Info aria-hidden="true" className="mr-1 inline size-4" />
                Notes ({result.notices.length.toLocaleString('en')})
              </summary>
              <ProblemList
                label="Notes"
                problems={result.notices}
                mapping={result.mapping}
                fieldLabels={fieldLabels}
              />
            </details>
          )}
          <p className="text-sm text-muted-foreground">
            {problemRows > 0 && !skipInvalid
              ? 'Rows with problems stop the whole import: fix them in the file and choose it again, or skip them. '
              : ''}
            {outcome(result)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void wizard.startImport()} disabled={working || blocked}>
              {importLabel(result)}
            </Button>
            <Button variant="outline" onClick={() => wizard.setStep('map')} disabled={working}>
              Change columns
            </Button>
            {chooseAnother}
          </div>
        </Section>
      )}

      {step === 'done' && wizard.report !== null && report(wizard.report)}
    </>
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
  result: WizardPreview<string>;
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
