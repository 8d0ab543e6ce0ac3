import { useState } from 'react';
import { Save, Trash2, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import {
  SAMPLE_CARD_GUEST,
  getCardTextValues,
  type CardEventValues,
  type InvitationCard,
} from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { saveVersioned } from '@/components/forms/save-versioned';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useDeleteInvitationCard } from '../api/delete-invitation-card';
import { usePreviewGuests } from '../api/get-preview-guests';
import { useUpdateCardLayout } from '../api/update-card-layout';
import { useCardLayout } from '../hooks/use-card-layout';
import type { CardPermissions } from '@/entities/invitation-card';
import { AddFieldButtons } from './add-field-buttons';
import { ArtworkUpload } from './artwork-upload';
import { CardCanvas } from './card-canvas';
import { CardPreview } from './card-preview';
import { DesignChooser } from './design-chooser';
import { FieldInspector } from './field-inspector';

export type CardEditorProps = {
  card: InvitationCard;
  /** When and where the event is: the date field's text. */
  event: CardEventValues;
  may: CardPermissions;
};

/**
 * An event's card with artwork: place fields, preview, save, replace or delete. The canvas
 * draws the card for one guest (the first on the list unless another is chosen, or the
 * sample guest), with the shared layout the printed card uses.
 */
export function CardEditor({ card, event, may }: CardEditorProps) {
  const layout = useCardLayout(card);
  const guests = usePreviewGuests(card.eventId);
  const [chosenGuestId, setChosenGuestId] = useState<string | null>(null);
  const guestId = chosenGuestId ?? guests.data?.[0]?.id ?? '';
  const guest = guests.data?.find((g) => g.id === guestId) ?? SAMPLE_CARD_GUEST;
  const values = getCardTextValues(guest, event);
  const update = useUpdateCardLayout();
  const remove = useDeleteInvitationCard();
  const [stale, setStale] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  function save() {
    return saveVersioned(
      async () => {
        const saved = await update.mutateAsync({
          eventId: card.eventId,
          input: { fields: layout.fields, version: layout.version },
        });
        layout.rebase(saved);
        setStale(null);
        toast.success('Card saved');
      },
      { onStale: setStale },
    );
  }

  async function deleteCard() {
    try {
      await remove.mutateAsync(card.eventId);
      toast.success('Invitation card deleted');
    } catch (error) {
      toast.error(getErrorMessage(error));
      setDeleting(false);
    }
  }

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Card actions">
        {may.update && (
          <Button
            type="button"
            onClick={() => void save()}
            disabled={!layout.dirty || update.isPending}
          >
            {update.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
            Save the card
          </Button>
        )}
        <span role="status">
          {/* Outline: the destructive badge falls short of 4.5:1 at this size. */}
          {layout.dirty && <Badge variant="outline">Unsaved changes</Badge>}
        </span>
        <div className="ml-auto flex flex-wrap items-start gap-2">
          {may.upload && may.update && (
            <DesignChooser eventId={card.eventId} replacing onApplied={layout.replace} />
          )}
          {may.upload && (
            <ArtworkUpload eventId={card.eventId} replacing onUploaded={layout.rebase} />
          )}
          {may.delete && (
            <Button
              type="button"
              variant="outline"
              className="text-destructive"
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" />
              Delete the card
            </Button>
          )}
        </div>
      </div>

      {stale && (
        <Alert role="alert" variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Not saved</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{stale}</p>
            <p>Loading the saved card replaces your layout; note anything you want to keep.</p>
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  layout.reset();
                  setStale(null);
                }}
              >
                Load the saved card
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}

      {may.update && <AddFieldButtons count={layout.fields.length} onAdd={layout.add} />}

      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <CardCanvas
          card={card}
          fields={layout.fields}
          selectedId={layout.selected?.id ?? null}
          values={values}
          editable={may.update}
          onSelect={layout.select}
          onChange={layout.change}
        />
        <div className="grid content-start gap-6">
          {may.update &&
            (layout.selected ? (
              <FieldInspector
                field={layout.selected}
                size={card}
                onChange={layout.change}
                onRemove={() => layout.remove(layout.selected!.id)}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                {layout.fields.length > 0
                  ? 'Choose a field on the card to change its font, size, colour and place.'
                  : 'Add the guest’s name, the QR code and any other field, then drag them into place.'}
              </p>
            ))}
          <CardPreview
            eventId={card.eventId}
            fields={layout.fields}
            dirty={layout.dirty}
            guests={guests}
            guestId={guestId}
            onGuestChange={setChosenGuestId}
          />
        </div>
      </div>

      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete the invitation card?"
        description="The artwork and the fields placed on it are deleted. Guests’ cards cannot be downloaded until a new artwork is uploaded. This cannot be undone."
        confirmLabel="Delete the card"
        pending={remove.isPending}
        onConfirm={() => void deleteCard()}
      />
    </div>
  );
}
