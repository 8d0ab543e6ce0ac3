import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortField } from './sort';

type SortButtonProps = {
  header: string;
  sorted: SortField | undefined;
  /** `append` (shift-click) adds the column to the sort instead of replacing it. */
  onSort: (append: boolean) => void;
};

/** A column header that sorts; its <th> carries aria-sort. */
export function SortButton({ header, sorted, onSort }: SortButtonProps) {
  const Icon = !sorted ? ArrowUpDown : sorted.desc ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={(event) => onSort(event.shiftKey)}
      className="-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      {header}
      <Icon aria-hidden="true" className={sorted ? 'size-4' : 'size-4 opacity-40'} />
    </button>
  );
}
