import { useEffect, useRef, useState } from 'react';
import { isCancel } from '@/lib/http-errors';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { countOf, formatNumber } from './count-of';
import { buildExportCsv, fetchAllRows, getExportFileName, type ExportProgress } from './export-csv';
import type { ListRequest } from './list-request';
import type { DataTableColumn, Noun } from './types';

function describeProgress({ loaded, total }: ExportProgress, noun: Noun): string {
  return total === 0
    ? 'Starting the export…'
    : `Exporting ${formatNumber(loaded)} of ${countOf(total, noun)}…`;
}

type ExportButtonProps<T> = {
  endpoint: string;
  /** The list's current filter, sort and fields; the export fetches every page of it. */
  request: Omit<ListRequest, 'page' | 'size'>;
  columns: readonly DataTableColumn<T>[];
  fileName: string;
  noun: Noun;
  disabled?: boolean;
  download: (fileName: string, csv: string) => void;
};

export function ExportButton<T>({
  endpoint,
  request,
  columns,
  fileName,
  noun,
  disabled,
  download,
}: ExportButtonProps<T>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops the export rather than downloading a file later.
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ loaded: 0, total: 0 });
    try {
      const rows = await fetchAllRows<T>(endpoint, request, setProgress, abort.signal);
      download(getExportFileName(fileName), buildExportCsv(columns, rows));
    } catch (error) {
      if (!isCancel(error)) toast.error(getErrorMessage(error));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }

  return (
    <div className="flex items-center gap-2 text-sm">
      {/* One button that turns into Cancel, so focus stays put while the export runs. */}
      <Button
        variant="outline"
        size="sm"
        disabled={!progress && disabled}
        onClick={() => (progress ? controller.current?.abort() : void start())}
      >
        {progress ? <Spinner /> : <Download aria-hidden="true" />}
        {progress ? 'Cancel export' : 'Export CSV'}
      </Button>
      {progress && (
        <progress
          aria-label="Export progress"
          className="h-2 w-24 accent-primary"
          value={progress.loaded}
          max={Math.max(progress.total, 1)}
        />
      )}
      <span role="status">{progress && describeProgress(progress, noun)}</span>
    </div>
  );
}
