import { Download } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { guestCardUrl } from '../api/get-invitation-card';

/** A guest table row's menu item: that guest's card as a PNG (an ordinary link download). */
export function GuestCardMenuItem({ eventId, guestId }: { eventId: string; guestId: string }) {
  return (
    <DropdownMenuItem asChild>
      <a href={guestCardUrl(eventId, guestId)} download>
        <Download aria-hidden="true" />
        Download card
      </a>
    </DropdownMenuItem>
  );
}
