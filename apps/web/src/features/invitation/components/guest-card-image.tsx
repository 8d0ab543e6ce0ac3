import { useState } from 'react';
import { getApiOrigin } from '@/lib/http';

/**
 * The guest's personalised card, with their QR code for the door. Events without a card
 * design answer 404, and then nothing is shown: the rest of the page still invites.
 */
export function GuestCardImage({ token, guestName }: { token: string; guestName: string }) {
  const [missing, setMissing] = useState(false);
  if (missing) return null;
  const src = `${getApiOrigin()}/api/invitations/${encodeURIComponent(token)}/card.png`;
  return (
    <figure className="grid gap-2">
      <img
        src={src}
        alt={`Invitation card for ${guestName}, with the QR code to show at the door`}
        className="w-full rounded-lg border shadow-sm"
        onError={() => setMissing(true)}
      />
      <figcaption className="text-center text-sm text-muted-foreground">
        Show this card at the door.{' '}
        <a href={src} download className="underline underline-offset-4">
          Save the card
        </a>
      </figcaption>
    </figure>
  );
}
