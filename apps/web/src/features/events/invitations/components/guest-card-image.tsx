import { useState } from 'react';
import { formatShortCardCode } from '@karamu/shared';
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
  cardCode,
  size,
}: {
  token: string;
  guestName: string;
  /** The card's short code, typed at the door when the QR code will not scan (issue 29). */
  cardCode: string;
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
        alt={`Invitation card for ${guestName}, with the QR code to show at the door`}
        className="h-auto w-full rounded-lg border bg-muted shadow-sm"
        onError={() => setFailed(true)}
      />
      <figcaption className="grid gap-1 text-center text-sm text-muted-foreground">
        <span>
          Card code{' '}
          <span className="font-mono text-2xl font-bold tracking-widest text-foreground">
            {formatShortCardCode(cardCode)}
          </span>
        </span>
        <span>
          Show this card at the door.{' '}
          <a href={url('png')} download className="underline underline-offset-4">
            Save the card
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
