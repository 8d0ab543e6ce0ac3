import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { FilterSearchConfig } from '@karamu/shared';

export type CsvValue = string | number | boolean | null | undefined;

export type DataTableColumn<T> = {
  /** Unique; also the API field name the list sorts by when `sortable`. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell as CSV text; columns without it are left out of the export. */
  csv?: (row: T) => CsvValue;
  sortable?: boolean;
  /** Whether the column menu may hide it. */
  hideable?: boolean;
  defaultHidden?: boolean;
  /** Classes for the header and every cell (width, alignment). */
  className?: string;
};

export type FilterChoice = { value: string; label: string };

export type DataTableFilter =
  | {
      kind: 'options';
      field: string;
      label: string;
      options: readonly FilterChoice[];
      /** Several values may be chosen at once (any of them matches). */
      multiple?: boolean;
    }
  | { kind: 'date-range'; field: string; label: string };

export type DataTableBulkAction<T> = {
  label: string;
  /** Runs on the chosen rows; the selection is cleared once it resolves. */
  run: (rows: T[]) => unknown;
  /** Asks for confirmation in a dialog first, and shows the action in red. */
  destructive?: boolean;
  /** The dialog's question; defaults to "<label> <n> <noun>?". */
  confirmTitle?: (rows: T[]) => string;
  confirmDescription?: (rows: T[]) => ReactNode;
};

/** The list's current filter and sort as the list endpoint takes them, for what the screen adds. */
export type ListView = {
  /** `filter` values from `encodeFilters`. */
  filter: readonly string[];
  /** The API's sort form, "-createdAt,name"; empty for the server's own order. */
  sort: string;
};

/** What rows are called in messages ("No guests yet", "3 guests selected"). */
export type Noun = { one: string; other: string };

export type DataTableProps<T> = {
  /** The table's accessible name, e.g. "Users". */
  label: string;
  /** Defaults to the label in lower case for both forms. */
  noun?: Noun;
  /** The list query's key starts with this, so the screen's mutations can invalidate it. */
  queryKey: QueryKey;
  /** The list endpoint under /api, e.g. "/users". */
  endpoint: string;
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Names a row for its selection checkbox ("Select Amina Njeri"); defaults to its position. */
  getRowLabel?: (row: T) => string;
  filters?: readonly DataTableFilter[];
  /** Which fields the search box searches; no search box without it. */
  searchConfig?: FilterSearchConfig;
  /** Sent as `fields=` so the server answers only what the columns need. */
  fields?: readonly string[];
  /** The API's sort form, e.g. "-createdAt,name". */
  defaultSort?: string;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Prefixes every URL parameter of this table, so two tables can share a page. */
  paramPrefix?: string;
  /** Rows become selectable when there are bulk actions. */
  bulkActions?: readonly DataTableBulkAction<T>[];
  /** Per-row buttons or menu, in a last column. */
  rowActions?: (row: T) => ReactNode;
  /**
   * The CSV export's file name without date and extension; defaults to the noun. False when
   * the toolbar offers the server's own export instead: one export button, not two.
   */
  exportFileName?: string | false;
  /** Shown instead of "No <noun> yet" when the list is empty without filters. */
  emptyState?: ReactNode;
  /** Beside the column menu, given the current filter: e.g. an export the server builds. */
  toolbar?: (view: ListView) => ReactNode;
  /** Between the filters and the table, given the current filter: e.g. totals of what it selects. */
  summary?: (view: ListView) => ReactNode;
  /** Hands the finished CSV to the user; a browser download unless replaced (tests do). */
  download?: (fileName: string, csv: string) => void;
};
