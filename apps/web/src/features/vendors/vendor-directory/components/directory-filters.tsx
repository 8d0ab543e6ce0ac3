import { useEffect, useId, useState } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { minorToDecimalText, parseAmount, type PublicDirectoryQuery } from '@karamu/shared';
import { AmountInput } from '@/components/forms/amount-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useServiceCategories } from '@/entities/vendor';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { hiddenFilterCount, SORT_LABELS } from '../lib/directory-query';

/** What a price box starts in when the link names no currency (where Karamu is mostly used). */
const FALLBACK_CURRENCY = 'KES';
const REGIONAL_CURRENCIES = ['KES', 'TZS', 'UGX', 'RWF', 'BIF', 'ETB', 'USD', 'EUR', 'GBP'];

export type DirectoryFiltersProps = {
  query: PublicDirectoryQuery;
  onChange: (changes: Partial<PublicDirectoryQuery>) => void;
  onClear: () => void;
  /** "Search vendors" or "Search services". */
  searchLabel: string;
};

/**
 * Text typed into a box, sent to the URL once it has stayed the same for a moment (not per
 * keystroke). When the URL changes otherwise (Back, "Clear filters") to something the text
 * does not already say (`says`), the box shows the URL's value.
 */
function useTypedText(
  value: string,
  send: (text: string) => void,
  says: (text: string, value: string) => boolean = (text, current) => text.trim() === current,
) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const settled = useDebouncedValue(text);
  if (value !== seen) {
    // Adjusting state to a changed prop, during render (React's documented pattern).
    setSeen(value);
    if (!says(text, value)) setText(value);
  }
  // Only what the box still says: a value the URL replaced meanwhile is not sent back.
  const pending = settled === text && !says(settled, value);
  useEffect(() => {
    if (pending) send(settled);
    // `send` is a new function every render; only a settled change is worth sending.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, pending]);
  return [text, setText] as const;
}

const priceText = (minor: number | undefined, currency: string) =>
  minor === undefined ? '' : minorToDecimalText(minor, currency);

/**
 * Search, category, city, minimum rating, price range and sort; every one in the URL. On a
 * phone all but the search fold behind a "Filters" button (issue 29), so the first result
 * is on the first screen; from `md` up they are always shown.
 */
export function DirectoryFilters({ query, onChange, onClear, searchLabel }: DirectoryFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = hiddenFilterCount(query);
  const categories = useServiceCategories();
  const currency = query.currency ?? FALLBACK_CURRENCY;
  const [search, setSearch] = useTypedText(query.q ?? '', (q) =>
    onChange({ q: q.trim() || undefined }),
  );
  const [city, setCity] = useTypedText(query.city ?? '', (text) =>
    onChange({ city: text.trim() || undefined }),
  );
  const price = (key: 'minPrice' | 'maxPrice') => (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return onChange({ [key]: undefined });
    const parsed = parseAmount(trimmed, currency);
    // Unreadable text stays in the box (marked invalid) and changes nothing.
    if (parsed.ok) onChange({ [key]: parsed.minor, currency });
  };
  const samePrice = (text: string, value: string) => {
    if (text.trim() === '' || value === '') return text.trim() === value;
    const typed = parseAmount(text, currency);
    const current = parseAmount(value, currency);
    // Unreadable text is not sent: it stays, marked, until it reads.
    return !typed.ok || (current.ok && typed.minor === current.minor);
  };
  const [minPrice, setMinPrice] = useTypedText(
    priceText(query.minPrice, currency),
    price('minPrice'),
    samePrice,
  );
  const [maxPrice, setMaxPrice] = useTypedText(
    priceText(query.maxPrice, currency),
    price('maxPrice'),
    samePrice,
  );
  const unreadable = (text: string) => text.trim() !== '' && !parseAmount(text, currency).ok;

  return (
    <form
      role="search"
      aria-label="Filters"
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-span-2 grid gap-1.5">
        <Label htmlFor={`${id}-q`}>{searchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={search}
            autoComplete="off"
            placeholder="Caterer, tents, photographer…"
            className="pl-9"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        className="col-span-2 justify-between md:hidden"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen(!open)}
      >
        {active ? `Filters (${active} on)` : 'Filters'}
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform', open && 'rotate-180')}
        />
      </Button>
      {/* `contents`: the folded filters stay cells of the form's own grid. */}
      <div id={`${id}-more`} className={cn(open ? 'contents' : 'hidden', 'md:contents')}>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            id={`${id}-category`}
            className="h-9 w-full"
            value={query.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value || undefined })}
          >
            <option value="">All categories</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            {/* A shared link's category shows before (or without) the list. */}
            {query.category && !categories.data?.some((c) => c.id === query.category) && (
              <option value={query.category}>Chosen category</option>
            )}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-city`}>City or town</Label>
          <Input
            id={`${id}-city`}
            value={city}
            autoComplete="address-level2"
            onChange={(event) => setCity(event.target.value)}
          />
        </div>
        <fieldset className="col-span-2 grid min-w-0 gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Price ({currency})</legend>
          <div className="grid grid-cols-[5.5rem_1fr_1fr] gap-2">
            <NativeSelect
              aria-label="Currency"
              className="h-9 w-full"
              value={currency}
              onChange={(event) => {
                const next = event.target.value;
                // The typed amounts mean the same numbers in the new currency.
                const reread = (text: string) => {
                  const parsed = parseAmount(text, next);
                  return text.trim() !== '' && parsed.ok ? parsed.minor : undefined;
                };
                onChange({
                  currency: next,
                  minPrice: reread(minPrice),
                  maxPrice: reread(maxPrice),
                });
              }}
            >
              {[...new Set([currency, ...REGIONAL_CURRENCIES])].map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
            <AmountInput
              aria-label={`Lowest price (${currency})`}
              placeholder="From"
              value={minPrice}
              aria-invalid={unreadable(minPrice) || undefined}
              onChange={(event) => setMinPrice(event.target.value)}
            />
            <AmountInput
              aria-label={`Highest price (${currency})`}
              placeholder="To"
              value={maxPrice}
              aria-invalid={unreadable(maxPrice) || undefined}
              onChange={(event) => setMaxPrice(event.target.value)}
            />
          </div>
        </fieldset>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-rating`}>Rating</Label>
          <NativeSelect
            id={`${id}-rating`}
            className="h-9 w-full"
            value={query.minRating ?? ''}
            onChange={(event) =>
              onChange({ minRating: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">Any rating</option>
            {[4, 3, 2].map((stars) => (
              <option key={stars} value={stars}>
                {stars} stars and up
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <NativeSelect
            id={`${id}-sort`}
            className="h-9 w-full"
            value={query.sort}
            onChange={(event) =>
              onChange({ sort: event.target.value as PublicDirectoryQuery['sort'] })
            }
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 flex items-end lg:col-span-1">
          <Button type="button" variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      </div>
    </form>
  );
}
