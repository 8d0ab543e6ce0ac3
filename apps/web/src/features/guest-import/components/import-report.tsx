import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { GuestImportReport } from '@karamu/shared';
import { Button } from '@/components/ui/button';

const count = (n: number, one: string, other: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : other}`;

export type ImportReportViewProps = {
  report: GuestImportReport;
  guestsPath: string;
  onAnother: () => void;
};

/** The final report: what the import did, and the way back to the event's guests. */
export function ImportReportView({ report, guestsPath, onAnother }: ImportReportViewProps) {
  return (
    <section aria-labelledby="import-report-title" className="grid gap-4">
      <h2 id="import-report-title" className="flex items-center gap-2 text-xl font-semibold">
        <CircleCheck aria-hidden="true" className="size-6 text-primary" />
        Import finished
      </h2>
      <dl className="grid max-w-md grid-cols-3 gap-3 text-center">
        {(
          [
            ['Created', report.created],
            ['Updated', report.updated],
            ['Skipped', report.skipped],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString('en')}</dd>
          </div>
        ))}
      </dl>
      <p role="status">
        {count(report.created, 'guest', 'guests')} created,{' '}
        {count(report.updated, 'guest', 'guests')} updated and{' '}
        {count(report.skipped, 'row', 'rows')} skipped, from {count(report.rows, 'row', 'rows')}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={guestsPath}>Go to the event’s guests</Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
