import type { PaymentType } from '@karamu/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { Money } from '@/entities/pledges';
import { getErrorMessage } from '@/lib/get-error-message';
import { usePaymentTotals } from '../api/get-payments';

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** What the table's filter selects, per currency: money in, and what still waits. */
export function PaymentTotals({ type, filter }: { type: PaymentType; filter: readonly string[] }) {
  const totals = usePaymentTotals(type, filter);
  if (totals.isPending) {
    return (
      <div role="status" aria-label="Loading the totals">
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (totals.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The totals could not be loaded: {getErrorMessage(totals.error)}
      </p>
    );
  }
  if (totals.data.byCurrency.length === 0) return null;
  return (
    <section aria-label="Totals" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {totals.data.byCurrency.map((t) => (
        <dl key={t.currency} className="grid gap-1 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <dt className="text-muted-foreground">Received ({t.currency})</dt>
            <dd>
              <Money
                minor={t.succeededMinor}
                currency={t.currency}
                className="text-lg font-semibold"
              />
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">Paid</dt>
            <dd>{count(t.succeededCount, 'payment', 'payments')}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">Waiting for approval</dt>
            <dd>{count(t.pendingCount, 'payment', 'payments')}</dd>
          </div>
          {/* Only an occasion's payment waits to be matched; an event's names its guest. */}
          {type === 'occasions' && (
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="text-muted-foreground">Unmatched</dt>
              <dd className={t.unmatchedCount > 0 ? 'font-medium text-destructive' : undefined}>
                {count(t.unmatchedCount, 'payment', 'payments')}
              </dd>
            </div>
          )}
        </dl>
      ))}
    </section>
  );
}
