import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FILTER_QUERY_PARAM, type PaymentTotals, type PaymentType } from '@karamu/shared';
import type { ListView } from '@/components/data-table';
import { http } from '@/lib/http';
import { getBrowserTimeZone } from '@/lib/browser-time-zone';

/** The list of one type's payments (the data table adds its request to the query string). */
export const paymentsEndpoint = (type: PaymentType) => `/payments?type=${type}`;

export const paymentKeys = {
  all: ['payments'] as const,
  ofType: (type: PaymentType) => [...paymentKeys.all, type] as const,
  /** The table's pages (the data table appends its request). */
  lists: (type: PaymentType) => [...paymentKeys.ofType(type), 'list'] as const,
  totals: (type: PaymentType, filter: readonly string[]) =>
    [...paymentKeys.ofType(type), 'totals', filter] as const,
};

/**
 * The list's filter as the totals and export take it. Date ranges are whole days of the
 * reader's calendar, as in the list, so the zone goes along.
 */
export function viewParams(type: PaymentType, view: Pick<ListView, 'filter'> & { sort?: string }) {
  const params = new URLSearchParams({ type, tz: getBrowserTimeZone() });
  for (const value of view.filter) params.append(FILTER_QUERY_PARAM, value);
  if (view.sort) params.set('sort', view.sort);
  return params;
}

async function getPaymentTotals(
  type: PaymentType,
  filter: readonly string[],
  signal?: AbortSignal,
): Promise<PaymentTotals> {
  const { data } = await http.get<PaymentTotals>('/payments/totals', {
    params: viewParams(type, { filter }),
    signal,
  });
  return data;
}

const paymentTotalsQueryOptions = (type: PaymentType, filter: readonly string[]) =>
  queryOptions({
    queryKey: paymentKeys.totals(type, filter),
    queryFn: ({ signal }) => getPaymentTotals(type, filter, signal),
  });

/** Totals per currency of what the table's filter selects; the last ones stay while a new filter's load. */
export function usePaymentTotals(type: PaymentType, filter: readonly string[]) {
  return useQuery({
    ...paymentTotalsQueryOptions(type, filter),
    placeholderData: keepPreviousData,
  });
}
