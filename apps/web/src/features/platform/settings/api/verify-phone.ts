import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPhoneInput, PhoneCodeSent, SendingStatus } from '@karamu/shared';
import { http } from '@/lib/http';
import { PROFILE_ENDPOINT } from '@/entities/profile';
import { sendingStatusKeys } from '@/entities/sending';

const VERIFICATION_ENDPOINT = `${PROFILE_ENDPOINT}/phone-verification`;

async function requestPhoneCode(): Promise<PhoneCodeSent> {
  const { data } = await http.post<PhoneCodeSent>(VERIFICATION_ENDPOINT, {});
  return data;
}

async function confirmPhoneCode(input: ConfirmPhoneInput): Promise<SendingStatus> {
  const { data } = await http.post<SendingStatus>(`${VERIFICATION_ENDPOINT}/confirm`, input);
  return data;
}

/** Either answer changes the standing (a code pending, the phone proven): read it again. */
function useVerificationMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sendingStatusKeys.all }),
  });
}

export const useRequestPhoneCode = () => useVerificationMutation(requestPhoneCode);
export const useConfirmPhoneCode = () => useVerificationMutation(confirmPhoneCode);
