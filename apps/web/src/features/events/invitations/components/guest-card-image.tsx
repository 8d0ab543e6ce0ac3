import { useState } from 'react';
import { getApiOrigin } from '@/lib/http';
import { invitationCardPath } from '../api/get-invitation';

/**
 * The guest's personalised card, with their QR code for the door. The image's width and
 * height come with the invitation, so the page keeps the card's place while it draws and
 * nothing below it moves (decision 0020). Events without a card design show none, and a
 * card that fails to draw is taken away rather than shown broken.
 */
export function GuestCardImage({
  token,
  guestName,
  size,
}: {
  token: string;
  guestName: string;
  size: { width: number; height: number };
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const url = (format: 'png' | 'webp') =>
    `${getApiOrigin()}/api${invitationCardPath(token, format)}`;
  return (
    <figure className="grid gap-2">
      <img
        src={url('webp')}
        width={size.width}
        height={size.height}
        // The page's largest element: fetched before the page's scripts (decision 0035).
        fetchPriority="high"
        alt={`Invitation card for ${guestName}`}
        className="h-auto w-full rounded-lg border bg-muted shadow-sm"
        onError={() => setFailed(true)}
      />
      <figcaption className="text-center text-sm text-muted-foreground">
        <a href={url('png')} download className="underline underline-offset-4">
          Save the card
        </a>
      </figcaption>
    </figure>
  );
}
