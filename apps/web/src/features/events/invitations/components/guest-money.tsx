import { lazy, Suspense, useState } from 'react';
import {
  formatMinorUnits,
  PAYMENT_PROVIDER_LABELS,
  type InvitationPayment,
  type PaymentProviderName,
} from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

// The form, its checks and the payment's progress arrive only when the guest asks to pay.
const GuestPayPanel = lazy(() => import('./guest-pay-panel'));

/** Amount due, paid, balance; the payment's answers move the last two. */
function Figures({ payment }: { payment: InvitationPayment }) {
  const rows = [
    ['Amount due', payment.amountDueMinor],
    ['Paid', payment.paidMinor],
    ['Balance', payment.balanceMinor],
  ] as const;
  return (
    // Rows on a phone (three columns left "KES 25,000.00" no room at 360 px), columns above.
    <dl className="grid gap-2 sm:grid-cols-3 sm:text-center">
      {rows.map(([term, minor]) => (
        <div
          key={term}
          className="flex items-baseline justify-between gap-2 rounded-md border p-2 sm:grid sm:gap-1"
        >
          <dt className="text-xs text-muted-foreground sm:text-sm">{term}</dt>
          <dd className="text-sm font-semibold break-words tabular-nums sm:text-base">
            {formatMinorUnits(minor, payment.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the guest's card costs and, when something is owed and a provider collects it, paying it. */
export function GuestMoney({ token, payment }: { token: string; payment: InvitationPayment }) {
  const [paying, setPaying] = useState(false);
  const canPay = payment.provider !== null && payment.balanceMinor > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your card</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <section aria-label="What your card costs" aria-live="polite">
          <Figures payment={payment} />
        </section>
        {paying && payment.provider ? (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm">
                <Spinner /> Opening the payment…
              </p>
            }
          >
            <GuestPayPanel token={token} payment={payment} provider={payment.provider} />
          </Suspense>
        ) : null}
        {canPay && !paying ? (
          <PayButton provider={payment.provider!} onClick={() => setPaying(true)} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function PayButton({ provider, onClick }: { provider: PaymentProviderName; onClick: () => void }) {
  return (
    <Button className="justify-self-start" onClick={onClick}>
      Pay with {PAYMENT_PROVIDER_LABELS[provider]}
    </Button>
  );
}
