/**
 * Cash taken for a guest's card (issue 29) on a real database: what the guest owes and the
 * door's kit move by it, the payments list and totals count it as provider `cash`, the
 * receipt makes it idempotent per guest, and what is refused names its field and writes
 * nothing: more than is owed, another currency, no receipt, a guest outside one's scope.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CashPayment, CheckInKit, Payment, PaymentTotals } from '@karamu/shared';
import { auditLog, payments } from '../src/db/schema';
import { apiAs, inDays } from './api-client';
import { useAdminApp } from './support/admin-app';
import { createUserWith, type TestApp } from './test-app';

type Api = ReturnType<typeof apiAs>;
let t: TestApp;
let admin: Api;

useAdminApp(async (started) => {
  ({ t, admin } = started);
});

let counter = 0;

/** An event whose family card costs KES 8,000, and a guest of it holding one. */
async function owingGuest() {
  const { body: event } = await admin('POST', '/api/events', {
    name: `Cash event ${++counter}`,
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  await admin('POST', `/api/events/${event.id}/prices`, {
    cardType: 'family',
    amountMinor: 800_000,
    currency: 'KES',
  });
  const { body: guest } = await admin('POST', `/api/events/${event.id}/guests`, {
    name: `Baraka Otieno ${counter}`,
    cardType: 'family',
    admissions: 4,
  });
  return { eventId: event.id as string, guestId: guest.id as string };
}

const cashUrl = ({ eventId, guestId }: { eventId: string; guestId: string }) =>
  `/api/events/${eventId}/guests/${guestId}/cash-payments`;

async function owedOnKit(eventId: string) {
  const { body } = await admin('GET', `/api/events/${eventId}/check-in-kit`);
  return (body as CheckInKit).guests[0]!.owedMinor;
}

const cashRows = (guestId: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.guestId, guestId), eq(payments.provider, 'cash')));

