import { queryOptions, useQuery } from '@tanstack/react-query';
import { FILTER_QUERY_PARAM, type Category, type Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { categoryKeys } from './get-categories';

/** Under the categories' own key, so changing a category refreshes every list of choices. */
const eventCategoryKeys = {
  options: () => [...categoryKeys.all, 'event-options'] as const,
};

/** Every event category by name (public: the gallery and visitors' create-event flow use it). */
async function getEventCategories(signal?: AbortSignal): Promise<Category[]> {
  const params = new URLSearchParams({ sort: 'name', size: '1000', fields: 'id,name' });
  params.append(FILTER_QUERY_PARAM, 'kind:in:event');
  const { data } = await http.get<Page<Category>>('/categories', { params, signal });
  return data.items;
}

const eventCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: eventCategoryKeys.options(),
    queryFn: ({ signal }) => getEventCategories(signal),
    staleTime: 60_000,
  });

export function useEventCategories() {
  return useQuery(eventCategoriesQueryOptions());
}
