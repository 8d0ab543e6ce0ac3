import { formatFileSize } from '@karamu/shared';
import type { UploadProgress } from './upload-config';

export type ImportProgressProps = {
  /** What the server does once the file is up: "Checking the rows" or "Importing the guests". */
  working: string;
  progress: UploadProgress;
};

/** The upload's own progress, then an indeterminate bar while the server reads and writes. */
export function ImportProgress({ working, progress }: ImportProgressProps) {
  const uploaded = progress.total > 0 && progress.loaded >= progress.total;
  return (
    <div className="grid gap-2" aria-busy="true">
      {uploaded ? (
        <progress aria-label="Processing progress" className="h-2 w-full accent-primary" />
      ) : (
        <progress
          aria-label="Upload progress"
          className="h-2 w-full accent-primary"
          value={progress.loaded}
          max={Math.max(progress.total, 1)}
        />
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {uploaded
          ? `${working}…`
          : `Uploading ${formatFileSize(progress.loaded)} of ${formatFileSize(progress.total)}…`}
      </p>
    </div>
  );
}
