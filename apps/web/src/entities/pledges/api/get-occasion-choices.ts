import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Occasion, Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { pledgeKeys } from './pledge-keys';

/** What choosing an occasion needs: its name, and the currency and zone its amounts and dates are in. */
export type OccasionChoice = Pick<Occasion, 'id' | 'name' | 'currency' | 'timeZone'>;

const occasionChoiceKeys = {
  all: () => [...pledgeKeys.all, 'occasion-choices'] as const,
};

/** The occasions in the reader's scope by name: filters, and where a contribution goes. */
async function getOccasionChoices(signal?: AbortSignal): Promise<OccasionChoice[]> {
  const params = new URLSearchParams({
    fields: 'id,name,currency,timeZone',
    size: '1000',
    sort: 'name',
  });
  const { data } = await http.get<Page<OccasionChoice>>('/occasions', { params, signal });
  return data.items;
}

const occasionChoicesQueryOptions = () =>
  queryOptions({
    queryKey: occasionChoiceKeys.all(),
    queryFn: ({ signal }) => getOccasionChoices(signal),
  });

/** Needs READ_OCCASIONS: callers without it pass `enabled: false`. */
export function useOccasionChoices(options: { enabled: boolean }) {
  return useQuery({ ...occasionChoicesQueryOptions(), enabled: options.enabled });
}
