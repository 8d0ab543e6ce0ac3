import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { fetchListPage, type ListRequest } from './list-request';

/**
 * One page of the list. The key is the screen's key followed by the request, so the
 * screen invalidates every page and filter at once with its own key; the previous page
 * stays on screen while the next one loads.
 */
export function useListQuery<T>(queryKey: QueryKey, endpoint: string, request: ListRequest) {
  return useQuery({
    queryKey: [...queryKey, request],
    queryFn: ({ signal }) => fetchListPage<T>(endpoint, request, signal),
    placeholderData: keepPreviousData,
  });
}
