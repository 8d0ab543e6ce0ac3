import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PayLink, PayLinkPayment } from '@karamu/shared';
import { http } from '@/lib/http';
import { payLinkKeys, payLinkPath } from './get-pay-link';

/** A payment's progress is asked every 2 s at first, then less often, never past 10 s. */
function pollDelayMs(answers: number): number {
  return Math.min(2000 * 2 ** Math.floor(answers / 10), 10_000);
}

export const isFinal = (payment: PayLinkPayment | undefined) =>
  payment !== undefined && payment.status !== 'pending';

/** The member's figures after the payment, so the page's totals move without a reload. */
function updateFigures(queryClient: QueryClient, token: string, payment: PayLinkPayment) {
  queryClient.setQueryData<PayLink>(
    payLinkKeys.detail(token),
    (link) => link && { ...link, paidMinor: payment.paidMinor, balanceMinor: payment.balanceMinor },
  );
}

/** Follows one payment until it is final; `initial` is what starting it answered. */
export function usePayment(token: string, initial: PayLinkPayment) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: payLinkKeys.payment(token, initial.id),
    queryFn: async () => {
      const { data } = await http.get<PayLinkPayment>(
        `${payLinkPath(token)}/payments/${encodeURIComponent(initial.id)}`,
      );
      updateFigures(queryClient, token, data);
      return data;
    },
    initialData: initial,
    refetchInterval: (query) =>
      isFinal(query.state.data) ? false : pollDelayMs(query.state.dataUpdateCount),
    // A phone switching apps to approve the prompt must not pause the page's checks.
    refetchIntervalInBackground: true,
  });
}
