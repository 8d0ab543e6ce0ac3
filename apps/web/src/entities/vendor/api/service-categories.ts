import { queryOptions, useQuery } from '@tanstack/react-query';
import { FILTER_QUERY_PARAM, type Category, type Page } from '@karamu/shared';
import { categoryKeys } from '@/entities/category';
import { http } from '@/lib/http';

/** Every service category by name (public: the directory's filter and vendors' forms). */
async function getServiceCategories(signal?: AbortSignal): Promise<Category[]> {
  const params = new URLSearchParams({ sort: 'name', size: '1000', fields: 'id,name' });
  params.append(FILTER_QUERY_PARAM, 'kind:in:service');
  const { data } = await http.get<Page<Category>>('/categories', { params, signal });
  return data.items;
}

/** Under the categories' own key, so changing a category refreshes every list of choices. */
const serviceCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...categoryKeys.all, 'service-options'],
    queryFn: ({ signal }) => getServiceCategories(signal),
    staleTime: 60_000,
  });

export function useServiceCategories() {
  return useQuery(serviceCategoriesQueryOptions());
}
