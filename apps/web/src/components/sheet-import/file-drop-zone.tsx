import { useId, useRef, useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { formatFileSize, SHEET_IMPORT_MAX_BYTES, SHEET_IMPORT_MAX_ROWS } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type FileDropZoneProps = {
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The button's text: "Choose a file", or "Choose another file" once one is read. */
  label?: string;
  compact?: boolean;
  /** What the rows are, for the limits line: "guests", "members". */
  records?: string;
  /** Headers the first row could have, for example "Name, Phone, Email, Table". */
  exampleColumns?: string;
};

/** A file chosen by dropping it here or with the button (a real file input, so it is labelled). */
export function FileDropZone({
  onFile,
  disabled = false,
  label = 'Choose a file',
  compact = false,
  records = 'rows',
  exampleColumns = 'Name, Phone',
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);

  function take(files: FileList | null) {
    const file = files?.[0];
    if (file) onFile(file);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  }

  const picker = (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        // The visible button opens it: one tab stop, not two.
        tabIndex={-1}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same file again (after fixing it) must fire again.
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        variant={compact ? 'outline' : 'default'}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden="true" />
        {label}
      </Button>
    </>
  );

  if (compact) return <div>{picker}</div>;

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors',
        over ? 'border-primary bg-primary/5' : 'border-input',
      )}
    >
      <FileUp aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">Drop a CSV or Excel (.xlsx) file here</p>
      {picker}
      <p className="text-sm text-muted-foreground">
        Up to {formatFileSize(SHEET_IMPORT_MAX_BYTES)} and{' '}
        {SHEET_IMPORT_MAX_ROWS.toLocaleString('en')} {records}. The first row must name the columns
        (for example {exampleColumns}).
      </p>
    </div>
  );
}
