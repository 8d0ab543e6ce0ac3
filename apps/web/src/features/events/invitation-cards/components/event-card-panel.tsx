import { Link } from 'react-router';
import { Palette } from 'lucide-react';
import { SAMPLE_CARD_GUEST, hasPrivilege, heldPrivileges } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/entities/session';
import { getErrorMessage } from '@/lib/get-error-message';
import { useInvitationCard, invitePath, mayOpenInvitePage } from '@/entities/invitation-card';
import { useSampleCardPreview } from '../api/preview-card';
import { useBlobUrl } from '../hooks/use-blob-url';
import { CardsPdfButton } from './cards-pdf-button';

/** The event page's "Invitation card" tab: the saved card for a sample guest, and its links. */
export function EventCardPanel({ eventId }: { eventId: string }) {
  const held = heldPrivileges(useCurrentUser());
  const mayDesign = mayOpenInvitePage(held);
  // Guests' cards carry their details: the server asks for READ_ATTENDEES too.
  const mayDownload = hasPrivilege(held, 'READ_ATTENDEES');
  const card = useInvitationCard(eventId);
  const preview = useSampleCardPreview(card.data ?? null);
  const url = useBlobUrl(preview.data);

  const design = mayDesign && (
    <Button asChild variant={card.data ? 'outline' : 'default'}>
      <Link to={invitePath(eventId)}>
        <Palette aria-hidden="true" />
        Design the card
      </Link>
    </Button>
  );

  if (card.isPending || (card.data && preview.isPending))
    return (
      <div role="status" aria-label="Loading the card" className="grid gap-3">
        <Skeleton className="aspect-[5/7] w-full max-w-sm" />
      </div>
    );

  if (card.isError)
    return (
      <p role="alert" className="text-destructive">
        {getErrorMessage(card.error)}
      </p>
    );

  if (card.data === null)
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
        <p className="text-muted-foreground">This event has no invitation card yet.</p>
        {design}
      </div>
    );

  return (
    <section aria-label="Invitation card" className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {design}
        {mayDownload && <CardsPdfButton eventId={eventId} />}
      </div>
      {preview.isError ? (
        <p role="alert" className="text-destructive">
          The preview could not be drawn: {getErrorMessage(preview.error)}
        </p>
      ) : (
        url && (
          <figure className="grid max-w-sm gap-2">
            <img
              src={url}
              alt={`Invitation card for ${SAMPLE_CARD_GUEST.name} (sample guest)`}
              className="w-full rounded-md border"
            />
            <figcaption className="text-sm text-muted-foreground">
              As {SAMPLE_CARD_GUEST.name}, a sample guest, would get it. Each guest’s card carries
              their own name and QR code.
            </figcaption>
          </figure>
        )
      )}
    </section>
  );
}
