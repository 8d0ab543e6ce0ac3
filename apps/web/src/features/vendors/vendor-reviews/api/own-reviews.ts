import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewsPage, VendorReview } from '@karamu/shared';
import { http } from '@/lib/http';
import { reviewKeys } from './review-keys';

export const OWN_REVIEWS_PAGE_SIZE = 10;

async function getOwnReviews(vendorId: string, page: number) {
  const { data } = await http.get<ReviewsPage<VendorReview>>(
    `/vendors/${encodeURIComponent(vendorId)}/reviews`,
    { params: { page, size: OWN_REVIEWS_PAGE_SIZE } },
  );
  return data;
}

/** Every review of one of the user's vendors, hidden ones included. */
export function useOwnReviews(vendorId: string, page: number) {
  return useQuery({
    queryKey: reviewKeys.ownList(vendorId, page),
    queryFn: () => getOwnReviews(vendorId, page),
    placeholderData: keepPreviousData,
  });
}

const reviewPath = (id: string, action: 'reply' | 'report') =>
  `/vendor-reviews/${encodeURIComponent(id)}/${action}`;

/** The vendor's reply (`reply`) or report (`reason`) on one review. */
export function useReviewAction(vendorId: string, action: 'reply' | 'report') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, text }: { id: string; text: string }) => {
      const { data } =
        action === 'reply'
          ? await http.put<VendorReview>(reviewPath(id, 'reply'), { reply: text })
          : await http.post<VendorReview>(reviewPath(id, 'report'), { reason: text });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.vendor(vendorId) }),
  });
}
