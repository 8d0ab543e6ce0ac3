import {
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Check } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

type SearchableComboboxProps<T> = {
  /** The button that opens the list; it shows the chosen option. */
  trigger: ReactElement;
  /** The options matching what was typed, best first ('' for the list as it opens). */
  search: (query: string) => readonly T[];
  getKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  isChosen: (option: T) => boolean;
  onChoose: (option: T) => void;
  /** After the list opens or closes by the popover (outside click, Escape, the trigger). */
  onOpenChange?: (open: boolean) => void;
  /** The option active as the list opens: the chosen one, where it stands in the list. */
  getActiveOnOpen?: () => number;
  /** At most this many matches are drawn; typing narrows the rest down. */
  maxShown?: number;
  searchLabel: string;
  placeholder: string;
  listLabel: string;
  emptyText: string;
  contentClassName: string;
};

/**
 * A popover list searched by typing (combobox pattern: type to filter, arrows to move,
 * Enter to choose), for lists too long for a select: countries, time zones.
 */
export function SearchableCombobox<T>({
  trigger,
  search,
  getKey,
  renderOption,
  isChosen,
  onChoose,
  onOpenChange,
  getActiveOnOpen,
  maxShown = Infinity,
  searchLabel,
  placeholder,
  listLabel,
  emptyText,
  contentClassName,
}: SearchableComboboxProps<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => search(query), [search, query]);
  const shown = matches.length > maxShown ? matches.slice(0, maxShown) : matches;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (option: T) => {
    onChoose(option);
    setOpen(false);
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
        const option = shown[active];
        if (option !== undefined) choose(option);
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
        setActive(getActiveOnOpen?.() ?? 0);
        onOpenChange?.(next);
      }}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className={contentClassName} align="start">
        <div className="border-b p-2">
          <Input
            role="combobox"
            aria-label={searchLabel}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] !== undefined ? optionId(active) : undefined}
            placeholder={placeholder}
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
          aria-label={listLabel}
          className="max-h-64 overflow-y-auto p-1"
        >
          {shown.length === 0 && (
            <li role="presentation" className="px-2 py-3 text-center text-sm text-muted-foreground">
              {emptyText}
            </li>
          )}
          {shown.map((option, index) => {
            const chosen = isChosen(option);
            return (
              <li
                key={getKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={chosen}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                  index === active && 'bg-accent text-accent-foreground',
                )}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {renderOption(option)}
                {chosen && <Check aria-hidden="true" className="size-4" />}
              </li>
            );
          })}
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
