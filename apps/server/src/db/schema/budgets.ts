/**
 * An event's budget, in a file of its own because its items name the vendor booked for them:
 * it sits above both the events and the vendors tables (decision 0065).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BUDGET_CATEGORIES, BUDGET_ITEM_PAYMENT_METHODS } from '@karamu/shared';
import { uuidPrimaryKey, createdAt } from './columns';
import { createdBy, recordColumns } from './platform';
import { oneRowPerEvent } from './events';
import { vendorServices, vendors } from './vendors';

/**
 * An event's budget (decision 0048): one per event, in its own currency (events have
 * none), with a total the organiser means to stay under. Amounts are minor units.
 */
export const budgets = pgTable(
  'budgets',
  {
    eventId: oneRowPerEvent(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }),
    notes: text('notes'),
    ...recordColumns(),
  },
  (t) => [check('budgets_total_check', sql`${t.totalMinor} is null or ${t.totalMinor} >= 0`)],
);

/** A cost of the event: it belongs to the budget, so deleting the budget deletes it. */
export const budgetItems = pgTable(
  'budget_items',
  {
    id: uuidPrimaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => budgets.eventId, { onDelete: 'cascade' }),
    category: text('category', { enum: BUDGET_CATEGORIES }).notNull(),
    name: text('name').notNull(),
    estimatedMinor: bigint('estimated_minor', { mode: 'number' }).notNull().default(0),
    /** Null until the vendor's price is known. */
    actualMinor: bigint('actual_minor', { mode: 'number' }),
    dueOn: date('due_on', { mode: 'string' }),
    notes: text('notes'),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id').references(() => vendorServices.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    index('budget_items_event_idx').on(t.eventId, t.createdAt, t.id),
    index('budget_items_vendor_idx').on(t.vendorId),
    check(
      'budget_items_category_check',
      sql.raw(`category in (${BUDGET_CATEGORIES.map((c) => `'${c}'`).join(', ')})`),
    ),
    check('budget_items_estimated_check', sql`${t.estimatedMinor} >= 0`),
    check('budget_items_actual_check', sql`${t.actualMinor} is null or ${t.actualMinor} >= 0`),
  ],
);

/** Money paid out to an item's vendor: a deposit, an instalment, the balance. */
export const budgetItemPayments = pgTable(
  'budget_item_payments',
  {
    id: uuidPrimaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => budgetItems.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: BUDGET_ITEM_PAYMENT_METHODS }).notNull().default('cash'),
    note: text('note'),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    index('budget_item_payments_item_idx').on(t.itemId, t.paidOn),
    check('budget_item_payments_amount_check', sql`${t.amountMinor} > 0`),
    check(
      'budget_item_payments_method_check',
      sql.raw(`method in (${BUDGET_ITEM_PAYMENT_METHODS.map((m) => `'${m}'`).join(', ')})`),
    ),
  ],
);
