import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { countries, findCountry, getCountryFlag, type Country } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

const BY_NAME: readonly Country[] = [...countries].sort((a, b) =>
  a.country_name.localeCompare(b.country_name),
);

/**
 * Countries matching a name, an ISO code or a dial code ('ken', 'KE', '+254', '254'):
 * codes and names that start with the text first, then names that contain it.
 */
export function filterCountries(query: string): readonly Country[] {
  const text = query.trim().toLowerCase();
  if (text === '') return BY_NAME;
  const digits = text.replace(/^\+/, '');
  const rank = (c: Country): number => {
    const name = c.country_name.toLowerCase();
    if (c.alpha2.toLowerCase() === text || c.alpha3.toLowerCase() === text) return 0;
    if (/^\d+$/.test(digits) && c.country_code.startsWith(digits)) return 0;
    if (name.startsWith(text)) return 1;
    return name.includes(text) ? 2 : 3;
  };
  return BY_NAME.map((country) => ({ country, rank: rank(country) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map(({ country }) => country);
}

export type CountryPickerProps = {
  /** Alpha-2 code of the chosen country. */
  value: string;
  onChange: (alpha2: string) => void;
  disabled?: boolean;
};

/**
 * A button with the chosen country's flag and dial code that opens a searchable list
 * (combobox pattern: type to filter, arrows to move, Enter to choose).
 */
export function CountryPicker({ value, onChange, disabled }: CountryPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => filterCountries(query), [query]);
  const chosen = findCountry(value);
  const optionId = (alpha2: string) => `${id}-option-${alpha2}`;

  const choose = (country: Country) => {
    onChange(country.alpha2);
    setOpen(false);
  };

  const move = (index: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, index));
    setActive(next);
    const option = matches[next];
    if (option)
      document.getElementById(optionId(option.alpha2))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(matches.length - 1),
      Enter: () => {
        const option = matches[active];
        if (option) choose(option);
      },
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const activeOption = matches[active];
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setQuery('');
        setActive(
          Math.max(
            0,
            BY_NAME.findIndex((c) => c.alpha2 === value),
          ),
        );
      }}
    >
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          aria-label={
            chosen
              ? // The calling code is shown on the button, so it is in the name too, outside
                // parentheses (WCAG 2.5.3: axe reads parenthesised words as an aside).
                `Country: ${chosen.country_name}, +${chosen.country_code}`
              : 'Choose a country'
          }
          className="shrink-0 gap-1 px-3"
        >
          <span aria-hidden="true">{chosen ? getCountryFlag(chosen.alpha2) : '🌐'}</span>
          <span aria-hidden="true" className="text-sm">
            {chosen ? `+${chosen.country_code}` : '+'}
          </span>
          <ChevronDown aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 p-0" align="start">
        <div className="border-b p-2">
          <Input
            role="combobox"
            aria-label="Search countries"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption.alpha2) : undefined}
            placeholder="Country or dial code"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Countries"
          className="max-h-64 overflow-y-auto p-1"
        >
          {matches.length === 0 && (
            <li role="presentation" className="px-2 py-3 text-center text-sm text-muted-foreground">
              No country found
            </li>
          )}
          {matches.map((country, index) => (
            <li
              key={country.alpha2}
              id={optionId(country.alpha2)}
              role="option"
              aria-selected={country.alpha2 === value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(country)}
            >
              <span aria-hidden="true">{getCountryFlag(country.alpha2)}</span>
              <span className="flex-1 truncate">{country.country_name}</span>
              <span className="text-muted-foreground">+{country.country_code}</span>
              {country.alpha2 === value && <Check aria-hidden="true" className="size-4" />}
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
