import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  Invitation,
  InvitationPayment,
  PayLinkPayment,
  PaymentProviderName,
} from '@karamu/shared';
import { PayForm } from '@/entities/mobile-money-payment';
import { invitationKeys, invitationPath } from '../api/get-invitation';

/**
 * The answer page's payment form, loaded when the guest asks to pay (its own chunk). Each
 * answer about the payment carries the guest's figures: the page's take them.
 */
export default function GuestPayPanel({
  token,
  payment,
  provider,
}: {
  token: string;
  payment: InvitationPayment;
  provider: PaymentProviderName;
}) {
  const queryClient = useQueryClient();
  const panel = useRef<HTMLElement>(null);
  // The button that opened it is gone: the keyboard and the screen reader go to the form.
  useEffect(() => panel.current?.querySelector('input')?.focus(), []);
  const onAnswer = (answer: PayLinkPayment) =>
    queryClient.setQueryData<Invitation>(invitationKeys.detail(token), (data) =>
      data?.payment
        ? {
            ...data,
            payment: {
              ...data.payment,
              paidMinor: answer.paidMinor,
              balanceMinor: answer.balanceMinor,
            },
          }
        : data,
    );
  // A card paid in full takes nothing more (the server refuses it): the result stays.
  const finished = payment.balanceMinor <= 0;
  return (
    <section ref={panel} aria-label="Pay for your card" className="grid gap-2">
      {finished ? null : (
        <p className="text-sm text-muted-foreground">
          A prompt comes to the phone: approve it with your PIN, and this page shows the payment.
        </p>
      )}
      <PayForm
        paymentsPath={`${invitationPath(token)}/payments`}
        onAnswer={onAnswer}
        link={payment}
        provider={provider}
        finished={finished}
      />
    </section>
  );
}
