import {
  PAYMENT_PROVIDER_LABELS,
  type PayLinkPayment,
  type PaymentProviderName,
} from '@karamu/shared';
import { Money } from '@/entities/pledges';
import { Spinner } from '@/components/ui/spinner';

type Props = {
  payment: PayLinkPayment;
  provider: PaymentProviderName;
  polling: boolean;
  /** The provider's answer to the prompt was lost: it may or may not reach the phone (0042). */
  unconfirmed: boolean;
};

/**
 * Where a started payment stands, in words the payer can act on. Inside the page's live
 * region: a screen reader hears each change without moving.
 */
export function PaymentProgress({ payment, provider, polling, unconfirmed }: Props) {
  const label = PAYMENT_PROVIDER_LABELS[provider];
  const amount = <Money minor={payment.amountMinor} currency={payment.currency} />;
  switch (payment.status) {
    case 'pending':
      return (
        <p className="flex items-start gap-2">
          {polling ? <Spinner className="mt-0.5 shrink-0" /> : null}
          {unconfirmed ? (
            <span>
              We could not confirm the prompt for {amount} was sent. If it reaches your phone,
              approve it with your {label} PIN: this page updates by itself. If nothing comes within
              a few minutes, nothing was charged.
            </span>
          ) : (
            <span>
              Check your phone: approve the payment of {amount} with your {label} PIN. This page
              updates by itself.
            </span>
          )}
        </p>
      );
    case 'succeeded':
      return (
        <p className="font-medium text-green-700 dark:text-green-400">
          Paid {amount}. Thank you!
          {payment.providerReceipt ? ` Receipt ${payment.providerReceipt}.` : null}
        </p>
      );
    case 'cancelled':
      return (
        <p>
          The payment of {amount} was cancelled on the phone. Nothing was paid; you can try again.
        </p>
      );
    case 'failed':
      return (
        <p className="text-destructive">
          The payment of {amount} did not go through
          {payment.failureReason ? `: ${payment.failureReason}` : ''}. Nothing was paid; you can try
          again.
        </p>
      );
    case 'expired':
      return (
        <p>
          No answer came from the phone in time. If money left your {label} account, it still counts
          once {label} confirms it; otherwise try again.
        </p>
      );
  }
}
