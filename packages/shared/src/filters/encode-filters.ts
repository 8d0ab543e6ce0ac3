import { FILTER_VALUE_MAX_LENGTH } from '../constants';
import { formatFilterDate } from '../format/filter-date';
import { joinListValues } from './filter-list-values';
import {
  FILTER_FIELD_PATTERN,
  NUMERIC_SEARCH,
  type FilterSearchConfig,
  type ListFilter,
} from './filter-types';

/** At most `max` UTF-16 units without splitting a surrogate pair (URL encoding would fail). */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let result = '';
  for (const char of text) {
    if (result.length + char.length > max) break;
    result += char;
  }
  return result;
}

const isFieldName = (name: unknown): name is string =>
  typeof name === 'string' && FILTER_FIELD_PATTERN.test(name);

function toOptionValue(option: unknown): string | undefined {
  const value =
    typeof option === 'object' && option !== null ? (option as { value?: unknown }).value : option;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return undefined;
  }
  const text = String(value);
  return text === '' ? undefined : text;
}

function encodeSearch(search: unknown, config: FilterSearchConfig | undefined): string[] {
  if (typeof search !== 'string' || !config) return [];
  const text = truncate(search.trim(), FILTER_VALUE_MAX_LENGTH);
  if (text === '') return [];
  const ilike = (config.searchFields ?? []).filter(isFieldName).map((f) => `${f}:ilike:${text}`);
  const eq = NUMERIC_SEARCH.test(text)
    ? (config.exactFields ?? []).filter(isFieldName).map((f) => `${f}:eq:${text}`)
    : [];
  return [...ilike, ...eq];
}

function encodeDateFilters(dateFilters: ListFilter['dateFilters']): string[] {
  if (typeof dateFilters !== 'object' || dateFilters === null) return [];
  return Object.entries(dateFilters).flatMap(([field, range]) => {
    if (!isFieldName(field) || typeof range !== 'object' || range === null) return [];
    const from = formatFilterDate(range.from);
    const to = formatFilterDate(range.to);
    return from === '' && to === '' ? [] : [`${field}:btn:${from},${to}`];
  });
}

function encodeOptionFilters(filters: ListFilter['filters']): string[] {
  if (typeof filters !== 'object' || filters === null) return [];
  return Object.entries(filters).flatMap(([field, selected]) => {
    if (!isFieldName(field)) return [];
    const options: readonly unknown[] = Array.isArray(selected) ? selected : [selected];
    const values = options
      .map(toOptionValue)
      .filter((value): value is string => value !== undefined)
      .map((value) => truncate(value, FILTER_VALUE_MAX_LENGTH));
    return values.length === 0 ? [] : [`${field}:in:${joinListValues(values)}`];
  });
}

/**
 * The `filter` query values (`field:operator:value`) for a list filter: `ilike` over the search
 * fields, `eq` over exact-match keys when the search text is numeric, `btn` for date
 * ranges ('created:btn:2026-Nov-01,2026-Nov-30') and `in` for option filters. Empty
 * parts are left out; never throws.
 */
export function encodeFilters(filter: unknown, config?: FilterSearchConfig): string[] {
  try {
    if (typeof filter !== 'object' || filter === null) return [];
    const { search, dateFilters, filters } = filter as ListFilter;
    return [
      ...encodeSearch(search, config),
      ...encodeDateFilters(dateFilters),
      ...encodeOptionFilters(filters),
    ];
  } catch {
    // Getters and proxies can throw; a list without filters is the safe answer.
    return [];
  }
}
