/**
 * Writing an event's budget, its items and the payments to their vendors (decision
 * 0048). The event must be in the actor's scope for the route's privilege, as guests'
 * event must (404 otherwise); an item is found only under its own event, so an item of
 * another event is 404 too. Every write is one transaction with its audit entry.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import {
  MAX_BUDGET_ITEMS,
  MAX_PAYMENTS_PER_BUDGET_ITEM,
  type Budget,
  type BudgetItem,
  type createBudgetInputSchema,
  type createBudgetItemInputSchema,
  type budgetItemPaymentInputSchema,
  type updateBudgetInputSchema,
  type updateBudgetItemInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import {
  budgetItems,
  budgets,
  eventVendors,
  budgetItemPayments,
  vendorServices,
  vendors,
} from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { mustGetEvent } from '../events';
import { countBudgetItems, getBudget, getBudgetRow, listBudgetItems } from './budgets-repository';

type CreateBudget = z.output<typeof createBudgetInputSchema>;
type UpdateBudget = z.output<typeof updateBudgetInputSchema>;
type CreateItem = z.output<typeof createBudgetItemInputSchema>;
type UpdateItem = z.output<typeof updateBudgetItemInputSchema>;
type PaymentInput = z.output<typeof budgetItemPaymentInputSchema>;

const noBudget = () => notFound('This event has no budget yet');

export async function readBudget(db: Db, actor: Actor, eventId: string): Promise<Budget | null> {
  await mustGetEvent(db, actor, 'READ_BUDGETS', eventId);
  return getBudget(db, eventId);
}

export async function readBudgetItems(db: Db, actor: Actor, eventId: string) {
  await mustGetEvent(db, actor, 'READ_BUDGET_ITEMS', eventId);
  return listBudgetItems(db, eventId);
}

export async function createBudget(
  db: Db,
  actor: Actor,
  eventId: string,
  input: CreateBudget,
): Promise<Budget> {
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'ADD_BUDGETS', eventId);
    const inserted = await tx
      .insert(budgets)
      .values({
        eventId,
        currency: input.currency,
        totalMinor: input.totalMinor ?? null,
        notes: input.notes ?? null,
        createdBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning({ eventId: budgets.eventId });
    if (inserted.length === 0) throw conflict('This event already has a budget');
    const created = (await getBudget(tx, eventId))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'budgets',
      recordId: eventId,
      after: { currency: created.currency, totalMinor: created.totalMinor, notes: created.notes },
    });
    return created;
  });
}

export async function updateBudget(
  db: Db,
  actor: Actor,
  eventId: string,
  input: UpdateBudget,
): Promise<Budget> {
  const { version, ...fields } = input;
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'UPDATE_BUDGETS', eventId);
    const before = await getBudgetRow(tx, eventId);
    if (!before) throw noBudget();
    assertVersion(before, version);
    // The items' amounts are minor units of this currency: changing it would change their value.
    if (
      fields.currency !== undefined &&
      fields.currency !== before.currency &&
      (await countBudgetItems(tx, eventId)) > 0
    ) {
      const message = 'The currency cannot change once the budget has items';
      throw badRequest(message, { currency: [message] });
    }
    const rows = await tx
      .update(budgets)
      .set({ ...fields, updatedAt: new Date(), version: sql`${budgets.version} + 1` })
      .where(and(eq(budgets.eventId, eventId), eq(budgets.version, version)))
      .returning({ eventId: budgets.eventId });
    assertUpdated(rows);
    const after = (await getBudgetRow(tx, eventId))!;
    const snapshot = (b: typeof before) => ({
      currency: b.currency,
      totalMinor: b.totalMinor,
      notes: b.notes,
    });
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'budgets',
      recordId: eventId,
      before: snapshot(before),
      after: snapshot(after),
    });
    return (await getBudget(tx, eventId))!;
  });
}

/** Removes the budget with all its items and their payments (the foreign keys cascade). */
export async function deleteBudget(db: Db, actor: Actor, eventId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'DELETE_BUDGETS', eventId);
    const itemCount = await countBudgetItems(tx, eventId);
    const rows = await tx
      .delete(budgets)
      .where(eq(budgets.eventId, eventId))
      .returning({ currency: budgets.currency, totalMinor: budgets.totalMinor });
    if (rows.length === 0) throw noBudget();
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: 'budgets',
      recordId: eventId,
      before: { ...rows[0]!, itemCount },
    });
  });
}

