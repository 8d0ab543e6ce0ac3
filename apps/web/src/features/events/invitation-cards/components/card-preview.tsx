import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, Eye } from 'lucide-react';
import { SAMPLE_CARD_GUEST, type CardField } from '@karamu/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { guestCardUrl } from '@/entities/invitation-card';
import type { PreviewGuest } from '../api/get-preview-guests';
import { previewCard } from '../api/preview-card';
import { useBlobUrl } from '../hooks/use-blob-url';

export type CardPreviewProps = {
  eventId: string;
  fields: readonly CardField[];
  /** Unsaved changes: the preview has them, a downloaded card does not yet. */
  dirty: boolean;
  /** The event's guests to draw with, while they load, or undefined when they failed to. */
  guests: { data: readonly PreviewGuest[] | undefined; isError: boolean };
  /** The guest the canvas shows, '' for the sample guest: the preview draws the same one. */
  guestId: string;
  onGuestChange: (guestId: string) => void;
};

type Shown = { blob: Blob; guest: { id: string; name: string } | null };

/**
 * Chooses whom the canvas draws the card for, and has the server draw it as a PNG for
 * the chosen guest (or the sample guest).
 */
export function CardPreview({
  eventId,
  fields,
  dirty,
  guests,
  guestId,
  onGuestChange,
}: CardPreviewProps) {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);
  const url = useBlobUrl(shown?.blob);
  const draw = useMutation({
    mutationFn: (chosen: string) =>
      previewCard({ eventId, fields, ...(chosen ? { guestId: chosen } : {}) }),
  });

  async function run() {
    const guest = guests.data?.find((g) => g.id === guestId) ?? null;
    try {
      setShown({ blob: await draw.mutateAsync(guestId), guest });
    } catch {
      // Shown under the button from the mutation's state.
    }
  }

  const name = shown?.guest?.name ?? `${SAMPLE_CARD_GUEST.name} (sample guest)`;
  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Preview with a guest
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-guest`}>Guest</Label>
        <NativeSelect
          id={`${id}-guest`}
          className="h-10 w-full"
          value={guestId}
          onChange={(event) => onGuestChange(event.target.value)}
        >
          <option value="">Sample guest: {SAMPLE_CARD_GUEST.name}</option>
          {guests.data?.map((guest) => (
            <option key={guest.id} value={guest.id}>
              {guest.name}
            </option>
          ))}
        </NativeSelect>
        {guests.isError && (
          <p className="text-sm text-muted-foreground">
            The guest list could not be loaded; the sample guest still works.
          </p>
        )}
      </div>
      <Button
        type="button"
        variant="outline"
        onClick={() => void run()}
        disabled={draw.isPending || fields.length === 0}
      >
        {draw.isPending ? <Spinner className="size-4" /> : <Eye aria-hidden="true" />}
        {draw.isPending ? 'Drawing the card…' : 'Preview the card'}
      </Button>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">Add a field to preview the card.</p>
      )}
      {draw.isError && (
        <Alert role="alert" variant="destructive">
          <AlertDescription>{getErrorMessage(draw.error)}</AlertDescription>
        </Alert>
      )}

      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Card for {name}</DialogTitle>
            <DialogDescription>
              Drawn by the server from the layout on screen
              {dirty ? ', including the changes not saved yet.' : '.'}
            </DialogDescription>
          </DialogHeader>
          {url && (
            <img
              src={url}
              alt={`Invitation card for ${name}`}
              className="w-full rounded-md border"
            />
          )}
          {shown?.guest && (
            <DialogFooter className="items-center">
              {dirty && (
                <p className="text-sm text-muted-foreground sm:mr-auto">
                  The download is the saved card: save first to include your changes.
                </p>
              )}
              <Button asChild>
                <a href={guestCardUrl(eventId, shown.guest.id)} download>
                  <Download aria-hidden="true" />
                  Download {shown.guest.name}’s card (PNG)
                </a>
              </Button>
            </DialogFooter>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
