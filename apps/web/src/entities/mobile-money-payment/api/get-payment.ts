import { useQuery } from '@tanstack/react-query';
import type { PayLinkPayment } from '@karamu/shared';
import { http } from '@/lib/http';

/** A payment's progress is asked every 2 s at first, then less often, never past 10 s. */
function pollDelayMs(answers: number): number {
  return Math.min(2000 * 2 ** Math.floor(answers / 10), 10_000);
}

export const isFinal = (payment: PayLinkPayment | undefined) =>
  payment !== undefined && payment.status !== 'pending';

/**
 * Follows one payment until it is final; `initial` is what starting it answered.
 * `paymentsPath` is the page's payments (`/pay/:token/payments`,
 * `/invitations/:token/payments`); `onAnswer` gets each answer, whose figures the page's
 * totals take without a reload.
 */
export function usePayment(
  paymentsPath: string,
  initial: PayLinkPayment,
  onAnswer: (payment: PayLinkPayment) => void,
) {
  return useQuery({
    queryKey: ['mobile-money-payment', paymentsPath, initial.id],
    queryFn: async () => {
      const { data } = await http.get<PayLinkPayment>(
        `${paymentsPath}/${encodeURIComponent(initial.id)}`,
      );
      onAnswer(data);
      return data;
    },
    initialData: initial,
    refetchInterval: (query) =>
      isFinal(query.state.data) ? false : pollDelayMs(query.state.dataUpdateCount),
    // A phone switching apps to approve the prompt must not pause the page's checks.
    refetchIntervalInBackground: true,
  });
}
