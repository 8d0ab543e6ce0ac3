/**
 * An event's card prices and bundles (decision 0047), read by the Prices tab and by the
 * guest form (which bundle a guest came on). Under the event's own key, so refreshing the
 * event refreshes them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bundle, Page, Price } from '@karamu/shared';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';
import { http } from '@/lib/http';

export type EventPriceKind = 'prices' | 'bundles';

const eventPricesKeys = {
  all: (eventId: string) => [...eventKeys.detail(eventId), 'prices'] as const,
  list: (eventId: string, kind: EventPriceKind) => [...eventPricesKeys.all(eventId), kind] as const,
};

export const eventPricesPath = (eventId: string, kind: EventPriceKind) =>
  `${EVENTS_ENDPOINT}/${eventId}/${kind}`;

/** An event has at most three prices and a handful of bundles: one page holds them all. */
const listOptions = <T>(eventId: string, kind: EventPriceKind) =>
  queryOptions({
    queryKey: eventPricesKeys.list(eventId, kind),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<Page<T>>(eventPricesPath(eventId, kind), {
        params: { size: 100 },
        signal,
      });
      return data.items;
    },
  });

export const usePrices = (eventId: string) => useQuery(listOptions<Price>(eventId, 'prices'));
export const useBundles = (eventId: string, { enabled = true } = {}) =>
  useQuery({ ...listOptions<Bundle>(eventId, 'bundles'), enabled });
