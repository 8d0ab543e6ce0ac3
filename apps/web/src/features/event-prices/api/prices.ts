/**
 * An event's card prices and bundles (decision 0047): both lists under the event's own
 * key, so refreshing the event refreshes them; a write also refreshes the event's guests,
 * whose amounts due follow from these.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Bundle,
  CreateBundleInput,
  CreatePriceInput,
  Page,
  Price,
  UpdateBundleInput,
  UpdatePriceInput,
} from '@karamu/shared';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';
import { guestKeys } from '@/entities/guest';
import { http } from '@/lib/http';

type Kind = 'prices' | 'bundles';

export const eventPricesKeys = {
  all: (eventId: string) => [...eventKeys.detail(eventId), 'prices'] as const,
  list: (eventId: string, kind: Kind) => [...eventPricesKeys.all(eventId), kind] as const,
};

const pathOf = (eventId: string, kind: Kind) => `${EVENTS_ENDPOINT}/${eventId}/${kind}`;

/** An event has at most three prices and a handful of bundles: one page holds them all. */
const listOptions = <T>(eventId: string, kind: Kind) =>
  queryOptions({
    queryKey: eventPricesKeys.list(eventId, kind),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<Page<T>>(pathOf(eventId, kind), {
        params: { size: 100 },
        signal,
      });
      return data.items;
    },
  });

export const usePrices = (eventId: string) => useQuery(listOptions<Price>(eventId, 'prices'));
export const useBundles = (eventId: string) => useQuery(listOptions<Bundle>(eventId, 'bundles'));

export const getPrice = async (eventId: string, id: string) =>
  (await http.get<Price>(`${pathOf(eventId, 'prices')}/${id}`)).data;
export const getBundle = async (eventId: string, id: string) =>
  (await http.get<Bundle>(`${pathOf(eventId, 'bundles')}/${id}`)).data;

function useWrite<TArgs, TResult>(eventId: string, write: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The event's currency and its guests' amounts due may have changed too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
      ]),
  });
}

export const useCreatePrice = (eventId: string) =>
  useWrite(
    eventId,
    async (input: CreatePriceInput) =>
      (await http.post<Price>(pathOf(eventId, 'prices'), input)).data,
  );

export const useUpdatePrice = (eventId: string) =>
  useWrite(
    eventId,
    async ({ id, input }: { id: string; input: UpdatePriceInput }) =>
      (await http.patch<Price>(`${pathOf(eventId, 'prices')}/${id}`, input)).data,
  );

export const useCreateBundle = (eventId: string) =>
  useWrite(
    eventId,
    async (input: CreateBundleInput) =>
      (await http.post<Bundle>(pathOf(eventId, 'bundles'), input)).data,
  );

export const useUpdateBundle = (eventId: string) =>
  useWrite(
    eventId,
    async ({ id, input }: { id: string; input: UpdateBundleInput }) =>
      (await http.patch<Bundle>(`${pathOf(eventId, 'bundles')}/${id}`, input)).data,
  );

export const useDeletePriceOrBundle = (eventId: string) =>
  useWrite(eventId, async ({ kind, id }: { kind: Kind; id: string }) => {
    await http.delete(`${pathOf(eventId, kind)}/${id}`);
  });
