/**
 * The budget's forms: what each holds as typed and what it sends. Amounts are typed as
 * decimals in the budget's currency and read digit by digit into minor units (more decimals
 * than the currency has is refused, not rounded); every field is then checked by the shared
 * schema's own rule for it, as the server checks it.
 */
import { z } from 'zod';
import {
  createBudgetInputSchema,
  createBudgetItemInputSchema,
  budgetItemPaymentInputSchema,
  type Budget,
  type BudgetCategory,
  type BudgetItem,
  type BudgetItemPaymentMethod,
} from '@karamu/shared';
import { amountTextSchema, toAmountText } from '@/lib/amount-text';

const budgetShape = createBudgetInputSchema.shape;
const itemShape = createBudgetItemInputSchema.shape;
const paymentShape = budgetItemPaymentInputSchema.shape;

export type BudgetSettingsValues = { currency: string; total: string; notes: string };
export type BudgetSettingsOutput = {
  currency: string;
  totalMinor: number | null;
  notes: string | null;
};

/** The total is read in the currency chosen next to it. */
export const budgetSettingsSchema = z
  .object({ currency: budgetShape.currency, total: z.string(), notes: budgetShape.notes })
  .transform((values, ctx): BudgetSettingsOutput => {
    const total = amountTextSchema(values.currency)
      .pipe(budgetShape.totalMinor.unwrap())
      .safeParse(values.total);
    if (!total.success) {
      for (const issue of total.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['total'], message: issue.message });
      }
      return z.NEVER;
    }
    return {
      currency: values.currency,
      totalMinor: total.data ?? null,
      notes: values.notes ?? null,
    };
  });

export const toBudgetSettingsValues = (budget: Budget): BudgetSettingsValues => ({
  currency: budget.currency,
  total: toAmountText(budget.totalMinor, budget.currency),
  notes: budget.notes ?? '',
});

export type BudgetItemValues = {
  category: BudgetCategory;
  name: string;
  estimated: string;
  actual: string;
  dueOn: string;
  notes: string;
  vendorId: string | null;
  serviceId: string | null;
};
export type BudgetItemOutput = {
  category: BudgetCategory;
  name: string;
  estimatedMinor: number;
  actualMinor: number | null;
  dueOn: string | null;
  notes: string | null;
  vendorId: string | null;
  serviceId: string | null;
};

export const buildBudgetItemSchema = (currency: string) =>
  z
    .object({
      category: itemShape.category,
      name: itemShape.name,
      // Left blank, nothing is estimated yet.
      estimated: amountTextSchema(currency)
        .transform((minor) => minor ?? 0)
        .pipe(itemShape.estimatedMinor),
      actual: amountTextSchema(currency).pipe(itemShape.actualMinor.unwrap()),
      // A date box left blank: no due day.
      dueOn: z
        .string()
        .transform((text) => text || null)
        .pipe(itemShape.dueOn.unwrap()),
      notes: itemShape.notes,
      vendorId: itemShape.vendorId,
      serviceId: itemShape.serviceId,
    })
    .transform((values): BudgetItemOutput => ({
      category: values.category,
      name: values.name,
      estimatedMinor: values.estimated,
      actualMinor: values.actual ?? null,
      dueOn: values.dueOn ?? null,
      notes: values.notes ?? null,
      vendorId: values.vendorId ?? null,
      serviceId: values.serviceId ?? null,
    }));

export const NEW_BUDGET_ITEM_VALUES: BudgetItemValues = {
  category: 'venue',
  name: '',
  estimated: '',
  actual: '',
  dueOn: '',
  notes: '',
  vendorId: null,
  serviceId: null,
};

export const toBudgetItemValues = (item: BudgetItem, currency: string): BudgetItemValues => ({
  category: item.category,
  name: item.name,
  estimated: toAmountText(item.estimatedMinor, currency),
  actual: toAmountText(item.actualMinor, currency),
  dueOn: item.dueOn ?? '',
  notes: item.notes ?? '',
  vendorId: item.vendorId,
  serviceId: item.serviceId,
});

export type BudgetItemPaymentValues = {
  amount: string;
  paidOn: string;
  method: BudgetItemPaymentMethod;
  note: string;
};
export type BudgetItemPaymentOutput = {
  amountMinor: number;
  paidOn: string;
  method: BudgetItemPaymentMethod;
  note: string | null;
};

export const buildBudgetItemPaymentSchema = (currency: string) =>
  z
    .object({
      amount: amountTextSchema(currency).pipe(
        z.number({ error: 'Enter the amount paid' }).pipe(paymentShape.amountMinor),
      ),
      paidOn: z.string().min(1, 'Enter the day it was paid').pipe(paymentShape.paidOn),
      method: paymentShape.method,
      note: paymentShape.note,
    })
    .transform((values): BudgetItemPaymentOutput => ({
      amountMinor: values.amount,
      paidOn: values.paidOn,
      method: values.method,
      note: values.note ?? null,
    }));
