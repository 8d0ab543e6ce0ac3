import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DateRangeFilter } from './date-range-filter';
import { OptionFilter } from './option-filter';
import { SearchBox } from './search-box';
import type { DataTableFilter } from './types';
import type { UpdateTableState } from './use-table-state';
import { hasActiveFilters, type TableState } from './url-state';

type FilterBarProps = {
  state: TableState;
  update: UpdateTableState;
  filters: readonly DataTableFilter[];
  /** The search box's name; no search box without it. */
  searchLabel?: string;
  onClear: () => void;
};

function without<V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** Search, per-field filters and "Clear filters"; every change goes back to page 1. */
export function FilterBar({ state, update, filters, searchLabel, onClear }: FilterBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {searchLabel && (
        <SearchBox
          label={searchLabel}
          value={state.search}
          onCommit={(search) => update(() => ({ search, page: 1 }), { replace: true })}
        />
      )}
      {filters.map((filter) =>
        filter.kind === 'options' ? (
          <OptionFilter
            key={filter.field}
            label={filter.label}
            options={filter.options}
            multiple={filter.multiple}
            selected={state.options[filter.field] ?? []}
            onChange={(values) =>
              update(({ options }) => ({
                options:
                  values.length > 0
                    ? { ...options, [filter.field]: values }
                    : without(options, filter.field),
                page: 1,
              }))
            }
          />
        ) : (
          <DateRangeFilter
            key={filter.field}
            label={filter.label}
            value={state.dates[filter.field]}
            onChange={(range) =>
              update(({ dates }) => ({
                dates: range ? { ...dates, [filter.field]: range } : without(dates, filter.field),
                page: 1,
              }))
            }
          />
        ),
      )}
      {hasActiveFilters(state) && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </div>
  );
}
