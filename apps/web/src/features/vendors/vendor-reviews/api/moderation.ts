import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerateReviewInput, ReviewsPage, VendorReview } from '@karamu/shared';
import { http } from '@/lib/http';
import { reviewKeys } from './review-keys';

export const MODERATION_PAGE_SIZE = 20;

async function getReviewsForModeration(page: number) {
  const { data } = await http.get<ReviewsPage<VendorReview>>('/moderation/reviews', {
    params: { page, size: MODERATION_PAGE_SIZE },
  });
  return data;
}

export function useReviewsForModeration(page: number) {
  return useQuery({
    queryKey: reviewKeys.moderation(page),
    queryFn: () => getReviewsForModeration(page),
    placeholderData: keepPreviousData,
  });
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: ModerateReviewInput & { id: string }) => {
      const { data } = await http.post<VendorReview>(
        `/vendor-reviews/${encodeURIComponent(id)}/moderation`,
        input,
      );
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
