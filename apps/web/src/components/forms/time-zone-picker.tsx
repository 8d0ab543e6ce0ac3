import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { describeTimeZone, listTimeZones } from '@/lib/zoned-time';

/** At most this many matches are drawn; typing narrows the rest down. */
const MAX_SHOWN = 80;

/** Zones whose name matches every word typed ('nairobi', 'america new', 'los_angeles'). */
function filterTimeZones(query: string, zones: readonly string[]): readonly string[] {
  const words = query.trim().toLowerCase().replace(/[_/]/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return zones;
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/[_/]/g, ' ');
    return words.every((word) => name.includes(word));
  });
}

export type TimeZonePickerProps = {
  id: string;
  /** The id of the visible label: the button's name is the label, then the zone. */
  labelId: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button showing the zone and its offset that opens a searchable list of every zone
 * the browser knows (combobox pattern: type to filter, arrows to move, Enter to choose).
 */
export function TimeZonePicker({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  disabled,
  ref,
}: TimeZonePickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const zones = listTimeZones();
  // Unfiltered, the chosen zone comes first so the list opens on it.
  const matches = useMemo(
    () =>
      query.trim() === ''
        ? [...(zones.includes(value) ? [value] : []), ...zones.filter((zone) => zone !== value)]
        : filterTimeZones(query, zones),
    [query, zones, value],
  );
  const shown = matches.slice(0, MAX_SHOWN);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (zone: string) => {
    onChange(zone);
    setOpen(false);
    onBlur?.();
  };

  const move = (index: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, index));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(shown.length - 1),
      Enter: () => {
        const zone = shown[active];
        if (zone) choose(zone);
      },
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setQuery('');
        setActive(0);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          ref={ref}
          id={id}
          type="button"
          variant="outline"
          disabled={disabled}
          aria-labelledby={`${labelId} ${id}-value`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="w-full justify-start font-normal aria-invalid:border-destructive"
        >
          <Globe aria-hidden="true" />
          <span id={`${id}-value`} className="truncate">
            {describeTimeZone(value)}
          </span>
          <ChevronDown aria-hidden="true" className="ml-auto opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-2rem))] p-0" align="start">
        <div className="border-b p-2">
          <Input
            role="combobox"
            aria-label="Search time zones"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            placeholder="City or region, e.g. Nairobi"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label="Time zones"
          className="max-h-64 overflow-y-auto p-1"
        >
          {shown.length === 0 && (
            <li role="presentation" className="px-2 py-3 text-center text-sm text-muted-foreground">
              No time zone found
            </li>
          )}
          {shown.map((zone, index) => (
            <li
              key={zone}
              id={optionId(index)}
              role="option"
              aria-selected={zone === value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(zone)}
            >
              <span className="flex-1 truncate">{describeTimeZone(zone)}</span>
              {zone === value && <Check aria-hidden="true" className="size-4" />}
            </li>
          ))}
          {matches.length > shown.length && (
            <li role="presentation" className="px-2 py-2 text-center text-xs text-muted-foreground">
              {matches.length - shown.length} more: type to narrow the list
            </li>
          )}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
