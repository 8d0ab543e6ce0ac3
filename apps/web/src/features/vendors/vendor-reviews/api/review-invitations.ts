import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateReviewInvitationInput,
  CreatedReviewInvitation,
  ReviewInvitation,
  ReviewsPage,
} from '@karamu/shared';
import { http } from '@/lib/http';
import { reviewKeys } from './review-keys';

const invitationsPath = (vendorId: string) =>
  `/vendors/${encodeURIComponent(vendorId)}/review-invitations`;

export const INVITATIONS_PAGE_SIZE = 10;

async function getInvitations(vendorId: string, page: number) {
  const { data } = await http.get<ReviewsPage<ReviewInvitation>>(invitationsPath(vendorId), {
    params: { page, size: INVITATIONS_PAGE_SIZE },
  });
  return data;
}

export function useReviewInvitations(vendorId: string, page: number) {
  return useQuery({
    queryKey: reviewKeys.invitations(vendorId, page),
    queryFn: () => getInvitations(vendorId, page),
    placeholderData: keepPreviousData,
  });
}

async function createInvitation(vendorId: string, input: CreateReviewInvitationInput) {
  const { data } = await http.post<CreatedReviewInvitation>(invitationsPath(vendorId), input);
  return data;
}

export function useCreateReviewInvitation(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInvitationInput) => createInvitation(vendorId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.vendor(vendorId) }),
  });
}
