import { useMutation } from '@tanstack/react-query';
import type { CreateEnquiryInput } from '@karamu/shared';
import { http } from '@/lib/http';

async function createEnquiry(vendorId: string, input: CreateEnquiryInput) {
  const { data } = await http.post<{ message: string }>(
    `/public/vendors/${encodeURIComponent(vendorId)}/enquiries`,
    input,
  );
  return data;
}

export function useCreateEnquiry(vendorId: string) {
  return useMutation({ mutationFn: (input: CreateEnquiryInput) => createEnquiry(vendorId, input) });
}
