/**
 * Contributions through HTTP on a real database: every write keeps the member's paid sum
 * exact (also under concurrent writes), a receipt is not entered twice, nothing is dated
 * in the future, and the list and scope follow the occasion.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contributions, members } from '../src/db/schema';
import { apiAs } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { contribute, createMember, createOccasion } from './support/pledges-http';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;

useAdminApp((started) => ({ t, admin } = started));

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The member as stored, and the sum of their contribution rows, read past the API. */
async function storedPaid(memberId: string) {
  const [member] = await t.db
    .select({ paidMinor: members.paidMinor, version: members.version })
    .from(members)
    .where(eq(members.id, memberId));
  const [summed] = await t.db
    .select({ total: sql<string>`coalesce(sum(${contributions.amountMinor}), 0)` })
    .from(contributions)
    .where(eq(contributions.memberId, memberId));
  return { ...member!, summed: Number(summed!.total) };
}

describe('recording contributions', () => {
  it("keeps the member's paid sum and version in step on create, update and delete", async () => {
    const occasion = await createOccasion(admin, { name: 'Paid in step', currency: 'UGX' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 100_000 });

    const first = await contribute(admin, juma.id, 30_000, {
      method: 'mobile_money',
      reference: 'QWE123ABC',
      notes: 'M-Pesa',
    });
    expect(first).toMatchObject({
      occasionId: occasion.id,
      occasionName: 'Paid in step',
      memberId: juma.id,
      memberName: 'Juma',
      currency: 'UGX',
      amountMinor: 30_000,
      method: 'mobile_money',
      reference: 'QWE123ABC',
      notes: 'M-Pesa',
      createdBy: 'admin',
      version: 1,
    });
    await contribute(admin, juma.id, 20_000);
    expect((await admin('GET', `/api/members/${juma.id}`)).body).toMatchObject({
      paidMinor: 50_000,
      balanceMinor: 50_000,
      version: 3,
    });

    const corrected = await admin('PATCH', `/api/contributions/${first.id}`, {
      amountMinor: 35_000,
      version: 1,
    });
    expect(corrected.body).toMatchObject({ amountMinor: 35_000, version: 2 });
    expect((await admin('GET', `/api/members/${juma.id}`)).body).toMatchObject({
      paidMinor: 55_000,
      version: 4,
    });

    // A corrected note changes no money: the member's record is not made stale by it.
    await admin('PATCH', `/api/contributions/${first.id}`, { notes: 'Till 5', version: 2 });
    expect((await admin('GET', `/api/members/${juma.id}`)).body.version).toBe(4);

    expect(await admin('DELETE', `/api/contributions/${first.id}`)).toEqual({
      status: 200,
      body: { message: 'Contribution deleted' },
    });
    expect((await admin('GET', `/api/members/${juma.id}`)).body).toMatchObject({
      paidMinor: 20_000,
      version: 5,
    });
    expect(await storedPaid(juma.id)).toMatchObject({ paidMinor: 20_000, summed: 20_000 });

    const { body: log } = await admin(
      'GET',
      `/api/audit-log?filter=recordId:ilike:${first.id}&sort=at`,
    );
    expect(log.items.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
    expect(log.items[1]).toMatchObject({
      resource: 'contributions',
      changes: { amountMinor: { before: 30_000, after: 35_000 } },
    });
  });

  it('makes a member edit based on the balance before a contribution answer 409', async () => {
    const occasion = await createOccasion(admin, { name: 'Stale member' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 10_000 });
    await contribute(admin, juma.id, 4_000);
    const stale = await admin('PATCH', `/api/members/${juma.id}`, {
      pledgedMinor: 3_000,
      version: juma.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.fieldErrors).toHaveProperty('version');
  });

  it('refuses a date in the future beyond a few minutes of clock skew, naming paidAt', async () => {
    const occasion = await createOccasion(admin, { name: 'Future' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 10_000 });

    const future = await admin('POST', '/api/contributions', {
      memberId: juma.id,
      amountMinor: 1_000,
      paidAt: minutesFromNow(10),
    });
    expect(future).toEqual({
      status: 400,
      body: {
        message: 'Paid on cannot be in the future',
        fieldErrors: { paidAt: ['Paid on cannot be in the future'] },
      },
    });
    const skewed = await contribute(admin, juma.id, 1_000, { paidAt: minutesFromNow(3) });
    const moved = await admin('PATCH', `/api/contributions/${skewed.id}`, {
      paidAt: minutesFromNow(60 * 24),
      version: 1,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fieldErrors).toHaveProperty('paidAt');
    expect((await admin('GET', `/api/members/${juma.id}`)).body.paidMinor).toBe(1_000);
  });

  it('refuses an amount that is not a positive whole number of minor units', async () => {
    const occasion = await createOccasion(admin, { name: 'Amounts' });
    const juma = await createMember(admin, occasion.id, 'Juma');
    for (const amountMinor of [0, -5, 1.5, 1e13]) {
      const { status, body } = await admin('POST', '/api/contributions', {
        memberId: juma.id,
        amountMinor,
        paidAt: minutesFromNow(-1),
      });
      expect(status, String(amountMinor)).toBe(400);
      expect(body.fieldErrors).toHaveProperty('amountMinor');
    }
  });

  it('answers 404 naming memberId for a member that does not exist', async () => {
    const { status, body } = await admin('POST', '/api/contributions', {
      memberId: '00000000-0000-4000-8000-000000000000',
      amountMinor: 1_000,
      paidAt: minutesFromNow(-1),
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      message: 'Unknown member',
      fieldErrors: { memberId: ['Unknown member'] },
    });
  });
});

describe('references', () => {
  it('refuses a reference already recorded in the occasion, in any letter case', async () => {
    const occasion = await createOccasion(admin, { name: 'References' });
    const other = await createOccasion(admin, { name: 'References elsewhere' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 50_000 });
    const amina = await createMember(admin, occasion.id, 'Amina', { pledgedMinor: 50_000 });
    const elsewhere = await createMember(admin, other.id, 'Juma', { pledgedMinor: 50_000 });
    await contribute(admin, juma.id, 10_000, { reference: 'SKL8Q2XY' });

    const twice = await admin('POST', '/api/contributions', {
      memberId: amina.id,
      amountMinor: 10_000,
      paidAt: minutesFromNow(-1),
      reference: 'skl8q2xy',
    });
    expect(twice).toEqual({
      status: 409,
      body: {
        message: 'This reference is already recorded for this occasion',
        fieldErrors: { reference: ['This reference is already recorded for this occasion'] },
      },
    });
    expect((await admin('GET', `/api/members/${amina.id}`)).body.paidMinor).toBe(0);
    // Another occasion keeps its own receipts.
    await contribute(admin, elsewhere.id, 10_000, { reference: 'SKL8Q2XY' });

    const second = await contribute(admin, amina.id, 5_000, { reference: 'ABC111' });
    const taking = await admin('PATCH', `/api/contributions/${second.id}`, {
      reference: 'Skl8Q2xy',
      version: 1,
    });
    expect(taking.status).toBe(409);
    expect(taking.body.fieldErrors).toHaveProperty('reference');
    const own = await admin('PATCH', `/api/contributions/${second.id}`, {
      reference: 'abc111',
      version: 1,
    });
    expect(own.body).toMatchObject({ reference: 'abc111', version: 2 });
  });

  it('lets one of two simultaneous entries of a receipt through and refuses the other', async () => {
    const occasion = await createOccasion(admin, { name: 'Receipt race' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 50_000 });
    const amina = await createMember(admin, occasion.id, 'Amina', { pledgedMinor: 50_000 });
    const answers = await Promise.all(
      [juma, amina].map((member) =>
        admin('POST', '/api/contributions', {
          memberId: member.id,
          amountMinor: 7_000,
          paidAt: minutesFromNow(-1),
          reference: 'RACE42',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      fieldErrors: { reference: [expect.any(String)] },
    });
    const { body } = await admin('GET', `/api/occasions/${occasion.id}`);
    expect(body.paidMinor).toBe(7_000);
  });
});

describe('concurrent contributions', () => {
  it('20 contributions posted at once to one member end with paid equal to their sum', async () => {
    const occasion = await createOccasion(admin, { name: 'Harambee' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 1_000_000 });
    const amounts = Array.from({ length: 20 }, (_, i) => 1_000 + i * 137);
    const answers = await Promise.all(
      amounts.map((amountMinor) =>
        admin('POST', '/api/contributions', {
          memberId: juma.id,
          amountMinor,
          paidAt: minutesFromNow(-1),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(amounts.map(() => 201));

    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    expect(await storedPaid(juma.id)).toEqual({ paidMinor: total, summed: total, version: 21 });
    expect((await admin('GET', `/api/members/${juma.id}`)).body).toMatchObject({
      paidMinor: total,
      balanceMinor: 1_000_000 - total,
    });

    // Deleting them at once brings it back to exactly 0.
    const deleted = await Promise.all(
      answers.map((a) => admin('DELETE', `/api/contributions/${a.body.id}`)),
    );
    expect(deleted.map((d) => d.status)).toEqual(amounts.map(() => 200));
    expect(await storedPaid(juma.id)).toEqual({ paidMinor: 0, summed: 0, version: 41 });
  });

  it('never lets a delete of the occasion take contributions written meanwhile along', async () => {
    const occasion = await createOccasion(admin, { name: 'Delete race' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 50_000 });
    const pay = () =>
      admin('POST', '/api/contributions', {
        memberId: juma.id,
        amountMinor: 1_000,
        paidAt: minutesFromNow(-1),
      });
    const [before, removal, after] = await Promise.all([
      Promise.all([pay(), pay(), pay()]),
      admin('DELETE', `/api/occasions/${occasion.id}`),
      Promise.all([pay(), pay(), pay()]),
    ]);
    const recorded = [...before, ...after].filter((a) => a.status === 201);
    // Each write either waited for the delete and found no member, or was counted by it.
    expect(
      [...before, ...after].map((a) => a.status).filter((s) => s !== 201 && s !== 404),
    ).toEqual([]);
    if (removal.status === 200) {
      expect(recorded).toEqual([]);
    } else {
      expect(removal.status).toBe(409);
      expect(removal.body.message).toMatch(/^This occasion holds \d+ contributions?;/);
      expect(await storedPaid(juma.id)).toMatchObject({
        paidMinor: recorded.length * 1_000,
        summed: recorded.length * 1_000,
      });
    }
  });
});

describe('the contributions list', () => {
  let occasionId: string;
  let jumaId: string;

  beforeAll(async () => {
    const occasion = await createOccasion(admin, { name: 'Listed' });
    occasionId = occasion.id;
    const juma = await createMember(admin, occasionId, 'Juma Listed', { pledgedMinor: 90_000 });
    const amina = await createMember(admin, occasionId, 'Amina Listed', { pledgedMinor: 90_000 });
    jumaId = juma.id;
    await contribute(admin, juma.id, 5_000, {
      paidAt: '2026-03-02T08:00:00Z',
      method: 'cash',
      reference: 'CASH-1',
    });
    await contribute(admin, amina.id, 9_000, {
      paidAt: '2026-04-10T08:00:00Z',
      method: 'mobile_money',
      reference: 'MPESA-77',
    });
    await contribute(admin, juma.id, 7_000, {
      paidAt: '2026-04-20T08:00:00Z',
      method: 'bank',
    });
  });

  const amountsOf = async (query: string) => {
    const { status, body } = await admin(
      'GET',
      `/api/contributions?filter=occasionId:in:${occasionId}${query}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.items.map((c: { amountMinor: number }) => c.amountMinor);
  };

  it('answers the newest payment first unless told otherwise', async () => {
    expect(await amountsOf('')).toEqual([7_000, 9_000, 5_000]);
    expect(await amountsOf('&sort=amountMinor')).toEqual([5_000, 7_000, 9_000]);
    expect(await amountsOf('&sort=paidAt')).toEqual([5_000, 9_000, 7_000]);
  });

  it('filters by member, method and payment dates, and searches names and references', async () => {
    expect(await amountsOf(`&filter=memberId:in:${jumaId}`)).toEqual([7_000, 5_000]);
    expect(await amountsOf('&filter=method:in:mobile_money,bank')).toEqual([7_000, 9_000]);
    expect(await amountsOf('&filter=paidAt:btn:2026-Apr-01,2026-Apr-15')).toEqual([9_000]);
    expect(await amountsOf('&filter=memberName:ilike:amina')).toEqual([9_000]);
    expect(await amountsOf('&filter=reference:ilike:cash')).toEqual([5_000]);
    // Search fields are alternatives: a name or a reference.
    expect(await amountsOf('&filter=memberName:ilike:amina&filter=reference:ilike:cash')).toEqual([
      9_000, 5_000,
    ]);
    const total = await admin(
      'GET',
      `/api/contributions?filter=occasionId:in:${occasionId}&filter=memberName:ilike:juma`,
    );
    expect(total.body.total).toBe(2);
  });

  it('refuses an unknown method naming the filter', async () => {
    const { status, body } = await admin('GET', '/api/contributions?filter=method:in:cheque');
    expect(status).toBe(400);
    expect(body.fieldErrors.filter).toEqual(["'cheque' is not a valid value for method"]);
  });
});

describe('contribution scope', () => {
  it("shows and takes a role of scope assigned only its own occasions' contributions", async () => {
    const treasurer = await createUserWith(
      t,
      [
        'ADD_OCCASIONS',
        'ADD_MEMBERS',
        'READ_CONTRIBUTIONS',
        'ADD_CONTRIBUTIONS',
        'UPDATE_CONTRIBUTIONS',
        'DELETE_CONTRIBUTIONS',
      ],
      'assigned',
    );
    const api = apiAs(t, treasurer.cookie);
    const own = await createOccasion(api, { name: 'Treasurer own' });
    const foreign = await createOccasion(admin, { name: 'Treasurer foreign' });
    const mine = await createMember(api, own.id, 'Mine', { pledgedMinor: 10_000 });
    const theirs = await createMember(admin, foreign.id, 'Theirs', { pledgedMinor: 10_000 });
    await contribute(api, mine.id, 1_000);
    const foreignPayment = await contribute(admin, theirs.id, 2_000);

    const listed = await api('GET', '/api/contributions');
    expect(listed.body.items.map((c: { memberName: string }) => c.memberName)).toEqual(['Mine']);
    expect(listed.body.total).toBe(1);

    const sneaky = await api('POST', '/api/contributions', {
      memberId: theirs.id,
      amountMinor: 500,
      paidAt: minutesFromNow(-1),
    });
    expect(sneaky).toEqual({
      status: 404,
      body: { message: 'Unknown member', fieldErrors: { memberId: ['Unknown member'] } },
    });
    expect((await api('GET', `/api/contributions/${foreignPayment.id}`)).status).toBe(404);
    expect(
      (
        await api('PATCH', `/api/contributions/${foreignPayment.id}`, {
          amountMinor: 1,
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect((await api('DELETE', `/api/contributions/${foreignPayment.id}`)).status).toBe(404);
    expect((await admin('GET', `/api/members/${theirs.id}`)).body.paidMinor).toBe(2_000);
  });
});