/**
 * A vendor can be linked when it is in the directory (published) or already one of the
 * event's vendors; a service only with its own vendor, published or the one the event
 * picked. Anything else is a 400 naming the field: no draft profile leaks through a name.
 */
async function assertVendorChoice(
  tx: Db,
  eventId: string,
  vendorId: string | null,
  serviceId: string | null,
) {
  if (serviceId && !vendorId) {
    throw badRequest('Choose the vendor of this service', {
      serviceId: ['Choose the vendor of this service'],
    });
  }
  if (!vendorId) return;
  const [vendor] = await tx
    .select({ id: vendors.id, eventVendorServiceId: eventVendors.serviceId })
    .from(vendors)
    .leftJoin(
      eventVendors,
      and(eq(eventVendors.vendorId, vendors.id), eq(eventVendors.eventId, eventId)),
    )
    .where(
      and(
        eq(vendors.id, vendorId),
        or(sql`${vendors.status} = 'published'`, sql`${eventVendors.eventId} is not null`),
      ),
    );
  if (!vendor) throw badRequest('Unknown vendor', { vendorId: ['Unknown vendor'] });
  if (!serviceId) return;
  const [service] = await tx
    .select({ id: vendorServices.id })
    .from(vendorServices)
    .where(
      and(
        eq(vendorServices.id, serviceId),
        eq(vendorServices.vendorId, vendorId),
        vendor.eventVendorServiceId === serviceId ? undefined : eq(vendorServices.published, true),
      ),
    );
  if (!service) {
    throw badRequest('Unknown service of this vendor', {
      serviceId: ['Unknown service of this vendor'],
    });
  }
}

async function mustGetItem(tx: Db, eventId: string, itemId: string): Promise<BudgetItem> {
  const [item] = await listBudgetItems(tx, eventId, itemId);
  if (!item) throw notFound('Budget item not found');
  return item;
}

/** The item's own fields, for the audit log (its payments have their own entries). */
const itemSnapshot = ({ payments: _payments, paidMinor: _p, dueMinor: _d, ...rest }: BudgetItem) =>
  rest;

async function insertPayments(tx: Db, actor: Actor, itemId: string, list: PaymentInput[]) {
  if (list.length === 0) return;
  await tx
    .insert(budgetItemPayments)
    .values(list.map((p) => ({ ...p, note: p.note ?? null, itemId, createdBy: actor.userId })));
}

/** The item and the payments already made for it: all written, or nothing. */
export async function createBudgetItem(
  db: Db,
  actor: Actor,
  eventId: string,
  input: CreateItem,
): Promise<BudgetItem> {
  const { payments: paymentList, ...fields } = input;
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'ADD_BUDGET_ITEMS', eventId);
    // Locks the budget row: two items added at once cannot both pass the count below.
    const [budget] = await tx
      .select({ eventId: budgets.eventId })
      .from(budgets)
      .where(eq(budgets.eventId, eventId))
      .for('update');
    if (!budget) throw noBudget();
    if ((await countBudgetItems(tx, eventId)) >= MAX_BUDGET_ITEMS) {
      throw badRequest(`A budget holds at most ${MAX_BUDGET_ITEMS} items`);
    }
    const vendorId = fields.vendorId ?? null;
    const serviceId = fields.serviceId ?? null;
    await assertVendorChoice(tx, eventId, vendorId, serviceId);
    const [row] = await tx
      .insert(budgetItems)
      .values({
        eventId,
        category: fields.category,
        name: fields.name,
        estimatedMinor: fields.estimatedMinor,
        actualMinor: fields.actualMinor ?? null,
        dueOn: fields.dueOn ?? null,
        notes: fields.notes ?? null,
        vendorId,
        serviceId,
        createdBy: actor.userId,
      })
      .returning({ id: budgetItems.id });
    await insertPayments(tx, actor, row!.id, paymentList);
    const created = await mustGetItem(tx, eventId, row!.id);
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'budget_items',
      recordId: created.id,
      after: { ...itemSnapshot(created), payments: created.payments.length },
    });
    return created;
  });
}

