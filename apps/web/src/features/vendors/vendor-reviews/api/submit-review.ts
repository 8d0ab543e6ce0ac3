import { useMutation } from '@tanstack/react-query';
import type { PublicReview, SubmitReviewInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { reviewLinkPath } from './get-review-link';

async function submitReview(token: string, input: SubmitReviewInput) {
  const { data } = await http.post<PublicReview>(reviewLinkPath(token), input);
  return data;
}

export function useSubmitReview(token: string) {
  return useMutation({ mutationFn: (input: SubmitReviewInput) => submitReview(token, input) });
}
