import { useInfiniteQuery } from '@tanstack/react-query';
import type { PublicReviewsPage } from '@karamu/shared';
import { http } from '@/lib/http';
import { reviewKeys } from './review-keys';

const PUBLIC_REVIEWS_PAGE_SIZE = 5;

async function getPublicReviews(vendorId: string, page: number): Promise<PublicReviewsPage> {
  const { data } = await http.get<PublicReviewsPage>(
    `/public/vendors/${encodeURIComponent(vendorId)}/reviews`,
    { params: { page, size: PUBLIC_REVIEWS_PAGE_SIZE } },
  );
  return data;
}

/** Pages of a storefront's reviews, newest first; "more" fetches the next. */
export function usePublicReviews(vendorId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.publicList(vendorId),
    queryFn: ({ pageParam }) => getPublicReviews(vendorId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}
