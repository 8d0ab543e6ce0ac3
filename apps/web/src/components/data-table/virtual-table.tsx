import { useEffect, useRef, type ReactNode } from 'react';
import {
  observeElementRect,
  useVirtualizer,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { SortButton } from './sort-button';
import type { SortField } from './sort';
import type { DataTableColumn } from './types';
import type { RowSelection } from './use-row-selection';

/** A one-line row; taller rows are measured once drawn. */
const ESTIMATED_ROW_HEIGHT = 49;
const OVERSCAN_ROWS = 10;
const SKELETON_ROWS = 5;
/**
 * A scroll container without layout (hidden, not yet laid out, or jsdom) measures 0×0,
 * which would draw no rows at all; assume a screenful instead.
 */
const FALLBACK_VIEWPORT: Rect = { width: 1024, height: 768 };

function observeRectWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: Rect) => void,
) {
  return observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_VIEWPORT));
}

/**
 * The row menu's column, held at the box's right edge (issue 29): a table wider than its box
 * (a phone, or an event with prices on a laptop) still shows each row's menu without scrolling.
 * Opaque, so the columns scrolling under it do not show through.
 */
const ACTIONS_CELL = 'sticky right-0 w-px bg-background shadow-[inset_1px_0_0_var(--color-border)]';

const measureRow = (row: Element) => row.getBoundingClientRect().height || ESTIMATED_ROW_HEIGHT;

type TableSelection<T> = RowSelection<T> & {
  getRowLabel: (row: T, index: number) => string;
};

type VirtualTableProps<T> = {
  label: string;
  /** The visible columns. */
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  sort: readonly SortField[];
  onSort: (field: string, append: boolean) => void;
  selection?: TableSelection<T>;
  rowActions?: (row: T) => ReactNode;
  /** Skeleton rows in place of the rows. */
  loading: boolean;
  /** A message (empty, error) in place of the rows. */
  message?: ReactNode;
  /** The rows shown are the previous answer while the next one loads. */
  stale: boolean;
  /** Scrolls back to the top whenever this changes (another page, filter or sort). */
  scrollResetKey: string;
};

function getAriaSort(sort: readonly SortField[], field: string) {
  const primary = sort[0];
  if (primary?.field !== field) return undefined;
  return primary.desc ? 'descending' : 'ascending';
}

/**
 * A real `<table>` drawing only the rows in view (plus a margin), so a page of 10,000
 * rows scrolls smoothly. Spacer rows stand in for the rest; aria-rowcount and
 * aria-rowindex tell assistive technology where each drawn row sits.
 */
export function VirtualTable<T>({
  label,
  columns,
  rows,
  getRowId,
  sort,
  onSort,
  selection,
  rowActions,
  loading,
  message,
  stale,
  scrollResetKey,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const showRows = !loading && message === undefined;
  // The app is not built with React Compiler, and this component is meant to re-render
  // on every scroll step; nothing here relies on memoising the virtualiser's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: showRows ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    observeElementRect: observeRectWithFallback,
    measureElement: measureRow,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : getRowId(row);
    },
  });

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollResetKey]);

  const columnCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);

  const selectedOnPage = selection
    ? rows.filter((row) => selection.selected.has(getRowId(row))).length
    : 0;
  const pageChecked =
    rows.length > 0 && selectedOnPage === rows.length
      ? true
      : selectedOnPage > 0
        ? 'indeterminate'
        : false;

  return (
    <div
      ref={scrollRef}
      // Focusable so keyboard users can scroll rows that hold no control.
      tabIndex={0}
      role="region"
      aria-label={`${label} table`}
      // A query container, so a message can be as wide as the box rather than the table.
      className="@container relative max-h-[70vh] overflow-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Table
        aria-label={label}
        aria-busy={loading || stale || undefined}
        aria-rowcount={showRows ? rows.length + 1 : undefined}
      >
        <TableHeader className="sticky top-0 z-10 bg-background">
          <TableRow aria-rowindex={1} className="hover:bg-transparent">
            {selection && (
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all on this page"
                  checked={pageChecked}
                  disabled={!showRows || rows.length === 0}
                  onCheckedChange={() => selection.setSelected(rows, pageChecked !== true)}
                />
              </TableHead>
            )}
            {columns.map((column) => (
              <TableHead
                key={column.id}
                aria-sort={column.sortable ? getAriaSort(sort, column.id) : undefined}
                className={column.className}
              >
                {column.sortable ? (
                  <SortButton
                    header={column.header}
                    sorted={sort.find((f) => f.field === column.id)}
                    onSort={(append) => onSort(column.id, append)}
                  />
                ) : (
                  column.header
                )}
              </TableHead>
            ))}
            {rowActions && (
              <TableHead className={ACTIONS_CELL}>
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody className={cn(stale && 'opacity-60 transition-opacity')}>
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <TableRow key={i} aria-hidden="true">
                {Array.from({ length: columnCount }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-5 w-full min-w-8" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {!loading && message !== undefined && (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columnCount} className="h-40 p-0">
                {/* As wide as the visible box and held at its left edge: a table wider
                    than a phone would otherwise centre the message off-screen. */}
                <div className="sticky left-0 grid w-[100cqw] place-items-center p-4 text-center">
                  {message}
                </div>
              </TableCell>
            </TableRow>
          )}
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} className="p-0" style={{ height: paddingTop }} />
            </tr>
          )}
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (row === undefined) return null;
            const id = getRowId(row);
            const selected = selection?.selected.has(id) ?? false;
            return (
              <TableRow
                key={virtualRow.key}
                ref={virtualizer.measureElement}
                data-index={virtualRow.index}
                data-state={selected ? 'selected' : undefined}
                aria-rowindex={virtualRow.index + 2}
              >
                {selection && (
                  <TableCell>
                    <Checkbox
                      aria-label={selection.getRowLabel(row, virtualRow.index)}
                      checked={selected}
                      onCheckedChange={(checked) => selection.setSelected([row], checked === true)}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.id} className={column.className}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                {rowActions && (
                  <TableCell className={cn(ACTIONS_CELL, 'text-right')}>
                    {rowActions(row)}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} className="p-0" style={{ height: paddingBottom }} />
            </tr>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
