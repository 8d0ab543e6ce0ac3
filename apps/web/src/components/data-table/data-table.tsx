import { useEffect } from 'react';
import { encodeFilters } from '@karamu/shared';
import { BulkActionBar } from './bulk-action-bar';
import { ColumnMenu } from './column-menu';
import { ExportButton } from './export-button';
import { downloadInBrowser } from './export-csv';
import { FilterBar } from './filter-bar';
import type { ListRequest } from './list-request';
import { Pagination } from './pagination';
import { formatSort, parseSort, toggleSort } from './sort';
import { EmptyList, LoadError } from './table-messages';
import type { DataTableProps } from './types';
import { useListQuery } from './use-list-query';
import { useRowSelection } from './use-row-selection';
import { useTableState } from './use-table-state';
import { hasActiveFilters, toListFilter } from './url-state';
import { VirtualTable } from './virtual-table';

const DEFAULT_PAGE_SIZES: readonly number[] = [20, 50, 100, 1000, 10000];
const DEFAULT_PAGE_SIZE = 50;

/**
 * Any list screen: search, filters, sorting, paging, column choice, row selection with
 * bulk actions and CSV export over a list endpoint, with the view kept in the URL.
 */
export function DataTable<T>({
  label,
  noun = { one: label.toLowerCase(), other: label.toLowerCase() },
  queryKey,
  endpoint,
  columns,
  getRowId,
  getRowLabel,
  filters = [],
  searchConfig,
  fields,
  defaultSort = '',
  pageSizes = DEFAULT_PAGE_SIZES,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  paramPrefix = '',
  bulkActions = [],
  rowActions,
  exportFileName = noun.other,
  emptyState,
  toolbar,
  summary,
  download = downloadInBrowser,
}: DataTableProps<T>) {
  const [state, update] = useTableState({
    prefix: paramPrefix,
    optionFields: filters.filter((f) => f.kind === 'options').map((f) => f.field),
    dateFields: filters.filter((f) => f.kind === 'date-range').map((f) => f.field),
    sortableFields: columns.filter((c) => c.sortable).map((c) => c.id),
    hideableColumns: columns.filter((c) => c.hideable).map((c) => c.id),
    defaultSort: parseSort(defaultSort),
    defaultHidden: columns.filter((c) => c.hideable && c.defaultHidden).map((c) => c.id),
    pageSizes,
    defaultSize: defaultPageSize,
  });

  const filter = encodeFilters(toListFilter(state), searchConfig);
  const request: ListRequest = {
    filter,
    page: state.page,
    size: state.size,
    sort: formatSort(state.sort),
    fields,
  };
  const view = { filter, sort: request.sort };
  const list = useListQuery<T>(queryKey, endpoint, request);
  const selection = useRowSelection(getRowId, JSON.stringify(filter));

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.size));
  const current = list.isSuccess && !list.isPlaceholderData;
  // A bookmarked page past the end (rows were deleted since) moves to the last page.
  const pastTheEnd = current && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update(() => ({ page: lastPage }), { replace: true });
  }, [pastTheEnd, lastPage, update]);

  const filtered = hasActiveFilters(state);
  const clearFilters = () => update(() => ({ search: '', options: {}, dates: {}, page: 1 }));
  const visibleColumns = columns.filter((column) => !state.hidden.includes(column.id));
  const loading = list.isPending || pastTheEnd || (rows.length === 0 && list.isPlaceholderData);
  const message = list.isError ? (
    <LoadError error={list.error} noun={noun} onRetry={() => void list.refetch()} />
  ) : !loading && rows.length === 0 ? (
    <EmptyList
      noun={noun}
      filtered={filtered}
      onClearFilters={clearFilters}
      emptyState={emptyState}
    />
  ) : undefined;

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <FilterBar
          state={state}
          update={update}
          filters={filters}
          searchLabel={searchConfig && `Search ${noun.other}`}
          onClear={clearFilters}
        />
        <div className="flex flex-wrap items-center gap-2">
          {toolbar?.(view)}
          <ColumnMenu
            columns={columns}
            hidden={state.hidden}
            onChange={(hidden) => update(() => ({ hidden }), { replace: true })}
          />
          {exportFileName !== false && visibleColumns.some((column) => column.csv) && (
            <ExportButton
              endpoint={endpoint}
              request={{ filter, sort: request.sort, fields }}
              columns={visibleColumns}
              fileName={exportFileName}
              noun={noun}
              disabled={!current || total === 0}
              download={download}
            />
          )}
        </div>
      </div>
      {summary?.(view)}
      {selection.selected.size > 0 && (
        <BulkActionBar
          actions={bulkActions}
          rows={[...selection.selected.values()]}
          noun={noun}
          onDone={selection.clear}
          onClear={selection.clear}
        />
      )}
      <p role="status" className="sr-only">
        {list.isFetching ? `Loading ${noun.other}…` : ''}
      </p>
      <VirtualTable
        label={label}
        columns={visibleColumns}
        rows={rows}
        getRowId={getRowId}
        sort={state.sort}
        onSort={(field, append) =>
          update(({ sort }) => ({ sort: toggleSort(sort, field, append), page: 1 }))
        }
        selection={
          bulkActions.length > 0
            ? {
                ...selection,
                getRowLabel: (row, index) =>
                  getRowLabel ? `Select ${getRowLabel(row)}` : `Select row ${index + 1}`,
              }
            : undefined
        }
        rowActions={rowActions}
        loading={loading}
        message={message}
        stale={list.isPlaceholderData}
        scrollResetKey={JSON.stringify(request)}
      />
      {total > 0 && (
        <Pagination
          label={label}
          page={state.page}
          size={state.size}
          total={total}
          rowCount={rows.length}
          pageSizes={pageSizes}
          onPageChange={(page) => update(() => ({ page }))}
          // Keeps the first row in view on the new page.
          onSizeChange={(size) =>
            update(({ page, size: before }) => ({
              size,
              page: Math.floor(((page - 1) * before) / size) + 1,
            }))
          }
        />
      )}
    </div>
  );
}
