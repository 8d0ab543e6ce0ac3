import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewLink } from '@karamu/shared';
import { http } from '@/lib/http';
import { reviewKeys } from './review-keys';

export const reviewLinkPath = (token: string) =>
  `/public/review-links/${encodeURIComponent(token)}`;

async function getReviewLink(token: string): Promise<ReviewLink> {
  const { data } = await http.get<ReviewLink>(reviewLinkPath(token));
  return data;
}

/**
 * 404 (forged) and 410 (used, expired) will not change on a retry. The server asks it too
 * while it renders the page (decision 0032), under the same key.
 */
export const reviewLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reviewKeys.link(token),
    queryFn: () => getReviewLink(token),
    retry: false,
  });

export function useReviewLink(token: string) {
  return useQuery(reviewLinkQueryOptions(token));
}
