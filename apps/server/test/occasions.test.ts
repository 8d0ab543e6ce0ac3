/**
 * Occasions through HTTP on a real database: totals over their members, the list, scope,
 * the currency that cannot change under recorded money, and deletes that never take
 * contributions along by accident.
 */
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { contribute, createMember, createOccasion } from './support/pledges-http';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;

useAdminApp((started) => ({ t, admin } = started));

describe('occasions', () => {
  it('creates one with empty totals, reads, renames with its version and audits it', async () => {
    const occasion = await createOccasion(admin, {
      name: 'Send-off ya Neema',
      currency: 'tzs',
      targetMinor: 500_000_000,
      defaultCountry: 'tz',
      description: 'Kamati ya send-off',
    });
    expect(occasion).toMatchObject({
      name: 'Send-off ya Neema',
      currency: 'TZS',
      defaultCountry: 'TZ',
      targetMinor: 500_000_000,
      memberCount: 0,
      pledgedMinor: 0,
      paidMinor: 0,
      balanceMinor: 0,
      createdBy: 'admin',
      version: 1,
    });
    expect((await admin('GET', `/api/occasions/${occasion.id}`)).body).toEqual(occasion);

    const renamed = await admin('PATCH', `/api/occasions/${occasion.id}`, {
      name: 'Send-off ya Neema na Baraka',
      version: 1,
    });
    expect(renamed.body).toMatchObject({ name: 'Send-off ya Neema na Baraka', version: 2 });
    const stale = await admin('PATCH', `/api/occasions/${occasion.id}`, {
      name: 'Lost',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.fieldErrors).toHaveProperty('version');

    const { body: log } = await admin(
      'GET',
      `/api/audit-log?filter=recordId:ilike:${occasion.id}&sort=at`,
    );
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect(log.items[1]).toMatchObject({
      resource: 'occasions',
      changes: { name: { before: 'Send-off ya Neema', after: 'Send-off ya Neema na Baraka' } },
    });
  });

  it('sums its members: pledged, paid, and a balance in which an overpayment hides no debt', async () => {
    const occasion = await createOccasion(admin, { name: 'Totals' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 1_000_000 });
    const amina = await createMember(admin, occasion.id, 'Amina', { pledgedMinor: 500_000 });
    await createMember(admin, occasion.id, 'Baraka');
    await contribute(admin, juma.id, 250_000);
    await contribute(admin, juma.id, 150_000);
    await contribute(admin, amina.id, 700_000);

    const { body } = await admin('GET', `/api/occasions/${occasion.id}`);
    expect(body).toMatchObject({
      memberCount: 3,
      pledgedMinor: 1_500_000,
      paidMinor: 1_100_000,
      // Juma owes 600,000; Amina's 200,000 extra does not reduce it.
      balanceMinor: 600_000,
    });
    const listed = await admin('GET', '/api/occasions?filter=name:ilike:totals');
    expect(listed.body.items).toEqual([body]);
  });

  it('keeps sums of large amounts exact beyond 32 bits', async () => {
    const occasion = await createOccasion(admin, { name: 'Large sums', currency: 'UGX' });
    const pledges = [900_000_000_000, 900_000_000_000, 3];
    for (const [i, pledgedMinor] of pledges.entries()) {
      await createMember(admin, occasion.id, `Big ${i}`, { pledgedMinor });
    }
    const { body } = await admin('GET', `/api/occasions/${occasion.id}`);
    expect(body.pledgedMinor).toBe(1_800_000_000_003);
    expect(body.balanceMinor).toBe(1_800_000_000_003);
  });

  it('lists with name search, date ranges on startsAt and sorting', async () => {
    await createOccasion(admin, { name: 'Sorted B', startsAt: '2027-03-10T09:00:00Z' });
    await createOccasion(admin, { name: 'Sorted A', startsAt: '2027-05-01T09:00:00Z' });
    await createOccasion(admin, { name: 'Sorted C', startsAt: '2027-04-15T09:00:00Z' });
    const names = async (query: string) =>
      (await admin('GET', `/api/occasions?filter=name:ilike:sorted${query}`)).body.items.map(
        (o: { name: string }) => o.name,
      );
    expect(await names('')).toEqual(['Sorted B', 'Sorted C', 'Sorted A']);
    expect(await names('&sort=-name')).toEqual(['Sorted C', 'Sorted B', 'Sorted A']);
    expect(await names('&filter=startsAt:btn:2027-Apr-01,2027-May-01')).toEqual([
      'Sorted C',
      'Sorted A',
    ]);
    const badSort = await admin('GET', '/api/occasions?sort=balanceMinor');
    expect(badSort.status).toBe(400);
    expect(badSort.body.fieldErrors).toHaveProperty('sort');
  });

  it('refuses a currency change once a pledge or a contribution is recorded', async () => {
    const occasion = await createOccasion(admin, { name: 'Currency' });
    // A member who pledged nothing holds no amount yet: the currency may still change.
    const baraka = await createMember(admin, occasion.id, 'Baraka');
    const changed = await admin('PATCH', `/api/occasions/${occasion.id}`, {
      currency: 'UGX',
      version: 1,
    });
    expect(changed.body).toMatchObject({ currency: 'UGX', version: 2 });

    await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 10_000 });
    const refused = await admin('PATCH', `/api/occasions/${occasion.id}`, {
      currency: 'KES',
      version: 2,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.currency).toEqual([
      'The currency cannot change once pledges or contributions are recorded',
    ]);
    // Naming the same currency again is no change, and other fields still save.
    const same = await admin('PATCH', `/api/occasions/${occasion.id}`, {
      currency: 'ugx',
      name: 'Currency kept',
      version: 2,
    });
    expect(same.body).toMatchObject({ currency: 'UGX', name: 'Currency kept', version: 3 });

    const paidOnly = await createOccasion(admin, { name: 'Contribution without pledge' });
    const zawadi = await createMember(admin, paidOnly.id, 'Zawadi');
    await contribute(admin, zawadi.id, 5_000);
    const refusedToo = await admin('PATCH', `/api/occasions/${paidOnly.id}`, {
      currency: 'USD',
      version: 1,
    });
    expect(refusedToo.status).toBe(400);
    expect(refusedToo.body.fieldErrors).toHaveProperty('currency');
    expect((await admin('GET', `/api/members/${baraka.id}`)).body.currency).toBe('UGX');
  });

  it('refuses to delete an occasion that holds contributions, saying how many', async () => {
    const occasion = await createOccasion(admin, { name: 'Holds money' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 10_000 });
    const first = await contribute(admin, juma.id, 2_000);
    await contribute(admin, juma.id, 3_000);

    const refused = await admin('DELETE', `/api/occasions/${occasion.id}`);
    expect(refused).toEqual({
      status: 409,
      body: { message: 'This occasion holds 2 contributions; delete them first' },
    });
    expect((await admin('GET', `/api/occasions/${occasion.id}`)).status).toBe(200);

    await admin('DELETE', `/api/contributions/${first.id}`);
    expect((await admin('DELETE', `/api/occasions/${occasion.id}`)).body.message).toBe(
      'This occasion holds 1 contribution; delete it first',
    );
  });

  it('deletes an occasion with members only, and its members with it', async () => {
    const occasion = await createOccasion(admin, { name: 'Members only' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 10_000 });
    expect(await admin('DELETE', `/api/occasions/${occasion.id}`)).toEqual({
      status: 200,
      body: { message: 'Occasion deleted' },
    });
    expect((await admin('GET', `/api/occasions/${occasion.id}`)).status).toBe(404);
    expect((await admin('GET', `/api/members/${juma.id}`)).status).toBe(404);
  });
});

