import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PAYMENT_PROVIDER_LABELS, type PayLink, type PayLinkPayment } from '@karamu/shared';
import { PayForm } from '@/entities/mobile-money-payment';
import { Money } from '@/entities/pledges';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { isAxiosError } from '@/lib/http-errors';
import { payLinkKeys, payLinkPath, usePayLink } from '../api/get-pay-link';

/** The occasion's day in its own zone, the same on the server's render and the phone. */
const occasionDate = (link: PayLink) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: link.occasionTimeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(link.occasionStartsAt));

/** Pledged, paid and still owed; the payment's progress moves the last two. */
function Figures({ link }: { link: PayLink }) {
  const rows = [
    ['Pledged', link.pledgedMinor],
    ['Paid', link.paidMinor],
    ['Still owed', link.balanceMinor],
  ] as const;
  // A row each on a phone, where a third of the width cannot hold "KES 100,000.00" (six-figure
  // pledges are usual); three columns from `sm` up.
  return (
    <dl className="grid gap-2 sm:grid-cols-3 sm:text-center">
      {rows.map(([term, minor]) => (
        <div
          key={term}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border p-2 sm:grid sm:justify-normal"
        >
          <dt className="text-sm text-muted-foreground sm:text-xs">{term}</dt>
          <dd className="min-w-0 text-base font-semibold break-words">
            <Money minor={minor} currency={link.currency} className="whitespace-normal" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The paybill number and the member's account code, for paying from the phone's own menu. */
function PaybillCard({ link, paybill }: { link: PayLink; paybill: string }) {
  const label = link.provider ? PAYMENT_PROVIDER_LABELS[link.provider] : 'mobile money';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pay from your phone's menu</CardTitle>
        <CardDescription>In your phone's {label} menu choose Pay Bill, and enter:</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Business number</dt>
          <dd className="font-mono text-base font-semibold">{paybill}</dd>
          <dt className="text-muted-foreground">Account number</dt>
          <dd className="font-mono text-base font-semibold tracking-wider">{link.accountCode}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function LinkProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const invalid = isAxiosError(error) && error.response?.status === 404;
  return (
    <div className="mx-auto grid max-w-xl gap-4 p-4">
      <h1 className="text-2xl font-semibold tracking-tight">Pay your pledge</h1>
      <Alert variant="destructive">
        <AlertTitle>
          {invalid ? 'This pay link is not valid' : 'We could not open your pay link'}
        </AlertTitle>
        <AlertDescription className="grid justify-items-start gap-2">
          {invalid
            ? 'Check that the whole link from the message was opened, or ask the committee to send it again.'
            : getErrorMessage(error)}
          {invalid ? null : (
            <Button variant="outline" size="sm" onClick={retry}>
              Retry
            </Button>
          )}
        </AlertDescription>
      </Alert>
    </div>
  );
}

/** `/p/:token`: a member's own pledge and its payment, without signing in. */
export function PayLinkPage() {
  const { token = '' } = useParams();
  const link = usePayLink(token);
  const queryClient = useQueryClient();
  // The member's figures after each answer about the payment: the totals move without a reload.
  const onAnswer = (payment: PayLinkPayment) =>
    queryClient.setQueryData<PayLink>(
      payLinkKeys.detail(token),
      (data) =>
        data && { ...data, paidMinor: payment.paidMinor, balanceMinor: payment.balanceMinor },
    );
  useDocumentTitle(link.data ? `Pay: ${link.data.occasionName}` : 'Pay');

  if (link.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading your pledge"
        className="mx-auto grid max-w-xl gap-3 p-4"
      >
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (link.isError) return <LinkProblem error={link.error} retry={() => void link.refetch()} />;

  const data = link.data;
  return (
    <article className="mx-auto grid max-w-xl gap-4 p-4" aria-labelledby="pay-title">
      <header className="grid gap-1 text-center">
        <p className="text-sm text-muted-foreground">{data.memberName}, your pledge to</p>
        <h1 id="pay-title" className="text-3xl font-semibold tracking-tight break-words">
          {data.occasionName}
        </h1>
        <p className="text-muted-foreground">{occasionDate(data)}</p>
      </header>
      <section aria-label="Your pledge" aria-live="polite">
        <Figures link={data} />
      </section>
      {data.provider && data.maxAmountMinor < data.minAmountMinor ? (
        // Nothing owed, and the occasion takes no more than the pledge (decision 0059).
        <Alert>
          <AlertTitle>Your pledge is paid: nothing is owed</AlertTitle>
          <AlertDescription>
            Thank you! To give more than you pledged, ask the committee.
          </AlertDescription>
        </Alert>
      ) : data.provider ? (
        <Card>
          <CardHeader>
            <CardTitle>Pay with {PAYMENT_PROVIDER_LABELS[data.provider]}</CardTitle>
            <CardDescription>
              A prompt comes to the phone: approve it with your PIN, and this page shows the
              payment.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PayForm
              paymentsPath={`${payLinkPath(token)}/payments`}
              onAnswer={onAnswer}
              link={data}
              provider={data.provider}
            />
          </CardContent>
        </Card>
      ) : (
        <Alert>
          <AlertTitle>Paying online is not available for this occasion</AlertTitle>
          <AlertDescription>
            Pay the committee as you usually do; they record it, and it shows here.
          </AlertDescription>
        </Alert>
      )}
      {data.paybill ? <PaybillCard link={data} paybill={data.paybill} /> : null}
    </article>
  );
}
