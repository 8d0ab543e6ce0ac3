import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Occasion } from '@karamu/shared';
import { http } from '@/lib/http';
import { OCCASIONS_ENDPOINT, occasionKeys } from './get-occasions';

export async function getOccasion(id: string, signal?: AbortSignal): Promise<Occasion> {
  const { data } = await http.get<Occasion>(`${OCCASIONS_ENDPOINT}/${id}`, { signal });
  return data;
}

const occasionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: occasionKeys.detail(id),
    queryFn: ({ signal }) => getOccasion(id, signal),
  });

export function useOccasion(id: string) {
  return useQuery(occasionQueryOptions(id));
}