describe('occasion scope', () => {
  it('shows a role of scope assigned only the occasions its user created', async () => {
    const committee = await createUserWith(
      t,
      ['READ_OCCASIONS', 'ADD_OCCASIONS', 'UPDATE_OCCASIONS', 'DELETE_OCCASIONS'],
      'assigned',
    );
    const api = apiAs(t, committee.cookie);
    const own = await createOccasion(api, { name: 'Scoped own' });
    const foreign = await createOccasion(admin, { name: 'Scoped foreign' });

    const list = await api('GET', '/api/occasions?filter=name:ilike:scoped');
    expect(list.body.items.map((o: { name: string }) => o.name)).toEqual(['Scoped own']);
    expect(list.body.total).toBe(1);
    expect((await api('GET', `/api/occasions/${own.id}`)).status).toBe(200);
    expect(await api('GET', `/api/occasions/${foreign.id}`)).toEqual({
      status: 404,
      body: { message: 'Occasion not found' },
    });
    expect(
      (await api('PATCH', `/api/occasions/${foreign.id}`, { name: 'Taken', version: 1 })).status,
    ).toBe(404);
    expect((await api('DELETE', `/api/occasions/${foreign.id}`)).status).toBe(404);

    const everyone = await createUserWith(t, ['READ_OCCASIONS'], 'all');
    const all = await apiAs(t, everyone.cookie)('GET', '/api/occasions?filter=name:ilike:scoped');
    expect(all.body.total).toBe(2);
  });
});
