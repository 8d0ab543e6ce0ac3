import { useEffect, useEffectEvent, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** Long enough to wait for the next keystroke, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The search in effect (from the URL). */
  value: string;
  onCommit: (text: string) => void;
  label: string;
};

/** A search field that commits what was typed once typing pauses. */
export function SearchBox({ value, onCommit, label }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [shown, setShown] = useState(value);
  // The value changing to anything but our own commit (Clear filters, Back) replaces
  // what is typed; our own commit arriving must not undo keystrokes made since.
  if (value !== shown) {
    setShown(value);
    if (value !== committed) {
      setCommitted(value);
      setDraft(value);
    }
  }

  const commit = useEffectEvent((text: string) => {
    setCommitted(text);
    onCommit(text);
  });
  useEffect(() => {
    if (draft === committed) return;
    const timer = setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed]);

  return (
    <div className="relative w-full sm:w-64">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder="Search…"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="h-9 pl-9"
      />
    </div>
  );
}
