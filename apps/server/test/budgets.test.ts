/**
 * An event's budget (decision 0048): items by category with estimated and actual costs,
 * payments to vendors, a directory vendor, totals against the guests' money in; bad input
 * answers 4xx naming the field and writes nothing; scope follows the event as guests' does.
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, budgetItems, payments, budgetItemPayments } from '../src/db/schema';
import { apiAs, inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { insertService, insertVendor } from './support/vendor-fixtures';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;
let adminId: string;

useAdminApp(
  async (started) => {
    ({ t, admin } = started);
    adminId = (await admin('GET', '/api/me')).body.id;
  },
  { LOGIN_MAX_ATTEMPTS_PER_IP: '100000' },
);

async function newEvent(api = admin) {
  const { body } = await api('POST', '/api/events', {
    name: 'Harusi ya Amina',
    startsAt: inDays(90),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  return body as { id: string };
}

async function eventWithBudget(api = admin) {
  const event = await newEvent(api);
  const started = await api('POST', `/api/events/${event.id}/budget`, {
    currency: 'kes',
    totalMinor: 100_000_000,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return { eventId: event.id, base: `/api/events/${event.id}/budget` };
}

const itemCount = async (eventId: string) =>
  (await t.db.select({ n: count() }).from(budgetItems).where(eq(budgetItems.eventId, eventId)))[0]!
    .n;

describe('event budgets', () => {
  it('adds five items, one with a directory vendor, and totals estimated, actual, paid and due', async () => {
    const { base } = await eventWithBudget();
    const vendor = await insertVendor(t, adminId, { businessName: 'Mama Pima Caterers' });
    const serviceId = await insertService(t, vendor.id, { title: 'Buffet for 300' });

    const add = (body: object) => admin('POST', `${base}/items`, body);
    const venue = await add({
      category: 'venue',
      name: 'Hall',
      estimatedMinor: 5_000_000,
      actualMinor: 4_500_000,
      dueOn: '2026-05-01',
      payments: [
        { amountMinor: 1_000_000, paidOn: '2026-01-10', method: 'bank', note: 'Deposit' },
        { amountMinor: 2_000_000, paidOn: '2026-03-10', method: 'mobile_money' },
      ],
    });
    expect(venue.status, JSON.stringify(venue.body)).toBe(201);
    expect(venue.body).toMatchObject({ paidMinor: 3_000_000, dueMinor: 1_500_000 });
    expect(venue.body.payments.map((p: { note: string | null }) => p.note)).toEqual([
      'Deposit',
      null,
    ]);

    const catering = await add({
      category: 'catering',
      name: 'Food',
      estimatedMinor: 3_000_000,
      vendorId: vendor.id,
      serviceId,
    });
    expect(catering.status, JSON.stringify(catering.body)).toBe(201);
    expect(catering.body).toMatchObject({
      vendorName: 'Mama Pima Caterers',
      serviceTitle: 'Buffet for 300',
      actualMinor: null,
      dueMinor: 3_000_000,
    });
    await add({ category: 'decoration', name: 'Flowers', estimatedMinor: 800_000 });
    await add({ category: 'photography', name: 'Photos', estimatedMinor: 1_200_000 });
    // Paid more than it cost: nothing is due, and the overpayment offsets no other item.
    await add({
      category: 'mc',
      name: 'MC',
      estimatedMinor: 500_000,
      actualMinor: 400_000,
      payments: [{ amountMinor: 450_000, paidOn: '2026-02-01' }],
    });

    const paid = await admin('POST', `${base}/items/${catering.body.id}/payments`, {
      amountMinor: 1_000_000,
      paidOn: '2026-04-01',
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ paidMinor: 1_000_000, dueMinor: 2_000_000 });

    const { body } = await admin('GET', base);
    expect(body.budget).toMatchObject({
      currency: 'KES',
      totalMinor: 100_000_000,
      totals: {
        itemCount: 5,
        estimatedMinor: 10_500_000,
        actualMinor: 4_900_000,
        actualKnownCount: 2,
        paidMinor: 4_450_000,
        dueMinor: 1_500_000 + 2_000_000 + 800_000 + 1_200_000,
        costMinor: 4_500_000 + 3_000_000 + 800_000 + 1_200_000 + 400_000,
        moneyInMinor: 0,
        otherCurrencyPayments: 0,
      },
    });
    expect(body.budget.categories.map((c: { category: string }) => c.category)).toEqual([
      'venue',
      'catering',
      'decoration',
      'photography',
      'mc',
      'attire',
      'transport',
      'other',
    ]);
    expect(body.budget.categories[0]).toMatchObject({
      itemCount: 1,
      estimatedMinor: 5_000_000,
      actualMinor: 4_500_000,
      paidMinor: 3_000_000,
    });
    // Catering's actual cost is not known yet: nothing known, not a cost of 0.
    expect(body.budget.categories[1]).toMatchObject({ actualMinor: 0, actualKnownCount: 0 });
    expect(body.budget.categories[5]).toMatchObject({
      itemCount: 0,
      estimatedMinor: 0,
      actualKnownCount: 0,
    });

    const items = await admin('GET', `${base}/items`);
    expect(items.body.items.map((i: { name: string }) => i.name)).toEqual([
      'Hall',
      'Food',
      'Flowers',
      'Photos',
      'MC',
    ]);
    await expect(
      t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.resource, 'budget_items')),
    ).resolves.toEqual([{ n: 6 }]);
  });

  it("counts the event's succeeded guest payments as money in, another currency apart", async () => {
    const { eventId, base } = await eventWithBudget();
    const other = await newEvent();
    const payment = (fields: Partial<typeof payments.$inferInsert>) => ({
      type: 'events' as const,
      eventId,
      provider: 'mpesa',
      channel: 'push' as const,
      amountMinor: 100_000,
      currency: 'KES',
      status: 'succeeded' as const,
      ...fields,
    });
    await t.db
      .insert(payments)
      .values([
        payment({}),
        payment({ amountMinor: 250_000 }),
        payment({ status: 'pending', amountMinor: 7_000 }),
        payment({ status: 'failed', amountMinor: 9_000 }),
        payment({ currency: 'UGX', amountMinor: 5_000 }),
        payment({ eventId: other.id, amountMinor: 1_000 }),
      ]);
    const { body } = await admin('GET', base);
    expect(body.budget.totals).toMatchObject({ moneyInMinor: 350_000, otherCurrencyPayments: 1 });

    // A guest's card payment counts, and still does once the guest is deleted (decision 0052).
    const guest = await admin('POST', `/api/events/${eventId}/guests`, { name: 'Amina Wanjiru' });
    expect(guest.status).toBe(201);
    await t.db.insert(payments).values(payment({ guestId: guest.body.id, amountMinor: 40_000 }));
    const withCard = await admin('GET', base);
    expect(withCard.body.budget.totals).toMatchObject({ moneyInMinor: 390_000 });
    expect((await admin('DELETE', `/api/events/${eventId}/guests/${guest.body.id}`)).status).toBe(
      200,
    );
    const afterDelete = await admin('GET', base);
    expect(afterDelete.body.budget.totals).toMatchObject({ moneyInMinor: 390_000 });
  });

  it('edits an item, changes its vendor, removes a payment and the item, then the budget', async () => {
    const { eventId, base } = await eventWithBudget();
    const vendor = await insertVendor(t, adminId);
    const serviceId = await insertService(t, vendor.id);
    const created = await admin('POST', `${base}/items`, {
      category: 'attire',
      name: 'Dress',
      estimatedMinor: 200_000,
      vendorId: vendor.id,
      serviceId,
      payments: [{ amountMinor: 50_000, paidOn: '2026-01-01' }],
    });
    const item = created.body;
    const edited = await admin('PATCH', `${base}/items/${item.id}`, {
      actualMinor: 180_000,
      notes: 'Fitting in May',
      vendorId: null,
      version: item.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      actualMinor: 180_000,
      vendorId: null,
      serviceId: null,
      dueMinor: 130_000,
      version: item.version + 1,
    });
    const stale = await admin('PATCH', `${base}/items/${item.id}`, {
      name: 'Suit',
      version: item.version,
    });
    expect(stale.status).toBe(409);

    const removed = await admin(
      'DELETE',
      `${base}/items/${item.id}/payments/${item.payments[0].id}`,
    );
    expect(removed.body).toMatchObject({ paidMinor: 0, dueMinor: 180_000, payments: [] });
    expect((await admin('DELETE', `${base}/items/${item.id}`)).status).toBe(200);
    expect(await itemCount(eventId)).toBe(0);

    await admin('POST', `${base}/items`, {
      category: 'other',
      name: 'Rings',
      estimatedMinor: 1,
      payments: [{ amountMinor: 1, paidOn: '2026-01-01' }],
    });
    expect((await admin('DELETE', base)).status).toBe(200);
    expect((await admin('GET', base)).body).toEqual({ budget: null });
    expect(await itemCount(eventId)).toBe(0);
    expect((await admin('DELETE', base)).status).toBe(404);
  });

  it('starts one budget per event, and keeps its currency once it has items', async () => {
    const { base } = await eventWithBudget();
    const again = await admin('POST', base, { currency: 'KES' });
    expect(again.status).toBe(409);
    const { body } = await admin('GET', base);
    const changed = await admin('PATCH', base, { currency: 'TZS', version: body.budget.version });
    expect(changed.status).toBe(200);
    expect(changed.body.currency).toBe('TZS');
    await admin('POST', `${base}/items`, { category: 'venue', name: 'Hall', estimatedMinor: 1 });
    const refused = await admin('PATCH', base, { currency: 'KES', version: changed.body.version });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toHaveProperty('currency');
    const noBudget = await admin('POST', `/api/events/${(await newEvent()).id}/budget/items`, {
      category: 'venue',
      name: 'Hall',
      estimatedMinor: 1,
    });
    expect(noBudget.status).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses negative and fractional amounts, unknown categories and vendors, naming the field, writing nothing', async () => {
    const { eventId, base } = await eventWithBudget();
    const vendor = await insertVendor(t, adminId);
    const draft = await insertVendor(t, adminId, { status: 'draft', publishedAt: null });
    const otherVendor = await insertVendor(t, adminId);
    const otherService = await insertService(t, otherVendor.id);
    const hiddenService = await insertService(t, vendor.id, { published: false });
    const good = { category: 'venue', name: 'Hall', estimatedMinor: 1000 };

    const cases: [object, string, number][] = [
      [{ ...good, estimatedMinor: -1 }, 'estimatedMinor', 400],
      [{ ...good, estimatedMinor: 10.5 }, 'estimatedMinor', 400],
      [{ ...good, actualMinor: -5 }, 'actualMinor', 400],
      [{ ...good, category: 'fireworks' }, 'category', 400],
      [{ ...good, name: ' ' }, 'name', 400],
      [{ ...good, dueOn: '2026-02-30' }, 'dueOn', 400],
      [{ ...good, vendorId: crypto.randomUUID() }, 'vendorId', 400],
      [{ ...good, vendorId: draft.id }, 'vendorId', 400],
      [{ ...good, vendorId: vendor.id, serviceId: otherService }, 'serviceId', 400],
      [{ ...good, vendorId: vendor.id, serviceId: hiddenService }, 'serviceId', 400],
      [{ ...good, serviceId: otherService }, 'serviceId', 400],
      // A valid item whose second payment is bad: neither the item nor the first payment is kept.
      [
        {
          ...good,
          payments: [
            { amountMinor: 100, paidOn: '2026-01-01' },
            { amountMinor: 0, paidOn: '2026-01-02' },
          ],
        },
        'payments.1.amountMinor',
        400,
      ],
      [
        {
          ...good,
          vendorId: crypto.randomUUID(),
          payments: [{ amountMinor: 100, paidOn: '2026-01-01' }],
        },
        'vendorId',
        400,
      ],
    ];
    const paymentCount = async () =>
      (await t.db.select({ n: count() }).from(budgetItemPayments))[0]!.n;
    const paymentsBefore = await paymentCount();
    for (const [body, field, status] of cases) {
      const response = await admin('POST', `${base}/items`, body);
      expect(response.status, `${field}: ${JSON.stringify(response.body)}`).toBe(status);
      expect(Object.keys(response.body.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await itemCount(eventId)).toBe(0);
    expect(await paymentCount()).toBe(paymentsBefore);

    const item = (await admin('POST', `${base}/items`, good)).body;
    for (const [body, field] of [
      [{ amountMinor: -100, paidOn: '2026-01-01' }, 'amountMinor'],
      [{ amountMinor: 99.5, paidOn: '2026-01-01' }, 'amountMinor'],
      [{ amountMinor: 100, paidOn: 'yesterday' }, 'paidOn'],
      [{ amountMinor: 100, paidOn: '2026-01-01', method: 'barter' }, 'method'],
    ] as const) {
      const response = await admin('POST', `${base}/items/${item.id}/payments`, body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fieldErrors)).toContain(field);
    }
    const patched = await admin('PATCH', `${base}/items/${item.id}`, {
      vendorId: draft.id,
      version: item.version,
    });
    expect(patched.status).toBe(400);
    expect(patched.body.fieldErrors).toHaveProperty('vendorId');
    const after = (await admin('GET', `${base}/items`)).body.items[0];
    expect(after).toMatchObject({ vendorId: null, paidMinor: 0, version: item.version });

    const budget = await admin('POST', `/api/events/${(await newEvent()).id}/budget`, {
      currency: 'XYZ',
      totalMinor: -1,
    });
    expect(budget.status).toBe(400);
    expect(Object.keys(budget.body.fieldErrors).sort()).toEqual(['currency', 'totalMinor']);
  });

  it('answers 404 for an item or payment of another event, changing neither', async () => {
    const first = await eventWithBudget();
    const second = await eventWithBudget();
    const { body: item } = await admin('POST', `${first.base}/items`, {
      category: 'transport',
      name: 'Bus',
      estimatedMinor: 10_000,
      payments: [{ amountMinor: 5_000, paidOn: '2026-01-01' }],
    });
    const elsewhere = `${second.base}/items/${item.id}`;
    expect((await admin('PATCH', elsewhere, { name: 'Car', version: item.version })).status).toBe(
      404,
    );
    expect((await admin('DELETE', elsewhere)).status).toBe(404);
    expect(
      (await admin('POST', `${elsewhere}/payments`, { amountMinor: 1, paidOn: '2026-01-01' }))
        .status,
    ).toBe(404);
    expect((await admin('DELETE', `${elsewhere}/payments/${item.payments[0].id}`)).status).toBe(
      404,
    );
    const { body: otherItem } = await admin('POST', `${second.base}/items`, {
      category: 'transport',
      name: 'Car',
      estimatedMinor: 1,
    });
    const wrongPayment = `${second.base}/items/${otherItem.id}/payments/${item.payments[0].id}`;
    expect((await admin('DELETE', wrongPayment)).status).toBe(404);
    const still = (await admin('GET', `${first.base}/items`)).body.items[0];
    expect(still).toMatchObject({ name: 'Bus', paidMinor: 5_000, version: item.version });
  });
});

describe('record scope', () => {
  it("reaches an assigned-scope user's own and team events only", async () => {
    const privileges = [
      'READ_BUDGETS',
      'ADD_BUDGETS',
      'READ_BUDGET_ITEMS',
      'ADD_BUDGET_ITEMS',
      'UPDATE_BUDGET_ITEMS',
      'READ_EVENTS',
      'ADD_EVENTS',
    ] as const;
    const planner = await createUserWith(t, privileges, 'assigned');
    const api = apiAs(t, planner.cookie);

    const outside = await eventWithBudget();
    expect((await api('GET', outside.base)).status).toBe(404);
    expect((await api('GET', `${outside.base}/items`)).status).toBe(404);
    const refused = await api('POST', `${outside.base}/items`, {
      category: 'venue',
      name: 'Hall',
      estimatedMinor: 1,
    });
    expect(refused.status).toBe(404);
    expect(await itemCount(outside.eventId)).toBe(0);

    const own = await eventWithBudget(api);
    expect((await api('GET', own.base)).status).toBe(200);

    const team = await eventWithBudget();
    expect(
      (await admin('PUT', `/api/events/${team.eventId}/team`, { userIds: [planner.id] })).status,
    ).toBe(200);
    const added = await api('POST', `${team.base}/items`, {
      category: 'venue',
      name: 'Hall',
      estimatedMinor: 1,
    });
    expect(added.status).toBe(201);
    // Holding READ_BUDGETS does not let one change the budget.
    expect((await api('DELETE', team.base)).status).toBe(403);
  });
});
