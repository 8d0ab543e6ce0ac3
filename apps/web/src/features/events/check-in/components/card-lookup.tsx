import { useId, useMemo, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { formatTableLabel, remainingAdmissions, type CheckInGuest } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { searchGuests } from '../lib/door-verdicts';

/**
 * A card code typed in: for a damaged QR code, or a device without a camera. The short code
 * printed under the QR code (8 characters, any case, dashes or spaces ignored), or the whole
 * signed code a scanner app copied.
 */
export function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onCode(text.trim());
    setText('');
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>Card code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. AB2C-9XYZ"
          aria-describedby={`${id}-hint`}
        />
        <Button type="submit" variant="secondary">
          Check code
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        The 8 characters under the card&apos;s QR code.
      </p>
    </form>
  );
}

/** Finding a guest who came without their card, in the downloaded list (works offline). */
export function GuestSearch({
  guests,
  onPick,
}: {
  guests: ReadonlyMap<string, CheckInGuest>;
  onPick: (guest: CheckInGuest) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const found = useMemo(() => searchGuests(guests.values(), text), [guests, text]);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Find a guest by name</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          className="pl-9"
        />
      </div>
      {text.trim() !== '' && (
        <ul aria-label="Guests found" className="grid gap-1">
          {found.length === 0 && (
            <li className="text-sm text-muted-foreground">No guest of this event matches.</li>
          )}
          {found.map((guest) => (
            <li key={guest.id}>
              <Button
                type="button"
                variant="outline"
                className="h-auto w-full justify-between py-2 text-left whitespace-normal"
                onClick={() => {
                  onPick(guest);
                  setText('');
                }}
              >
                <span className="font-medium">
                  {guest.name}
                  {guest.tableName ? (
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      · {formatTableLabel(guest.tableName)}
                    </span>
                  ) : null}
                </span>
                <span className="text-muted-foreground tabular-nums">
                  {remainingAdmissions(guest)} of {guest.admissions} left
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
