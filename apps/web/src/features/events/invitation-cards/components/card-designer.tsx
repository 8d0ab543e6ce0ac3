import { isAxiosError } from '@/lib/http-errors';
import type { CardEventValues } from '@karamu/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/get-error-message';
import { useInvitationCard } from '@/entities/invitation-card';
import { ArtworkUpload } from './artwork-upload';
import type { CardPermissions } from '@/entities/invitation-card';
import { CardEditor } from './card-editor';
import { DesignChooser } from './design-chooser';

export type CardDesignerProps = {
  eventId: string;
  /** When and where the event is (the date field's text), once it has loaded. */
  event: CardEventValues | undefined;
  may: CardPermissions;
};

/** The "Card design" tab: the artwork upload first, then the editor. */
export function CardDesigner({ eventId, event, may }: CardDesignerProps) {
  const card = useInvitationCard(eventId);

  if (card.isPending || !event)
    return (
      <div role="status" aria-label="Loading the card" className="grid gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="aspect-[5/7] w-full max-w-md" />
      </div>
    );

  if (card.isError)
    return (
      <Alert role="alert" variant="destructive">
        <AlertTitle>We could not load the card</AlertTitle>
        <AlertDescription className="grid gap-2">
          <p>{getErrorMessage(card.error)}</p>
          {!(isAxiosError(card.error) && card.error.response?.status === 403) && (
            <div>
              <Button variant="outline" size="sm" onClick={() => void card.refetch()}>
                Retry
              </Button>
            </div>
          )}
        </AlertDescription>
      </Alert>
    );

  if (card.data === null)
    return may.upload ? (
      <div className="grid gap-3">
        <p className="text-muted-foreground">
          Start from one of the gallery’s designs, or upload your own artwork: the printed card as
          it looks without any guest’s details.
        </p>
        <div>
          <DesignChooser eventId={eventId} replacing={false} />
        </div>
        <ArtworkUpload eventId={eventId} />
      </div>
    ) : (
      <p className="rounded-lg border border-dashed p-6 text-muted-foreground">
        This event has no invitation card yet.
      </p>
    );

  return <CardEditor key={eventId} card={card.data} event={event} may={may} />;
}
