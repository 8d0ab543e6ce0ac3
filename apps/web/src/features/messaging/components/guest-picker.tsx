import { useDeferredValue, useId, useState } from 'react';
import { X } from 'lucide-react';
import { formatPhoneInternational } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useGuestChoices } from '../api/get-guest-choices';
import { countOf, formatCount } from '../lib/format-count';

/** Chosen guests by id, with their names to show them while another search is on screen. */
export type PickedGuests = ReadonlyMap<string, string>;

export type GuestPickerProps = {
  eventId: string;
  picked: PickedGuests;
  onChange: (picked: PickedGuests) => void;
};

/** Hand-picking recipients: search the event's guests by name or phone and tick them. */
export function GuestPicker({ eventId, picked, onChange }: GuestPickerProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  // Typing stays quick: the list follows the text when the screen has time.
  const deferredSearch = useDeferredValue(search);
  const guests = useGuestChoices(eventId, deferredSearch);

  const toggle = (id: string, name: string, checked: boolean) => {
    const next = new Map(picked);
    if (checked) next.set(id, name);
    else next.delete(id);
    onChange(next);
  };

  const items = guests.data?.items ?? [];
  const total = guests.data?.total ?? 0;
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search guests</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          placeholder="Name or phone number"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {guests.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(guests.error)}
        </p>
      ) : guests.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading guests…
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {deferredSearch ? 'No guest matches this search' : 'This event has no guests yet'}
        </p>
      ) : (
        <>
          <ul aria-label="Guests" className="grid max-h-72 gap-1 overflow-y-auto">
            {items.map((guest) => {
              const id = `${searchId}-${guest.id}`;
              return (
                <li key={guest.id} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={picked.has(guest.id)}
                    onCheckedChange={(checked) => toggle(guest.id, guest.name, checked === true)}
                  />
                  <Label htmlFor={id} className="font-normal">
                    {guest.name}
                    {guest.phone && (
                      <span className="text-muted-foreground">
                        {' '}
                        · {formatPhoneInternational(guest.phone)}
                      </span>
                    )}
                  </Label>
                </li>
              );
            })}
          </ul>
          {total > items.length && (
            <p className="text-sm text-muted-foreground">
              Showing {formatCount(items.length)} of {formatCount(total)}: search to find others.
            </p>
          )}
        </>
      )}
      <div className="grid gap-2">
        <p role="status" className="text-sm font-medium">
          {picked.size === 0
            ? 'No guest chosen yet'
            : `${countOf(picked.size, 'guest', 'guests')} chosen`}
        </p>
        {picked.size > 0 && (
          <ul aria-label="Chosen guests" className="flex flex-wrap gap-2">
            {[...picked].map(([id, name]) => (
              <li key={id}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  onClick={() => toggle(id, name, false)}
                >
                  {name}
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
