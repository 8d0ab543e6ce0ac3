import { FILTER_QUERY_PARAM, type Page } from '@karamu/shared';
import { http } from '@/lib/http';

/** One page of a list as the list endpoints take it. */
export type ListRequest = {
  /** `filter` values from `encodeFilters`. */
  filter: readonly string[];
  page: number;
  size: number;
  /** The API's sort form, "-createdAt,name"; empty for the server's own order. */
  sort: string;
  fields?: readonly string[];
};

function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Built by hand because axios would write repeated parameters as `filter[]=`; the
 * server reads `filter=a&filter=b`.
 */
function toSearchParams(request: ListRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const value of request.filter) params.append(FILTER_QUERY_PARAM, value);
  params.set('page', String(request.page));
  params.set('size', String(request.size));
  if (request.sort !== '') params.set('sort', request.sort);
  if (request.fields && request.fields.length > 0) params.set('fields', request.fields.join(','));
  // Date-range filters mean whole days of the reader's calendar, so the server needs their zone.
  params.set('tz', readerTimeZone());
  return params;
}

export async function fetchListPage<T>(
  endpoint: string,
  request: ListRequest,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const { data } = await http.get<Page<T>>(endpoint, { params: toSearchParams(request), signal });
  return data;
}
