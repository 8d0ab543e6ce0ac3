import { useMutation } from '@tanstack/react-query';
import type { PayLinkPayment, StartPayLinkPaymentInput } from '@karamu/shared';
import { http } from '@/lib/http';

/** Sends the prompt to the payer's phone; a second tap soon after answers the same payment. */
export function useStartPayment(paymentsPath: string) {
  return useMutation({
    mutationFn: async (input: StartPayLinkPaymentInput) => {
      const { data } = await http.post<PayLinkPayment>(paymentsPath, input);
      return data;
    },
  });
}
