import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Enquiry, EnquiryStatus, ReviewsPage, UpdateEnquiryInput } from '@karamu/shared';
import { http } from '@/lib/http';

export const ENQUIRIES_PAGE_SIZE = 10;

const enquiryKeys = {
  all: ['vendor-enquiries'] as const,
  vendor: (vendorId: string) => [...enquiryKeys.all, vendorId] as const,
  list: (vendorId: string, status: EnquiryStatus | undefined, page: number) =>
    [...enquiryKeys.vendor(vendorId), status ?? 'all', page] as const,
};

async function getEnquiries(vendorId: string, status: EnquiryStatus | undefined, page: number) {
  const { data } = await http.get<ReviewsPage<Enquiry>>(
    `/vendors/${encodeURIComponent(vendorId)}/enquiries`,
    { params: { page, size: ENQUIRIES_PAGE_SIZE, ...(status ? { status } : {}) } },
  );
  return data;
}

export function useEnquiries(vendorId: string, status: EnquiryStatus | undefined, page: number) {
  return useQuery({
    queryKey: enquiryKeys.list(vendorId, status, page),
    queryFn: () => getEnquiries(vendorId, status, page),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateEnquiry(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateEnquiryInput & { id: string }) => {
      const { data } = await http.patch<Enquiry>(
        `/vendor-enquiries/${encodeURIComponent(id)}`,
        input,
      );
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.vendor(vendorId) }),
  });
}
