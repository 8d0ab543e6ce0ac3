import {
  BUDGET_CATEGORY_LABELS,
  formatMinorUnits,
  type BudgetCategoryTotals,
  type BudgetItem,
} from '@karamu/shared';

export const money = (minor: number, currency: string) => formatMinorUnits(minor, currency);

/**
 * The actual cost of several items: "Not known yet" while none is known (issue 29: not a cost
 * of KES 0.00), and which share of the items the sum covers while only some are.
 */
export function actualText(
  figures: Pick<BudgetCategoryTotals, 'actualMinor' | 'actualKnownCount' | 'itemCount'>,
  currency: string,
): string {
  if (figures.actualKnownCount === 0) return 'Not known yet';
  const sum = money(figures.actualMinor, currency);
  return figures.actualKnownCount < figures.itemCount
    ? `${sum} (${figures.actualKnownCount} of ${figures.itemCount} known)`
    : sum;
}

export const categoryLabel = (category: BudgetItem['category']) => BUDGET_CATEGORY_LABELS[category];

/** Today as yyyy-MM-dd in the browser's zone: a vendor is paid on a day, not at an instant. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Something is still owed and its due day has passed. */
export const isOverdue = (item: Pick<BudgetItem, 'dueOn' | 'dueMinor'>, on = today()) =>
  item.dueMinor > 0 && item.dueOn !== null && item.dueOn < on;

/** "5 May 2026" for a calendar day, read as that day wherever the browser is. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
