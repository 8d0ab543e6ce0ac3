import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignPaymentInput, Payment } from '@karamu/shared';
import { pledgeKeys } from '@/entities/pledges';
import { http } from '@/lib/http';
import { paymentKeys } from './get-payments';

async function assignPayment({
  id,
  ...input
}: AssignPaymentInput & { id: string }): Promise<Payment> {
  const { data } = await http.post<Payment>(`/payments/${id}/assign`, input);
  return data;
}

/**
 * The payment becomes the member's contribution: the payments, and the pledges area's
 * balances and totals, are read again; also after a refusal, since a 409 means someone
 * else changed the payment first.
 */
export function useAssignPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPayment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
      ]),
  });
}
