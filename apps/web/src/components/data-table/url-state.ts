import { formatCalendarDate, toDate, type ListFilter } from '@karamu/shared';
import { formatSort, parseSort, type SortField } from './sort';

/** Calendar days 'yyyy-MM-dd'; an absent end is open. */
export type DayRange = { from?: string; to?: string };

/** Everything about a table's view that a shared link should reproduce. */
export type TableState = {
  search: string;
  /** Option filter field -> chosen values. */
  options: Readonly<Record<string, readonly string[]>>;
  dates: Readonly<Record<string, DayRange>>;
  sort: readonly SortField[];
  page: number;
  size: number;
  /** Hidden column ids. */
  hidden: readonly string[];
};

/** What the URL may hold for one table; anything else found there is ignored. */
export type TableStateConfig = {
  prefix: string;
  optionFields: readonly string[];
  dateFields: readonly string[];
  sortableFields: readonly string[];
  hideableColumns: readonly string[];
  defaultSort: readonly SortField[];
  defaultHidden: readonly string[];
  pageSizes: readonly number[];
  defaultSize: number;
};

/**
 * Parameter names. Filters get their own namespaces so a field can never be mistaken
 * for the table's own parameters (a field named "page" or "sort").
 */
const keys = (prefix: string) => ({
  search: `${prefix}q`,
  sort: `${prefix}sort`,
  page: `${prefix}page`,
  size: `${prefix}size`,
  hidden: `${prefix}hide`,
  option: (field: string) => `${prefix}f.${field}`,
  date: (field: string) => `${prefix}d.${field}`,
});

/** A calendar day, undefined for an open end, null for anything else. */
function readDay(text: string): string | undefined | null {
  if (text === '') return undefined;
  // Round-tripping through a Date refuses '2026-02-30' and anything not a calendar day.
  return formatCalendarDate(toDate(text)) === text ? text : null;
}

function readDayRange(text: string | null): DayRange | undefined {
  const parts = text?.split(',') ?? [];
  if (parts.length !== 2) return undefined;
  const [from, to] = parts.map(readDay);
  if (from === null || to === null || (from === undefined && to === undefined)) return undefined;
  if (from !== undefined && to !== undefined && from > to) return undefined;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}

function readPositiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** The parameter holding a table's search text, for links that open it searching. */
export const searchParamName = (prefix: string) => keys(prefix).search;

export function readTableState(params: URLSearchParams, config: TableStateConfig): TableState {
  const k = keys(config.prefix);
  const options: Record<string, string[]> = {};
  for (const field of config.optionFields) {
    const values = params.getAll(k.option(field)).filter((v) => v !== '');
    if (values.length > 0) options[field] = [...new Set(values)];
  }
  const dates: Record<string, DayRange> = {};
  for (const field of config.dateFields) {
    const range = readDayRange(params.get(k.date(field)));
    if (range) dates[field] = range;
  }
  const sortText = params.get(k.sort);
  const sort = sortText === null ? [] : parseSort(sortText, new Set(config.sortableFields));
  const size = readPositiveInteger(params.get(k.size));
  const hiddenText = params.get(k.hidden);
  const hideable = new Set(config.hideableColumns);
  return {
    search: params.get(k.search) ?? '',
    options,
    dates,
    sort: sort.length > 0 ? sort : config.defaultSort,
    page: readPositiveInteger(params.get(k.page)) ?? 1,
    size: size !== undefined && config.pageSizes.includes(size) ? size : config.defaultSize,
    hidden:
      hiddenText === null
        ? config.defaultHidden
        : hiddenText.split(',').filter((id) => hideable.has(id)),
  };
}

/**
 * The URL parameters with this table's state written in: its own parameters are
 * replaced, everyone else's kept. Defaults are left out so plain links stay short.
 */
export function writeTableState(
  params: URLSearchParams,
  state: TableState,
  config: TableStateConfig,
): URLSearchParams {
  const k = keys(config.prefix);
  const next = new URLSearchParams(params);
  for (const name of [k.search, k.sort, k.page, k.size, k.hidden]) next.delete(name);
  for (const field of config.optionFields) next.delete(k.option(field));
  for (const field of config.dateFields) next.delete(k.date(field));

  if (state.search !== '') next.set(k.search, state.search);
  for (const field of config.optionFields) {
    for (const value of state.options[field] ?? []) next.append(k.option(field), value);
  }
  for (const field of config.dateFields) {
    const range = state.dates[field];
    if (range && (range.from || range.to)) {
      next.set(k.date(field), `${range.from ?? ''},${range.to ?? ''}`);
    }
  }
  const sort = formatSort(state.sort);
  if (sort !== formatSort(config.defaultSort)) next.set(k.sort, sort);
  if (state.page !== 1) next.set(k.page, String(state.page));
  if (state.size !== config.defaultSize) next.set(k.size, String(state.size));
  if (!sameList([...state.hidden].sort(), [...config.defaultHidden].sort())) {
    next.set(k.hidden, state.hidden.join(','));
  }
  return next;
}

/** The list filter (search, dates, options) that `encodeFilters` turns into `filter` parameters. */
export function toListFilter(state: TableState): ListFilter {
  return {
    search: state.search,
    dateFilters: state.dates,
    filters: Object.fromEntries(
      Object.entries(state.options).map(([field, values]) => [
        field,
        values.map((value) => ({ value })),
      ]),
    ),
  };
}

export function hasActiveFilters(state: TableState): boolean {
  return (
    state.search.trim() !== '' ||
    Object.keys(state.options).length > 0 ||
    Object.keys(state.dates).length > 0
  );
}
