import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { formatNumber } from './count-of';

type PaginationProps = {
  label: string;
  page: number;
  size: number;
  total: number;
  /** Rows on this page: the last page is usually short. */
  rowCount: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
};

export function Pagination({
  label,
  page,
  size,
  total,
  rowCount,
  pageSizes,
  onPageChange,
  onSizeChange,
}: PaginationProps) {
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / size));
  const first = rowCount === 0 ? 0 : (page - 1) * size + 1;
  const last = rowCount === 0 ? 0 : first + rowCount - 1;
  const steps = [
    { label: 'First page', Icon: ChevronsLeft, target: 1 },
    { label: 'Previous page', Icon: ChevronLeft, target: page - 1 },
    { label: 'Next page', Icon: ChevronRight, target: page + 1 },
    { label: 'Last page', Icon: ChevronsRight, target: pageCount },
  ];
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-muted-foreground">
          Rows per page
        </label>
        <NativeSelect
          id={sizeId}
          value={size}
          onChange={(event) => onSizeChange(Number(event.target.value))}
        >
          {pageSizes.map((choice) => (
            <option key={choice} value={choice}>
              {formatNumber(choice)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p className="text-muted-foreground">
        {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </p>
      <div className="flex items-center gap-1">
        <span className="mr-2 text-muted-foreground">
          Page {formatNumber(page)} of {formatNumber(pageCount)}
        </span>
        {steps.map(({ label: stepLabel, Icon, target }) => (
          <Button
            key={stepLabel}
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={stepLabel}
            disabled={target < 1 || target > pageCount || target === page}
            onClick={() => onPageChange(target)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
    </nav>
  );
}
