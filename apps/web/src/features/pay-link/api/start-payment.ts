import { useMutation } from '@tanstack/react-query';
import type { PayLinkPayment, StartPayLinkPaymentInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { payLinkPath } from './get-pay-link';

async function startPayment(token: string, input: StartPayLinkPaymentInput) {
  const { data } = await http.post<PayLinkPayment>(`${payLinkPath(token)}/payments`, input);
  return data;
}

/** Sends the prompt to the payer's phone; a second tap soon after answers the same payment. */
export function useStartPayment(token: string) {
  return useMutation({
    mutationFn: (input: StartPayLinkPaymentInput) => startPayment(token, input),
  });
}
