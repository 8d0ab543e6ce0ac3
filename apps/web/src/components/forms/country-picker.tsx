import { ChevronDown } from 'lucide-react';
import { countries, findCountry, getCountryFlag, type Country } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { SearchableCombobox } from './searchable-combobox';

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
  const chosen = findCountry(value);
  return (
    <SearchableCombobox
      trigger={
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
      }
      search={filterCountries}
      getKey={(country) => country.alpha2}
      renderOption={(country) => (
        <>
          <span aria-hidden="true">{getCountryFlag(country.alpha2)}</span>
          <span className="flex-1 truncate">{country.country_name}</span>
          <span className="text-muted-foreground">+{country.country_code}</span>
        </>
      )}
      isChosen={(country) => country.alpha2 === value}
      onChoose={(country) => onChange(country.alpha2)}
      getActiveOnOpen={() =>
        Math.max(
          0,
          BY_NAME.findIndex((c) => c.alpha2 === value),
        )
      }
      searchLabel="Search countries"
      placeholder="Country or dial code"
      listLabel="Countries"
      emptyText="No country found"
      contentClassName="w-80 p-0"
    />
  );
}
