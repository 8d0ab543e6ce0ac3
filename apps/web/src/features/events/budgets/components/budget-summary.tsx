import type { Budget } from '@karamu/shared';
import { cn } from '@/lib/utils';
import { actualText, money } from '../lib/budget-figures';

function Figure({
  label,
  minor,
  currency,
  hint,
  tone,
}: {
  label: string;
  /** The figure, or its words when it is not a sum of money yet. */
  minor: number | string;
  currency: string;
  hint?: string;
  tone?: 'good' | 'bad';
}) {
  return (
    <div className="grid min-w-0 gap-0.5 rounded-lg border p-3 print:border-black">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'text-base font-semibold tabular-nums break-words sm:text-lg',
          tone === 'bad' && 'text-destructive',
          tone === 'good' && 'text-emerald-700 dark:text-emerald-400',
        )}
      >
        {typeof minor === 'string' ? minor : money(minor, currency)}
      </dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** Estimated vs actual vs paid vs still due, the total's headroom, and money in against costs. */
export function BudgetSummary({ budget }: { budget: Budget }) {
  const { totals, currency, totalMinor } = budget;
  const left = totalMinor === null ? null : totalMinor - totals.costMinor;
  const balance = totals.moneyInMinor - totals.costMinor;
  return (
    <section aria-labelledby="budget-totals-title" className="grid min-w-0 gap-2">
      <h3 id="budget-totals-title" className="font-semibold">
        Totals
      </h3>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Figure label="Estimated" minor={totals.estimatedMinor} currency={currency} />
        <Figure
          label="Actual"
          minor={actualText(totals, currency)}
          currency={currency}
          hint="Items whose price is known"
        />
        <Figure label="Paid to vendors" minor={totals.paidMinor} currency={currency} />
        <Figure
          label="Still due"
          minor={totals.dueMinor}
          currency={currency}
          tone={totals.dueMinor > 0 ? 'bad' : undefined}
        />
        <Figure
          label="Expected cost"
          minor={totals.costMinor}
          currency={currency}
          hint="Actual cost, else the estimate"
        />
        {totalMinor !== null && left !== null && (
          <Figure
            label={left >= 0 ? 'Left in the budget' : 'Over the budget'}
            minor={Math.abs(left)}
            currency={currency}
            hint={`Of a total of ${money(totalMinor, currency)}`}
            tone={left >= 0 ? 'good' : 'bad'}
          />
        )}
        <Figure
          label="Money in from guests"
          minor={totals.moneyInMinor}
          currency={currency}
          hint={
            totals.otherCurrencyPayments > 0
              ? `${totals.otherCurrencyPayments} more in another currency, not added`
              : undefined
          }
        />
        <Figure
          label={balance >= 0 ? 'Money in beyond the cost' : 'Cost beyond money in'}
          minor={Math.abs(balance)}
          currency={currency}
          tone={balance >= 0 ? 'good' : 'bad'}
        />
      </dl>
    </section>
  );
}