export async function updateBudgetItem(
  db: Db,
  actor: Actor,
  eventId: string,
  itemId: string,
  input: UpdateItem,
): Promise<BudgetItem> {
  const { version, ...fields } = input;
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'UPDATE_BUDGET_ITEMS', eventId);
    const before = await mustGetItem(tx, eventId, itemId);
    assertVersion(before, version);
    const vendorId = fields.vendorId === undefined ? before.vendorId : fields.vendorId;
    // Another vendor (or none) drops the old vendor's service unless a service is named.
    const serviceId =
      fields.serviceId !== undefined
        ? fields.serviceId
        : vendorId === before.vendorId
          ? before.serviceId
          : null;
    if (vendorId !== before.vendorId || serviceId !== before.serviceId) {
      await assertVendorChoice(tx, eventId, vendorId, serviceId);
    }
    const rows = await tx
      .update(budgetItems)
      .set({
        ...fields,
        vendorId,
        serviceId,
        updatedAt: new Date(),
        version: sql`${budgetItems.version} + 1`,
      })
      .where(and(eq(budgetItems.id, itemId), eq(budgetItems.version, version)))
      .returning({ id: budgetItems.id });
    assertUpdated(rows);
    const after = await mustGetItem(tx, eventId, itemId);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'budget_items',
      recordId: itemId,
      before: itemSnapshot(before),
      after: itemSnapshot(after),
    });
    return after;
  });
}

export async function deleteBudgetItem(db: Db, actor: Actor, eventId: string, itemId: string) {
  await db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'DELETE_BUDGET_ITEMS', eventId);
    const before = await mustGetItem(tx, eventId, itemId);
    await tx.delete(budgetItems).where(eq(budgetItems.id, itemId));
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: 'budget_items',
      recordId: itemId,
      before: { ...itemSnapshot(before), paidMinor: before.paidMinor },
    });
  });
}

/** Records money paid to the item's vendor; answers the item with its new figures. */
export async function addBudgetItemPayment(
  db: Db,
  actor: Actor,
  eventId: string,
  itemId: string,
  input: PaymentInput,
): Promise<BudgetItem> {
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'UPDATE_BUDGET_ITEMS', eventId);
    // Locks the item: the bound below holds under two payments recorded at once.
    const [locked] = await tx
      .select({ id: budgetItems.id })
      .from(budgetItems)
      .where(and(eq(budgetItems.id, itemId), eq(budgetItems.eventId, eventId)))
      .for('update');
    if (!locked) throw notFound('Budget item not found');
    const before = await mustGetItem(tx, eventId, itemId);
    if (before.payments.length >= MAX_PAYMENTS_PER_BUDGET_ITEM) {
      throw badRequest(`An item holds at most ${MAX_PAYMENTS_PER_BUDGET_ITEM} payments`);
    }
    await insertPayments(tx, actor, itemId, [input]);
    const after = await mustGetItem(tx, eventId, itemId);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'budget_items',
      recordId: itemId,
      before: { paidMinor: before.paidMinor },
      after: { paidMinor: after.paidMinor, payment: input },
    });
    return after;
  });
}

export async function deleteBudgetItemPayment(
  db: Db,
  actor: Actor,
  eventId: string,
  itemId: string,
  paymentId: string,
): Promise<BudgetItem> {
  return db.transaction(async (tx) => {
    await mustGetEvent(tx, actor, 'UPDATE_BUDGET_ITEMS', eventId);
    const before = await mustGetItem(tx, eventId, itemId);
    const removed = before.payments.find((p) => p.id === paymentId);
    if (!removed) throw notFound('Payment not found');
    await tx.delete(budgetItemPayments).where(eq(budgetItemPayments.id, paymentId));
    const after = await mustGetItem(tx, eventId, itemId);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'budget_items',
      recordId: itemId,
      before: { paidMinor: before.paidMinor, payment: removed },
      after: { paidMinor: after.paidMinor },
    });
    return after;
  });
}
