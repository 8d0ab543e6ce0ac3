import { useId } from 'react';
import type { Budget, BudgetCategoryTotals } from '@karamu/shared';
import { actualText, categoryLabel, money } from '../lib/budget-figures';

/** A category's figure in words: the actual cost says when it is not known yet. */
const figureText = (
  row: BudgetCategoryTotals,
  key: (typeof SERIES)[number]['key'],
  currency: string,
) => (key === 'actualMinor' ? actualText(row, currency) : money(row[key], currency));

const SERIES = [
  { key: 'estimatedMinor', label: 'Estimated', className: 'bg-sky-600 print:bg-gray-400' },
  { key: 'actualMinor', label: 'Actual', className: 'bg-amber-500 print:bg-gray-600' },
  { key: 'paidMinor', label: 'Paid', className: 'bg-emerald-600 print:bg-black' },
] as const;

/**
 * Estimated, actual and paid per category as CSS bars (no chart library: decision 0048).
 * The bars are a picture for sighted readers; the same figures are a table right below it,
 * which is what a screen reader reads.
 */
export function BudgetChart({ budget }: { budget: Budget }) {
  const id = useId();
  const rows = budget.categories.filter((row) => row.itemCount > 0);
  if (rows.length === 0) return null;
  const max = Math.max(1, ...rows.flatMap((row) => SERIES.map((s) => row[s.key])));
  const { currency } = budget;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-3 print:break-inside-avoid"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        By category
      </h3>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-sm ${s.className}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" data-testid="budget-chart" className="grid min-w-0 gap-3">
        {rows.map((row) => (
          <div key={row.category} className="grid min-w-0 gap-1">
            <span className="text-sm font-medium">{categoryLabel(row.category)}</span>
            {SERIES.map((s) => (
              <div key={s.key} className="flex min-w-0 items-center gap-2">
                <div className="h-3 min-w-0 flex-1 rounded-sm bg-muted print:bg-white">
                  <div
                    className={`h-3 rounded-sm ${s.className}`}
                    style={{ width: `${(row[s.key] / max) * 100}%` }}
                  />
                </div>
                <span className="w-28 shrink-0 text-right text-xs tabular-nums">
                  {figureText(row, s.key, currency)}
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
      {/* Focusable so that a keyboard can scroll it on a narrow screen. */}
      <div
        role="region"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
        className="min-w-0 overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[28rem] text-sm">
          <caption id={`${id}-caption`} className="py-1 text-left text-muted-foreground">
            Estimated, actual and paid per category, in {currency}
          </caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-1 pr-2 font-medium">
                Category
              </th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col" className="py-1 pr-2 text-right font-medium">
                  {s.label}
                </th>
              ))}
              <th scope="col" className="py-1 text-right font-medium">
                Still due
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {categoryLabel(row.category)}
                </th>
                {SERIES.map((s) => (
                  <td key={s.key} className="py-1 pr-2 text-right tabular-nums">
                    {figureText(row, s.key, currency)}
                  </td>
                ))}
                <td className="py-1 text-right tabular-nums">{money(row.dueMinor, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
