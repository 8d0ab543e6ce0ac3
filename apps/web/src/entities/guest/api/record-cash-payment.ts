import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashPayment, RecordCashPaymentInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { guestKeys, guestsEndpoint } from './get-guests';

type RecordCashPaymentArgs = {
  eventId: string;
  guestId: string;
  input: RecordCashPaymentInput;
};

async function recordCashPayment({
  eventId,
  guestId,
  input,
}: RecordCashPaymentArgs): Promise<CashPayment> {
  const { data } = await http.post<CashPayment>(
    `${guestsEndpoint(eventId)}/${guestId}/cash-payments`,
    input,
  );
  return data;
}

/** Records cash for a guest's card; the guest lists show what they owe after it. */
export function useRecordCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
  });
}
