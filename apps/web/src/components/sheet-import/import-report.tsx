import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type ImportReportViewProps = {
  /** The figures shown as cards: ['Created', 12], … */
  figures: readonly (readonly [string, ReactNode])[];
  /** The sentence a screen reader announces: what the import did. */
  summary: string;
  /** The way back to what was imported into. */
  back: { to: string; label: string };
  onAnother: () => void;
};

/** The final report of an import: what it did, and the way back. */
export function ImportReportView({ figures, summary, back, onAnother }: ImportReportViewProps) {
  return (
    <section aria-labelledby="import-report-title" className="grid gap-4">
      <h2 id="import-report-title" className="flex items-center gap-2 text-xl font-semibold">
        <CircleCheck aria-hidden="true" className="size-6 text-primary" />
        Import finished
      </h2>
      <dl className="grid max-w-2xl grid-cols-2 gap-3 text-center sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p role="status">{summary}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
