import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayLink } from '@karamu/shared';
import { http } from '@/lib/http';

export const payLinkKeys = {
  all: ['pay-link'] as const,
  detail: (token: string) => [...payLinkKeys.all, token] as const,
};

/** The API path of a member's pay page (the server asks it too while rendering, 0032). */
export const payLinkPath = (token: string) => `/pay/${encodeURIComponent(token)}`;

async function getPayLink(token: string): Promise<PayLink> {
  const { data } = await http.get<PayLink>(payLinkPath(token));
  return data;
}

/** A 404 means the link is not valid: asking again will not change that. */
export const payLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: payLinkKeys.detail(token),
    queryFn: () => getPayLink(token),
    retry: false,
  });

export function usePayLink(token: string) {
  return useQuery(payLinkQueryOptions(token));
}
