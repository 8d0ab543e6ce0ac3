import type { ReactNode } from 'react';
import type { Occasion } from '@karamu/shared';
import { Money } from '@/entities/pledges';
import { TargetProgress } from './target-progress';

function Total({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1 rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-xl font-semibold break-words sm:text-2xl">{children}</dd>
    </div>
  );
}

/** The occasion's money at a glance: pledged, paid, still owed, the target and who pledged. */
export function OccasionTotals({ occasion }: { occasion: Occasion }) {
  const { currency } = occasion;
  return (
    <section aria-labelledby={`totals-${occasion.id}`} className="grid gap-2">
      <h2 id={`totals-${occasion.id}`} className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <Total term="Pledged">
          <Money minor={occasion.pledgedMinor} currency={currency} />
        </Total>
        <Total term="Paid">
          <Money minor={occasion.paidMinor} currency={currency} />
        </Total>
        <Total term="Balance">
          <Money minor={occasion.balanceMinor} currency={currency} />
        </Total>
        <Total term="Target">
          {occasion.targetMinor === null ? (
            <span className="text-base font-normal text-muted-foreground">No target</span>
          ) : (
            <span className="grid gap-1">
              <Money minor={occasion.targetMinor} currency={currency} />
              <TargetProgress
                paidMinor={occasion.paidMinor}
                targetMinor={occasion.targetMinor}
                label="Paid towards the target"
                className="text-base font-normal"
              />
            </span>
          )}
        </Total>
        <Total term="Members">
          <span className="tabular-nums">{occasion.memberCount}</span>
        </Total>
      </dl>
    </section>
  );
}