describe('recording cash for a card', () => {
  it('counts it once against what the guest owes, in the payments list and totals, audited', async () => {
    const guest = await owingGuest();
    expect(await owedOnKit(guest.eventId)).toBe(800_000);

    const first = await admin('POST', cashUrl(guest), {
      amountMinor: 300_000,
      currency: 'kes',
      receipt: ' RB-0042 ',
      note: 'Paid by his brother',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      amountMinor: 300_000,
      currency: 'KES',
      receipt: 'RB-0042',
      note: 'Paid by his brother',
      owedMinor: 500_000,
      replayed: false,
    } satisfies Partial<CashPayment>);
    expect(await owedOnKit(guest.eventId)).toBe(500_000);

    // The same receipt again (a retry, a second tap) is that payment: nothing more counted.
    const again = await admin('POST', cashUrl(guest), {
      amountMinor: 300_000,
      currency: 'KES',
      receipt: 'RB-0042',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ paymentId: first.body.paymentId, replayed: true });
    expect(await owedOnKit(guest.eventId)).toBe(500_000);
    expect(await cashRows(guest.guestId)).toHaveLength(1);

    const list = await admin('GET', `/api/payments?type=events&filter=guestId:in:${guest.guestId}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items as Payment[]).toEqual([
      expect.objectContaining({
        provider: 'cash',
        channel: 'cash',
        status: 'succeeded',
        providerReceipt: 'RB-0042',
        amountMinor: 300_000,
        guestId: guest.guestId,
      }),
    ]);
    const totals = await admin(
      'GET',
      `/api/payments/totals?type=events&filter=eventId:in:${guest.eventId}`,
    );
    expect((totals.body as PaymentTotals).byCurrency).toEqual([
      expect.objectContaining({ currency: 'KES', succeededMinor: 300_000, succeededCount: 1 }),
    ]);
    const cashOnly = await admin(
      'GET',
      `/api/payments?type=events&filter=provider:in:cash&filter=eventId:in:${guest.eventId}`,
    );
    expect(cashOnly.body.total).toBe(1);

    const [audit] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payments'), eq(auditLog.recordId, first.body.paymentId)));
    expect(audit!.n).toBe(1);

    // The rest, paid in full: nothing owed any more.
    const rest = await admin('POST', cashUrl(guest), {
      amountMinor: 500_000,
      currency: 'KES',
      receipt: 'RB-0043',
    });
    expect(rest.body).toMatchObject({ owedMinor: 0 });
    expect(await owedOnKit(guest.eventId)).toBe(0);
  });

  it('refuses more than is owed, another currency, a missing receipt or a receipt reused for another amount, writing nothing', async () => {
    const guest = await owingGuest();
    const tooMuch = await admin('POST', cashUrl(guest), {
      amountMinor: 800_001,
      currency: 'KES',
      receipt: 'RB-1',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fieldErrors.amountMinor).toEqual(['At most KES 8,000.00 is still owed']);

    const otherCurrency = await admin('POST', cashUrl(guest), {
      amountMinor: 1_000,
      currency: 'UGX',
      receipt: 'RB-1',
    });
    expect(otherCurrency.status).toBe(400);
    expect(otherCurrency.body.fieldErrors.currency).toEqual([
      "This event's cards are priced in KES",
    ]);

    for (const receipt of [undefined, '   ', 'x'.repeat(65)]) {
      const refused = await admin('POST', cashUrl(guest), {
        amountMinor: 1_000,
        currency: 'KES',
        ...(receipt === undefined ? {} : { receipt }),
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fieldErrors)).toEqual(['receipt']);
    }
    for (const amountMinor of [0, -5, 1.5, '100']) {
      const refused = await admin('POST', cashUrl(guest), {
        amountMinor,
        currency: 'KES',
        receipt: 'RB-2',
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fieldErrors)).toEqual(['amountMinor']);
    }
    expect(await cashRows(guest.guestId)).toHaveLength(0);

    await admin('POST', cashUrl(guest), { amountMinor: 1_000, currency: 'KES', receipt: 'RB-3' });
    const reused = await admin('POST', cashUrl(guest), {
      amountMinor: 2_000,
      currency: 'KES',
      receipt: 'RB-3',
    });
    expect(reused.status).toBe(409);
    expect(reused.body.fieldErrors.receipt[0]).toMatch(/^Receipt RB-3 was already recorded/);
    expect(await cashRows(guest.guestId)).toHaveLength(1);
    expect(await owedOnKit(guest.eventId)).toBe(799_000);
  });

  it('takes the same receipt number for two guests (each their own), and nothing for an unpriced event', async () => {
    const one = await owingGuest();
    const { body: other } = await admin('POST', `/api/events/${one.eventId}/guests`, {
      name: 'Second Guest',
      cardType: 'family',
      admissions: 4,
    });
    const two = { eventId: one.eventId, guestId: other.id as string };
    const body = { amountMinor: 100_000, currency: 'KES', receipt: 'SAME-1' };
    expect((await admin('POST', cashUrl(one), body)).status).toBe(201);
    expect((await admin('POST', cashUrl(two), body)).status).toBe(201);

    const { body: unpriced } = await admin('POST', '/api/events', {
      name: 'Free party',
      startsAt: inDays(30),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    });
    const { body: free } = await admin('POST', `/api/events/${unpriced.id}/guests`, {
      name: 'Free guest',
    });
    const refused = await admin('POST', cashUrl({ eventId: unpriced.id, guestId: free.id }), body);
    expect(refused.status).toBe(409);
  });

  it("answers 404 for another event's guest and for a holder of ADD_PAYMENTS outside the event's scope", async () => {
    const guest = await owingGuest();
    const elsewhere = await owingGuest();
    const crossed = await admin(
      'POST',
      cashUrl({ eventId: elsewhere.eventId, guestId: guest.guestId }),
      { amountMinor: 1_000, currency: 'KES', receipt: 'X-1' },
    );
    expect(crossed.status).toBe(404);

    const assigned = apiAs(
      t,
      (await createUserWith(t, ['ADD_PAYMENTS', 'READ_ATTENDEES'], 'assigned')).cookie,
    );
    const outside = await assigned('POST', cashUrl(guest), {
      amountMinor: 1_000,
      currency: 'KES',
      receipt: 'X-2',
    });
    expect(outside.status).toBe(404);
    expect(await cashRows(guest.guestId)).toHaveLength(0);
  });
});
