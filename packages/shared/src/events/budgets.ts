/**
 * An event's budget (decision 0048): one per event, in one currency, with items by
 * category. Each item has an estimated and maybe an actual cost, the payments made against it
 * (amount, day, method) and maybe a vendor (and one of its services) from the
 * directory. Amounts are integer minor units of the budget's currency.
 */
import { z } from 'zod';
import { calendarDateSchema } from '../date-bounds';
import { amountMinorSchema, currencySchema } from '../format/money';
import { versionSchema } from '../list-query';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';

export const BUDGET_CATEGORIES = [
  'venue',
  'catering',
  'decoration',
  'photography',
  'mc',
  'attire',
  'transport',
  'other',
] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

export const BUDGET_CATEGORY_LABELS: Readonly<Record<BudgetCategory, string>> = {
  venue: 'Venue',
  catering: 'Catering',
  decoration: 'Decoration',
  photography: 'Photography',
  mc: 'MC',
  attire: 'Attire',
  transport: 'Transport',
  other: 'Other',
};

export const BUDGET_ITEM_PAYMENT_METHODS = [
  'cash',
  'mobile_money',
  'bank',
  'card',
  'other',
] as const;
export type BudgetItemPaymentMethod = (typeof BUDGET_ITEM_PAYMENT_METHODS)[number];

export const BUDGET_ITEM_PAYMENT_METHOD_LABELS: Readonly<Record<BudgetItemPaymentMethod, string>> =
  {
    cash: 'Cash',
    mobile_money: 'Mobile money',
    bank: 'Bank transfer',
    card: 'Card',
    other: 'Other',
  };

/** Enough for any real wedding; a bound so one budget's page and sums stay small. */
export const MAX_BUDGET_ITEMS = 300;
export const MAX_PAYMENTS_PER_BUDGET_ITEM = 100;

const budgetFields = {
  currency: currencySchema,
  /** What the organiser means to spend at most, or null. */
  totalMinor: amountMinorSchema('Total').nullish(),
  notes: optionalText('Notes', 2000),
};

export const createBudgetInputSchema = z.strictObject(budgetFields);
export type CreateBudgetInput = z.input<typeof createBudgetInputSchema>;

/** The currency cannot change once an item holds an amount: the server answers 400 naming it. */
export const updateBudgetInputSchema = z
  .strictObject(budgetFields)
  .partial()
  .extend({ version: versionSchema });
export type UpdateBudgetInput = z.input<typeof updateBudgetInputSchema>;

export const budgetItemPaymentInputSchema = z.strictObject({
  amountMinor: amountMinorSchema('Amount', { positive: true }),
  paidOn: calendarDateSchema('Paid on'),
  method: z.enum(BUDGET_ITEM_PAYMENT_METHODS, { error: 'Unknown payment method' }).default('cash'),
  note: optionalText('Note', 500),
});
export type BudgetItemPaymentInput = z.input<typeof budgetItemPaymentInputSchema>;

const itemFields = {
  category: z.enum(BUDGET_CATEGORIES, { error: 'Unknown category' }),
  name: requiredName('Name', 200),
  estimatedMinor: amountMinorSchema('Estimated cost'),
  actualMinor: amountMinorSchema('Actual cost').nullish(),
  dueOn: calendarDateSchema('Due date').nullish(),
  notes: optionalText('Notes', 2000),
  vendorId: z.uuid('Unknown vendor').nullish(),
  serviceId: z.uuid('Unknown service').nullish(),
};

/** An item, maybe with the payments already made to its vendor: all written or none. */
export const createBudgetItemInputSchema = z.strictObject({
  ...itemFields,
  payments: z
    .array(budgetItemPaymentInputSchema)
    .max(MAX_PAYMENTS_PER_BUDGET_ITEM, 'Too many payments')
    .default([]),
});
export type CreateBudgetItemInput = z.input<typeof createBudgetItemInputSchema>;

export const updateBudgetItemInputSchema = z
  .strictObject(itemFields)
  .partial()
  .extend({ version: versionSchema });
export type UpdateBudgetItemInput = z.input<typeof updateBudgetItemInputSchema>;

export const budgetItemPaymentSchema = z.object({
  id: z.uuid(),
  amountMinor: z.number().int(),
  paidOn: z.string(),
  method: z.enum(BUDGET_ITEM_PAYMENT_METHODS),
  note: z.string().nullable(),
  created: z.string(),
  createdBy: z.string().nullable(),
});
export type BudgetItemPayment = z.infer<typeof budgetItemPaymentSchema>;

export const budgetItemSchema = recordMetaSchema.extend({
  eventId: z.uuid(),
  category: z.enum(BUDGET_CATEGORIES),
  name: z.string(),
  estimatedMinor: z.number().int(),
  actualMinor: z.number().int().nullable(),
  /** The sum of `payments`. */
  paidMinor: z.number().int(),
  /** What is left to pay: the actual cost (else the estimate) less what was paid, never below 0. */
  dueMinor: z.number().int(),
  dueOn: z.string().nullable(),
  notes: z.string().nullable(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  serviceId: z.uuid().nullable(),
  serviceTitle: z.string().nullable(),
  payments: z.array(budgetItemPaymentSchema),
});
export type BudgetItem = z.infer<typeof budgetItemSchema>;

const figures = {
  estimatedMinor: z.number().int(),
  /** The actual costs known so far: of `actualKnownCount` items, not of all of them. */
  actualMinor: z.number().int(),
  /** Items whose actual cost is known; 0 means `actualMinor` is "not known yet", not free. */
  actualKnownCount: z.number().int(),
  paidMinor: z.number().int(),
  dueMinor: z.number().int(),
};

export const budgetCategoryTotalsSchema = z.object({
  category: z.enum(BUDGET_CATEGORIES),
  itemCount: z.number().int(),
  ...figures,
});
export type BudgetCategoryTotals = z.infer<typeof budgetCategoryTotalsSchema>;

export const budgetSchema = z.object({
  eventId: z.uuid(),
  currency: z.string(),
  totalMinor: z.number().int().nullable(),
  notes: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  createdBy: z.string().nullable(),
  version: z.number().int(),
  totals: z.object({
    itemCount: z.number().int(),
    ...figures,
    /** Per item the actual cost, else the estimate: what the event is expected to cost now. */
    costMinor: z.number().int(),
    /** The event's succeeded guest payments in the budget's currency. */
    moneyInMinor: z.number().int(),
    /** Succeeded guest payments in another currency: not added in, but not hidden either. */
    otherCurrencyPayments: z.number().int(),
  }),
  /** Every category, in BUDGET_CATEGORIES order, with zeros where there is no item. */
  categories: z.array(budgetCategoryTotalsSchema),
});
export type Budget = z.infer<typeof budgetSchema>;

/** `GET /api/events/:id/budget`: null until someone starts the event's budget. */
export const budgetAnswerSchema = z.object({ budget: budgetSchema.nullable() });
export type BudgetAnswer = z.infer<typeof budgetAnswerSchema>;
