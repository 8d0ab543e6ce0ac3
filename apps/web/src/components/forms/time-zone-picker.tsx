import { useCallback, type Ref } from 'react';
import { ChevronDown, Globe } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchableCombobox } from './searchable-combobox';
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
  const zones = listTimeZones();
  // Unfiltered, the chosen zone comes first so the list opens on it.
  const search = useCallback(
    (query: string) =>
      query.trim() === ''
        ? [...(zones.includes(value) ? [value] : []), ...zones.filter((zone) => zone !== value)]
        : filterTimeZones(query, zones),
    [zones, value],
  );
  return (
    <SearchableCombobox
      trigger={
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
      }
      search={search}
      getKey={(zone) => zone}
      renderOption={(zone) => <span className="flex-1 truncate">{describeTimeZone(zone)}</span>}
      isChosen={(zone) => zone === value}
      onChoose={(zone) => {
        onChange(zone);
        onBlur?.();
      }}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
      maxShown={MAX_SHOWN}
      searchLabel="Search time zones"
      placeholder="City or region, e.g. Nairobi"
      listLabel="Time zones"
      emptyText="No time zone found"
      contentClassName="w-[min(24rem,calc(100vw-2rem))] p-0"
    />
  );
}
