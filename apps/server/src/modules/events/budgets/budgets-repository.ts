/**
 * Reading an event's budget: its items with their payments, and the totals, all
 * computed from the rows (sums, never a kept counter). Callers have checked the event's scope.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BUDGET_CATEGORIES,
  type Budget,
  type BudgetCategoryTotals,
  type BudgetItem,
  type BudgetItemPayment,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import {
  budgetItems,
  budgets,
  payments,
  budgetItemPayments,
  vendorServices,
  vendors,
} from '../../../db/schema';

export async function getBudgetRow(db: Db, eventId: string) {
  const [row] = await db.select().from(budgets).where(eq(budgets.eventId, eventId));
  return row;
}

/** What is left to pay on one item: its cost as known now less what was paid, never below 0. */
const dueOf = (item: { estimatedMinor: number; actualMinor: number | null }, paidMinor: number) =>
  Math.max((item.actualMinor ?? item.estimatedMinor) - paidMinor, 0);

/** The event's items (or the one `itemId`), oldest first, each with its payments. */
export async function listBudgetItems(
  db: Db,
  eventId: string,
  itemId?: string,
): Promise<BudgetItem[]> {
  const rows = await db
    .select({
      item: budgetItems,
      vendorName: vendors.businessName,
      serviceTitle: vendorServices.title,
    })
    .from(budgetItems)
    .leftJoin(vendors, eq(vendors.id, budgetItems.vendorId))
    .leftJoin(vendorServices, eq(vendorServices.id, budgetItems.serviceId))
    .where(and(eq(budgetItems.eventId, eventId), itemId ? eq(budgetItems.id, itemId) : undefined))
    .orderBy(asc(budgetItems.createdAt), asc(budgetItems.id));
  if (rows.length === 0) return [];
  const paymentRows = await db
    .select()
    .from(budgetItemPayments)
    .where(
      inArray(
        budgetItemPayments.itemId,
        rows.map((row) => row.item.id),
      ),
    )
    .orderBy(
      asc(budgetItemPayments.paidOn),
      asc(budgetItemPayments.createdAt),
      asc(budgetItemPayments.id),
    );
  const byItem = new Map<string, BudgetItemPayment[]>();
  for (const p of paymentRows) {
    const list = byItem.get(p.itemId) ?? [];
    list.push({
      id: p.id,
      amountMinor: p.amountMinor,
      paidOn: p.paidOn,
      method: p.method,
      note: p.note,
      created: p.createdAt.toISOString(),
      createdBy: p.createdBy,
    });
    byItem.set(p.itemId, list);
  }
  return rows.map(({ item, vendorName, serviceTitle }) => {
    const itemPayments = byItem.get(item.id) ?? [];
    const paidMinor = itemPayments.reduce((sum, p) => sum + p.amountMinor, 0);
    return {
      id: item.id,
      eventId: item.eventId,
      category: item.category,
      name: item.name,
      estimatedMinor: item.estimatedMinor,
      actualMinor: item.actualMinor,
      paidMinor,
      dueMinor: dueOf(item, paidMinor),
      dueOn: item.dueOn,
      notes: item.notes,
      vendorId: item.vendorId,
      vendorName: vendorName ?? null,
      serviceId: item.serviceId,
      serviceTitle: serviceTitle ?? null,
      payments: itemPayments,
      created: item.createdAt.toISOString(),
      updated: item.updatedAt.toISOString(),
      createdBy: item.createdBy,
      version: item.version,
    };
  });
}

export async function countBudgetItems(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(budgetItems)
    .where(eq(budgetItems.eventId, eventId));
  return row!.n;
}

/** The budget with its totals per category and overall, and the guests' money in. */
export async function getBudget(db: Db, eventId: string): Promise<Budget | null> {
  const budget = await getBudgetRow(db, eventId);
  if (!budget) return null;
  const items = await listBudgetItems(db, eventId);
  const categories: BudgetCategoryTotals[] = BUDGET_CATEGORIES.map((category) => ({
    category,
    itemCount: 0,
    estimatedMinor: 0,
    actualMinor: 0,
    actualKnownCount: 0,
    paidMinor: 0,
    dueMinor: 0,
  }));
  let costMinor = 0;
  for (const item of items) {
    const row = categories[BUDGET_CATEGORIES.indexOf(item.category)]!;
    row.itemCount += 1;
    row.estimatedMinor += item.estimatedMinor;
    if (item.actualMinor !== null) {
      row.actualMinor += item.actualMinor;
      row.actualKnownCount += 1;
    }
    row.paidMinor += item.paidMinor;
    row.dueMinor += item.dueMinor;
    costMinor += item.actualMinor ?? item.estimatedMinor;
  }
  const sum = (
    key: 'estimatedMinor' | 'actualMinor' | 'actualKnownCount' | 'paidMinor' | 'dueMinor',
  ) => categories.reduce((total, row) => total + row[key], 0);
  // Guests' payments of this event that came in; a currency other than the budget's is
  // counted apart rather than added as if it were the same money.
  const [moneyIn] = await db
    .select({
      sameCurrency: sql<string>`coalesce(sum(${payments.amountMinor}) filter (where ${payments.currency} = ${budget.currency}), 0)`,
      otherCurrency: sql<number>`(count(*) filter (where ${payments.currency} <> ${budget.currency}))::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.type, 'events'),
        eq(payments.eventId, eventId),
        eq(payments.status, 'succeeded'),
      ),
    );
  return {
    eventId: budget.eventId,
    currency: budget.currency,
    totalMinor: budget.totalMinor,
    notes: budget.notes,
    created: budget.createdAt.toISOString(),
    updated: budget.updatedAt.toISOString(),
    createdBy: budget.createdBy,
    version: budget.version,
    totals: {
      itemCount: items.length,
      estimatedMinor: sum('estimatedMinor'),
      actualMinor: sum('actualMinor'),
      actualKnownCount: sum('actualKnownCount'),
      paidMinor: sum('paidMinor'),
      dueMinor: sum('dueMinor'),
      costMinor,
      moneyInMinor: Number(moneyIn!.sameCurrency),
      otherCurrencyPayments: moneyIn!.otherCurrency,
    },
    categories,
  };
}
