import { useId, useRef, useState, type DragEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { toast } from 'sonner';
import type { InvitationCard } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { ARTWORK_ACCEPT, checkArtworkFile, readArtworkFile } from '@/entities/event-template';
import { getErrorMessage } from '@/lib/get-error-message';
import { cn } from '@/lib/utils';
import { useUploadCardArtwork } from '../api/upload-card-artwork';

export type ArtworkUploadProps = {
  eventId: string;
  /** Replacing: a button only, the layout stays. Otherwise a drop zone for the first artwork. */
  replacing?: boolean;
  /** The card the upload made: the editor's unsaved fields now build on it. */
  onUploaded?: (card: InvitationCard) => void;
};

/** Chooses the card's artwork (dropped or picked) and sends it; the server's refusal shows here. */
export function ArtworkUpload({ eventId, replacing = false, onUploaded }: ArtworkUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadCardArtwork();
  const label = replacing ? 'Replace the artwork' : 'Choose the artwork';

  async function send(file: File | undefined) {
    if (!file || upload.isPending) return;
    const refused = checkArtworkFile(file);
    setProblem(refused ?? null);
    if (refused) return;
    try {
      const card = await upload.mutateAsync({ eventId, artwork: await readArtworkFile(file) });
      toast.success(
        replacing ? 'Artwork replaced; the fields stay where they were' : 'Artwork uploaded',
      );
      onUploaded?.(card);
    } catch (error) {
      setProblem(readFieldErrors(error).artwork?.[0] ?? getErrorMessage(error));
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  }

  const picker = (
    <>
      <input
        ref={input}
        type="file"
        accept={ARTWORK_ACCEPT}
        className="sr-only"
        // The visible button opens it: one tab stop, not two.
        tabIndex={-1}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        disabled={upload.isPending}
        onChange={(event) => {
          void send(event.target.files?.[0]);
          // The same file again (after fixing it) must be sent again.
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        variant={replacing ? 'outline' : 'default'}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? <Spinner className="size-4" /> : <ImageUp aria-hidden="true" />}
        {upload.isPending ? 'Uploading…' : label}
      </Button>
    </>
  );
  const message = problem && (
    <p id={errorId} role="alert" className="text-sm text-destructive">
      {problem}
    </p>
  );

  if (replacing)
    return (
      <div className="grid gap-1">
        {picker}
        {message}
      </div>
    );

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      aria-busy={upload.isPending}
      className={cn(
        'grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors',
        over ? 'border-primary bg-primary/5' : 'border-input',
      )}
    >
      <ImageUp aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">Drop the card’s artwork here</p>
      {picker}
      <p className="text-sm text-muted-foreground">
        PNG, JPEG, WebP or SVG up to 5 MB: the card without the guest’s details, which you place on
        it next.
      </p>
      {message}
    </div>
  );
}
