/**
 * The payments pages' routes on a real database (decisions 0045, 0052): the list's filters, the
 * occasion's and event's scope, totals per currency and the CSV export of the same filter.
 * Payments are written straight into the table, as a provider's callback leaves them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAYMENT_EXPORT_MAX_ROWS } from '@karamu/shared';
import { apiAs, inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { createMember, createOccasion } from './support/pledges-http';
import { insertPayment } from './support/payment-rows';
import { ADMIN_PASSWORD, asWebApp, createUserWith, loginCookie, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;

useAdminApp((started) => ({ t, admin } = started));

const filterOf = (...filters: string[]) =>
  filters.map((f) => `filter=${encodeURIComponent(f)}`).join('&');

async function newEvent(api: ReturnType<typeof apiAs>, name: string) {
  const { status, body } = await api('POST', '/api/events', {
    name,
    startsAt: inDays(40),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  if (status !== 201) throw new Error(`event: ${status} ${JSON.stringify(body)}`);
  return body as { id: string };
}

describe('the payments list', () => {
  let occasion: { id: string };
  let other: { id: string };
  let wanjiku: { id: string };

  beforeAll(async () => {
    occasion = await createOccasion(admin, { name: 'Harusi ya Amina' });
    other = await createOccasion(admin, { name: 'Send-off ya Baraka', currency: 'UGX' });
    wanjiku = await createMember(admin, occasion.id, 'Wanjikũ Kamau');
    await insertPayment(t, {
      type: 'occasions',
      occasionId: occasion.id,
      memberId: wanjiku.id,
      channel: 'push',
      payerPhone: '+254712345678',
      payerName: 'WANJIKU KAMAU',
      providerReceipt: 'QKJ3XYZ12A',
      accountReference: 'AMINA-7K2P',
      amountMinor: 250_000,
      createdAt: new Date('2026-03-10T08:00:00Z'),
    });
    await insertPayment(t, {
      type: 'occasions',
      occasionId: occasion.id,
      payerPhone: '+254722000111',
      payerName: 'OTIENO ODHIAMBO',
      accountReference: 'WRONGCODE',
      amountMinor: 70_000,
      createdAt: new Date('2026-03-12T21:30:00Z'),
    });
    await insertPayment(t, {
      type: 'occasions',
      occasionId: occasion.id,
      memberId: wanjiku.id,
      channel: 'push',
      status: 'pending',
      providerReceipt: null,
      completedAt: null,
      payerPhone: '+254712345678',
      amountMinor: 10_000,
      createdAt: new Date('2026-03-13T09:00:00Z'),
    });
    await insertPayment(t, {
      type: 'occasions',
      occasionId: other.id,
      provider: 'flutterwave',
      channel: 'push',
      status: 'failed',
      providerReceipt: null,
      failureReason: 'Insufficient funds',
      currency: 'UGX',
      amountMinor: 50_000,
      createdAt: new Date('2026-03-11T10:00:00Z'),
    });
  });

  const list = async (query: string) => {
    const { status, body } = await admin('GET', `/api/payments?type=occasions&${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { items: Record<string, unknown>[]; total: number };
  };
  const amounts = async (query: string) =>
    (await list(`${query}&filter=${encodeURIComponent(`occasionId:in:${occasion.id}`)}`)).items.map(
      (p) => p.amountMinor,
    );

  it('answers one payment with its occasion, member and who paid, newest first', async () => {
    const page = await list(filterOf(`occasionId:in:${occasion.id}`));
    expect(page.total).toBe(3);
    expect(page.items.map((p) => p.amountMinor)).toEqual([10_000, 70_000, 250_000]);
    expect(page.items[2]).toMatchObject({
      type: 'occasions',
      provider: 'mpesa',
      channel: 'push',
      status: 'succeeded',
      providerReceipt: 'QKJ3XYZ12A',
      payerPhone: '+254712345678',
      payerName: 'WANJIKU KAMAU',
      currency: 'KES',
      occasionName: 'Harusi ya Amina',
      memberId: wanjiku.id,
      memberName: 'Wanjikũ Kamau',
      eventId: null,
      createdBy: null,
      version: 1,
    });
    const one = await admin('GET', `/api/payments/${page.items[2]!.id as string}`);
    expect(one.body).toEqual(page.items[2]);
  });

  it('filters by status, provider, matched, date range and occasion', async () => {
    expect(await amounts(filterOf('status:in:succeeded'))).toEqual([70_000, 250_000]);
    expect(await amounts(filterOf('status:in:pending,failed'))).toEqual([10_000]);
    expect(await amounts(filterOf('matched:in:unmatched'))).toEqual([70_000]);
    expect(await amounts(filterOf('matched:in:matched'))).toEqual([10_000, 250_000]);
    // 21:30 UTC on the 12th is the 13th in Nairobi: calendar days are the reader's.
    expect(
      await amounts(`${filterOf('created:btn:2026-Mar-13,2026-Mar-13')}&tz=Africa/Nairobi`),
    ).toEqual([10_000, 70_000]);
    expect(await amounts(filterOf('created:btn:2026-Mar-13,2026-Mar-13'))).toEqual([10_000]);
    const flutterwave = await list(filterOf('provider:in:flutterwave'));
    expect(flutterwave.items.map((p) => p.occasionId)).toContain(other.id);
    expect(flutterwave.items.every((p) => p.provider === 'flutterwave')).toBe(true);
  });

  it('searches the payer phone and name, receipt, account reference and member name', async () => {
    const search = (text: string) =>
      amounts(
        filterOf(
          ...['payerPhone', 'payerName', 'providerReceipt', 'accountReference', 'memberName'].map(
            (field) => `${field}:ilike:${text}`,
          ),
        ),
      );
    // Several search fields in one request are alternatives: any of them matches.
    expect(await search('722000')).toEqual([70_000]);
    expect(await search('otieno')).toEqual([70_000]);
    expect(await search('qkj3')).toEqual([250_000]);
    expect(await search('wrongcode')).toEqual([70_000]);
    expect(await search('wanjikũ')).toEqual([10_000, 250_000]);
  });

  it('sorts by amount and refuses what the list does not know, naming the parameter', async () => {
    expect(await amounts('sort=amountMinor')).toEqual([10_000, 70_000, 250_000]);
    const badType = await admin('GET', '/api/payments?type=gifts');
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body)).toContain('type');
    const missingType = await admin('GET', '/api/payments');
    expect(missingType.status).toBe(400);
    const badStatus = await admin(
      'GET',
      `/api/payments?type=occasions&${filterOf('status:in:paid')}`,
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fieldErrors.filter[0]).toContain(
      "'paid' is not a valid value for status",
    );
    const badSort = await admin('GET', '/api/payments?type=occasions&sort=payerPhone');
    expect(badSort.status).toBe(400);
    expect(badSort.body.fieldErrors).toHaveProperty('sort');
    expect((await admin('GET', `/api/payments/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('totals each currency: money in, pending and unmatched', async () => {
    const totals = await admin(
      'GET',
      `/api/payments/totals?type=occasions&${filterOf(`occasionId:in:${occasion.id},${other.id}`)}`,
    );
    expect(totals.body).toEqual({
      byCurrency: [
        {
          currency: 'KES',
          succeededMinor: 320_000,
          succeededCount: 2,
          pendingCount: 1,
          unmatchedCount: 1,
        },
        {
          currency: 'UGX',
          succeededMinor: 0,
          succeededCount: 0,
          pendingCount: 0,
          unmatchedCount: 0,
        },
      ],
    });
    const unmatchedOnly = await admin(
      'GET',
      `/api/payments/totals?type=occasions&${filterOf(`occasionId:in:${occasion.id}`, 'matched:in:unmatched')}`,
    );
    expect(unmatchedOnly.body.byCurrency).toEqual([
      expect.objectContaining({ succeededMinor: 70_000, unmatchedCount: 1 }),
    ]);
    const events = await admin('GET', '/api/payments/totals?type=events');
    expect(events.body).toEqual({ byCurrency: [] });
  });
});

describe('scope', () => {
  it("shows an assigned-scope reader only their own occasions' and events' payments", async () => {
    const reader = await createUserWith(
      t,
      ['READ_PAYMENTS', 'ADD_OCCASIONS', 'ADD_EVENTS'],
      'assigned',
    );
    const api = apiAs(t, reader.cookie);
    const own = await createOccasion(api, { name: 'Own occasion' });
    const theirs = await createOccasion(admin, { name: 'Not theirs' });
    const ownEvent = await newEvent(api, 'Own event');
    const otherEvent = await newEvent(admin, 'Other event');
    const mine = await insertPayment(t, { type: 'occasions', occasionId: own.id });
    const notMine = await insertPayment(t, { type: 'occasions', occasionId: theirs.id });
    const myEventPayment = await insertPayment(t, { type: 'events', eventId: ownEvent.id });
    const otherEventPayment = await insertPayment(t, { type: 'events', eventId: otherEvent.id });

    const occasionsPage = await api('GET', '/api/payments?type=occasions');
    expect(occasionsPage.body.items.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    const eventsPage = await api('GET', '/api/payments?type=events');
    expect(eventsPage.body.items.map((p: { id: string }) => p.id)).toEqual([myEventPayment.id]);
    expect(eventsPage.body.items[0]).toMatchObject({ eventName: 'Own event', occasionId: null });

    expect((await api('GET', `/api/payments/${mine.id}`)).status).toBe(200);
    expect((await api('GET', `/api/payments/${myEventPayment.id}`)).status).toBe(200);
    expect((await api('GET', `/api/payments/${notMine.id}`)).status).toBe(404);
    expect((await api('GET', `/api/payments/${otherEventPayment.id}`)).status).toBe(404);

    const totals = await api('GET', '/api/payments/totals?type=occasions');
    expect(totals.body.byCurrency).toEqual([
      expect.objectContaining({ succeededMinor: 100_000, succeededCount: 1 }),
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/payments/export?type=occasions',
      headers: asWebApp(reader.cookie),
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    expect(csv.body).toContain(mine.providerReceipt);
  });
});

describe('the export', () => {
  it('downloads the filtered payments as CSV that a spreadsheet cannot run', async () => {
    const occasion = await createOccasion(admin, { name: 'Export occasion' });
    await insertPayment(t, {
      type: 'occasions',
      occasionId: occasion.id,
      payerName: '=HYPERLINK("http://evil.example","Refund")',
      payerPhone: '+254700000001',
      providerReceipt: 'EXPORT0001',
      accountReference: 'Kamau, "Jr"',
      amountMinor: 123_450,
      completedAt: new Date('2026-04-01T06:00:00Z'),
    });
    await insertPayment(t, {
      type: 'occasions',
      occasionId: occasion.id,
      status: 'failed',
      providerReceipt: null,
      amountMinor: 5_000,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/export?type=occasions&${filterOf(`occasionId:in:${occasion.id}`, 'status:in:succeeded')}`,
      headers: asWebApp(await loginCookie(t.app, 'admin', ADMIN_PASSWORD)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-occasions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Status,Provider,Channel,Amount,Currency,Payer phone,Payer name,Receipt,Account reference,Occasion,Event,Member,Matched,Failure reason,Assigned by,Assigned at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `2026-04-01T06:00:00.000Z,Paid,M-Pesa,paybill,1234.50,KES,'+254700000001,"'=HYPERLINK(""http://evil.example"",""Refund"")",EXPORT0001,"Kamau, ""Jr""",Export occasion,,,Unmatched,,,`,
    );
  });

  it(`refuses a bad filter, and more than ${PAYMENT_EXPORT_MAX_ROWS} rows, before the download starts`, async () => {
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/payments/export?type=occasions&${filterOf('nope:in:x')}`,
      headers: asWebApp(cookie),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('fieldErrors.filter');

    const occasion = await createOccasion(admin, { name: 'Very many payments' });
    await t.db.execute(sql`
      insert into payments (type, occasion_id, provider, channel, status, amount_minor, currency)
      select 'occasions', ${occasion.id}::uuid, 'mpesa', 'paybill', 'succeeded', 100, 'KES'
      from generate_series(1, ${PAYMENT_EXPORT_MAX_ROWS + 1})`);
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/payments/export?type=occasions&${filterOf(`occasionId:in:${occasion.id}`)}`,
      headers: asWebApp(cookie),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('narrow the filter');
  });
});

describe('assigning an unmatched payment', () => {
  const assign = (api: ReturnType<typeof apiAs>, id: string, body: unknown) =>
    api('POST', `/api/payments/${id}/assign`, body);

  it("makes a paybill payment that matched no one the chosen member's contribution, once", async () => {
    const occasion = await createOccasion(admin, { name: 'Assigned occasion' });
    const neema = await createMember(admin, occasion.id, 'Neema Achieng', {
      pledgedMinor: 500_000,
    });
    // One paybill serves every occasion: a code that matched no one leaves the occasion open too.
    const payment = await insertPayment(t, {
      type: 'occasions',
      occasionId: null,
      accountReference: 'NEEMA?',
      providerReceipt: 'QAS5ASSIGN',
      amountMinor: 150_000,
    });

    const assigned = await assign(admin, payment.id, { memberId: neema.id, version: 1 });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({
      id: payment.id,
      occasionId: occasion.id,
      occasionName: 'Assigned occasion',
      memberId: neema.id,
      memberName: 'Neema Achieng',
      assignedBy: 'admin',
      version: 2,
    });
    expect(assigned.body.contributionId).toEqual(expect.any(String));
    const contribution = await admin('GET', `/api/contributions/${assigned.body.contributionId}`);
    expect(contribution.body).toMatchObject({
      memberId: neema.id,
      amountMinor: 150_000,
      method: 'mobile_money',
      reference: 'QAS5ASSIGN',
    });
    expect((await admin('GET', `/api/members/${neema.id}`)).body).toMatchObject({
      paidMinor: 150_000,
    });

    // A second person working from the same list: stale, and no longer unmatched.
    const again = await assign(admin, payment.id, { memberId: neema.id, version: 1 });
    expect(again.status).toBe(409);
    const current = await assign(admin, payment.id, { memberId: neema.id, version: 2 });
    expect(current.status).toBe(409);
    expect((await admin('GET', `/api/members/${neema.id}`)).body.paidMinor).toBe(150_000);
    const unmatched = await admin(
      'GET',
      `/api/payments?type=occasions&${filterOf('matched:in:unmatched', 'providerReceipt:ilike:QAS5ASSIGN')}`,
    );
    expect(unmatched.body.total).toBe(0);
  });

  it('refuses a member of another occasion, a pending payment and a missing member, naming the field', async () => {
    const occasion = await createOccasion(admin, { name: 'Right occasion' });
    const elsewhere = await createOccasion(admin, { name: 'Other occasion' });
    const stranger = await createMember(admin, elsewhere.id, 'Stranger');
    const payment = await insertPayment(t, { type: 'occasions', occasionId: occasion.id });
    const wrong = await assign(admin, payment.id, { memberId: stranger.id, version: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toHaveProperty('memberId');
    const missing = await assign(admin, payment.id, { version: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.memberId).toEqual(['Choose the member']);
    const unknown = await assign(admin, payment.id, { memberId: crypto.randomUUID(), version: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.fieldErrors).toHaveProperty('memberId');

    const member = await createMember(admin, occasion.id, 'Still waiting');
    const pending = await insertPayment(t, {
      type: 'occasions',
      occasionId: occasion.id,
      channel: 'push',
      status: 'pending',
      providerReceipt: null,
      completedAt: null,
    });
    expect((await assign(admin, pending.id, { memberId: member.id, version: 1 })).status).toBe(409);
    expect((await admin('GET', `/api/members/${member.id}`)).body.paidMinor).toBe(0);
  });

  it("lets an assigned-scope treasurer assign only their own occasion's payments", async () => {
    const treasurer = await createUserWith(
      t,
      ['UPDATE_PAYMENTS', 'ADD_CONTRIBUTIONS', 'ADD_OCCASIONS', 'ADD_MEMBERS', 'READ_MEMBERS'],
      'assigned',
    );
    const api = apiAs(t, treasurer.cookie);
    const own = await createOccasion(api, { name: 'Treasurer occasion' });
    const member = await createMember(api, own.id, 'Their member');
    const theirs = await createOccasion(admin, { name: 'Admin occasion' });
    const ownPayment = await insertPayment(t, { type: 'occasions', occasionId: own.id });
    const adminPayment = await insertPayment(t, { type: 'occasions', occasionId: theirs.id });
    const orphan = await insertPayment(t, { type: 'occasions', occasionId: null });

    expect((await assign(api, adminPayment.id, { memberId: member.id, version: 1 })).status).toBe(
      404,
    );
    expect((await assign(api, orphan.id, { memberId: member.id, version: 1 })).status).toBe(404);
    const done = await assign(api, ownPayment.id, { memberId: member.id, version: 1 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.memberId).toBe(member.id);
  });
});

describe("guests' card payments (type events, decision 0052)", () => {
  let event: { id: string };
  let amina: { id: string };
  let baraka: { id: string };
  let gone: { id: string };

  async function newGuest(eventId: string, name: string, phone: string) {
    const { status, body } = await admin('POST', `/api/events/${eventId}/guests`, { name, phone });
    if (status !== 201) throw new Error(`guest: ${status} ${JSON.stringify(body)}`);
    return body as { id: string };
  }

  beforeAll(async () => {
    event = await newEvent(admin, 'Harusi ya Neema');
    const otherEvent = await newEvent(admin, 'Ruracio ya Njeri');
    amina = await newGuest(event.id, 'Amina Wanjiru', '+254711000001');
    baraka = await newGuest(otherEvent.id, 'Baraka Otieno', '+254711000002');
    gone = await newGuest(event.id, 'Zawadi Kipchumba', '+254711000003');
    const card = { type: 'events' as const, channel: 'push' as const };
    await insertPayment(t, {
      ...card,
      eventId: event.id,
      guestId: amina.id,
      payerPhone: '+254711000001',
      payerName: 'AMINA WANJIRU',
      providerReceipt: 'EVT0000001',
      amountMinor: 300_000,
      createdAt: new Date('2026-05-02T07:00:00Z'),
      completedAt: new Date('2026-05-02T07:01:00Z'),
    });
    await insertPayment(t, {
      ...card,
      eventId: event.id,
      guestId: amina.id,
      status: 'failed',
      providerReceipt: null,
      completedAt: null,
      failureReason: 'The payer cancelled the prompt',
      amountMinor: 300_000,
      createdAt: new Date('2026-05-01T18:00:00Z'),
    });
    await insertPayment(t, {
      ...card,
      eventId: otherEvent.id,
      guestId: baraka.id,
      provider: 'flutterwave',
      providerReceipt: 'FLW0000001',
      amountMinor: 150_000,
      createdAt: new Date('2026-05-03T10:00:00Z'),
    });
    await insertPayment(t, {
      ...card,
      eventId: event.id,
      guestId: gone.id,
      providerReceipt: 'EVT0000002',
      amountMinor: 600_000,
      createdAt: new Date('2026-05-04T09:00:00Z'),
    });
    // The guest leaves the list; their payment stays, for a deleted guest.
    const deleted = await admin('DELETE', `/api/events/${event.id}/guests/${gone.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });

  const listEvents = async (query = '') => {
    const { status, body } = await admin(
      'GET',
      `/api/payments?type=events&${filterOf(`eventId:in:${event.id}`)}&${query}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { items: Record<string, unknown>[]; total: number };
  };

  it('names the event and the guest, and a deleted guest by a null guest, newest first', async () => {
    const { items, total } = await listEvents();
    expect(total).toBe(3);
    expect(items.map((p) => [p.guestName, p.status])).toEqual([
      [null, 'succeeded'],
      ['Amina Wanjiru', 'succeeded'],
      ['Amina Wanjiru', 'failed'],
    ]);
    expect(items[0]).toMatchObject({ guestId: null, eventName: 'Harusi ya Neema' });
    expect(items[1]).toMatchObject({
      type: 'events',
      eventId: event.id,
      eventName: 'Harusi ya Neema',
      guestId: amina.id,
      payerPhone: '+254711000001',
      payerName: 'AMINA WANJIRU',
      providerReceipt: 'EVT0000001',
      amountMinor: 300_000,
      currency: 'KES',
      provider: 'mpesa',
      occasionId: null,
      memberId: null,
    });
    expect(items[2]).toMatchObject({ failureReason: 'The payer cancelled the prompt' });
    const one = await admin('GET', `/api/payments/${items[1]!.id}`);
    expect(one.body).toMatchObject({ guestId: amina.id, guestName: 'Amina Wanjiru' });
  });

  it('filters by event, guest, status, provider and date, and searches the guest name', async () => {
    const receipts = async (query: string) =>
      (await listEvents(query)).items.map((p) => p.providerReceipt);
    expect(await receipts(filterOf('status:in:failed'))).toEqual([null]);
    expect(await receipts(filterOf(`guestId:in:${amina.id}`, 'status:in:succeeded'))).toEqual([
      'EVT0000001',
    ]);
    expect(await receipts(filterOf('created:btn:2026-May-02,2026-May-03'))).toEqual(['EVT0000001']);
    expect(await receipts(filterOf('provider:in:flutterwave'))).toEqual([]);
    expect(await receipts(filterOf('guestName:ilike:wanjiru'))).toEqual(['EVT0000001', null]);
    // Without the event filter: every event of the reader's, the other one's guest named too.
    const flutterwave = await admin(
      'GET',
      `/api/payments?type=events&${filterOf('provider:in:flutterwave')}`,
    );
    expect(flutterwave.body.items.map((p: { guestName: string }) => p.guestName)).toEqual([
      'Baraka Otieno',
    ]);
    const bad = await admin('GET', `/api/payments?type=events&${filterOf('guestId:in:nope')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('filter');
  });

  it('totals what the filter selects, with nothing unmatched', async () => {
    const { status, body } = await admin(
      'GET',
      `/api/payments/totals?type=events&${filterOf(`eventId:in:${event.id}`)}`,
    );
    expect(status).toBe(200);
    expect(body.byCurrency).toEqual([
      {
        currency: 'KES',
        succeededMinor: 900_000,
        succeededCount: 2,
        pendingCount: 0,
        unmatchedCount: 0,
      },
    ]);
  });

  it('exports the event and the guest, "Deleted guest" for one deleted since', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/export?type=events&${filterOf(`eventId:in:${event.id}`)}`,
      headers: asWebApp(await loginCookie(t.app, 'admin', ADMIN_PASSWORD)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="payments-events-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Status,Provider,Channel,Amount,Currency,Payer phone,Payer name,Receipt,Event,Guest,Failure reason',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^[^,]+,Paid,M-Pesa,push,6000\.00,KES,,,EVT0000002,Harusi ya Neema,Deleted guest,$/,
      ),
      "2026-05-02T07:01:00.000Z,Paid,M-Pesa,push,3000.00,KES,'+254711000001,AMINA WANJIRU,EVT0000001,Harusi ya Neema,Amina Wanjiru,",
      '2026-05-01T18:00:00.000Z,Failed,M-Pesa,push,3000.00,KES,,,,Harusi ya Neema,Amina Wanjiru,The payer cancelled the prompt',
    ]);
  });

  it("keeps another organiser's event payments out of the list, the payment and the export", async () => {
    const organiser = await createUserWith(t, ['READ_PAYMENTS', 'ADD_EVENTS'], 'assigned');
    const api = apiAs(t, organiser.cookie);
    const own = await newEvent(api, 'Own wedding');
    const mine = await insertPayment(t, { type: 'events', eventId: own.id, channel: 'push' });
    const [theirs] = (await listEvents()).items;

    const page = await api('GET', '/api/payments?type=events');
    expect(page.body.items.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    const filtered = await api(
      'GET',
      `/api/payments?type=events&${filterOf(`eventId:in:${event.id}`)}`,
    );
    expect(filtered.body).toMatchObject({ items: [], total: 0 });
    expect((await api('GET', `/api/payments/${theirs!.id}`)).status).toBe(404);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/payments/export?type=events',
      headers: asWebApp(organiser.cookie),
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    expect(csv.body).toContain(mine.providerReceipt);
  });
});
