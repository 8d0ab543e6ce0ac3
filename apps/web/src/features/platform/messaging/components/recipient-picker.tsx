import { useDeferredValue, useId, useState } from 'react';
import { X } from 'lucide-react';
import { AUDIENCES, formatPhoneInternational, type AudienceName } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRecipientChoices } from '../api/get-recipient-choices';
import { AUDIENCE_COPY } from '@/entities/messaging';
import { countOf, formatCount } from '../lib/format-count';

/** Chosen recipients by id, with their names to show them while another search is on screen. */
export type PickedRecipients = ReadonlyMap<string, string>;

export type RecipientPickerProps = {
  audience: AudienceName;
  contextId: string;
  picked: PickedRecipients;
  onChange: (picked: PickedRecipients) => void;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Hand-picking recipients: search the context's people (an event's guests, an occasion's
 * members) by name or phone and tick them.
 */
export function RecipientPicker({ audience, contextId, picked, onChange }: RecipientPickerProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  // Typing stays quick: the list follows the text when the screen has time.
  const deferredSearch = useDeferredValue(search);
  const people = useRecipientChoices(audience, contextId, deferredSearch);
  const { one, other } = AUDIENCE_COPY[audience];
  const context = AUDIENCES[audience].contextLabel.toLowerCase();

  const toggle = (id: string, name: string, checked: boolean) => {
    const next = new Map(picked);
    if (checked) next.set(id, name);
    else next.delete(id);
    onChange(next);
  };

  const items = people.data?.items ?? [];
  const total = people.data?.total ?? 0;
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search {other}</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          placeholder="Name or phone number"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {people.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(people.error)}
        </p>
      ) : people.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading {other}…
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {deferredSearch ? `No ${one} matches this search` : `This ${context} has no ${other} yet`}
        </p>
      ) : (
        <>
          <ul aria-label={capitalize(other)} className="grid max-h-72 gap-1 overflow-y-auto">
            {items.map((person) => {
              const id = `${searchId}-${person.id}`;
              return (
                <li key={person.id} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={picked.has(person.id)}
                    onCheckedChange={(checked) => toggle(person.id, person.name, checked === true)}
                  />
                  <Label htmlFor={id} className="font-normal">
                    {person.name}
                    {person.phone && (
                      <span className="text-muted-foreground">
                        {' '}
                        · {formatPhoneInternational(person.phone)}
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
            ? `No ${one} chosen yet`
            : `${countOf(picked.size, one, other)} chosen`}
        </p>
        {picked.size > 0 && (
          <ul aria-label={`Chosen ${other}`} className="flex flex-wrap gap-2">
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
