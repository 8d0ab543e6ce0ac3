/**
 * Members through HTTP on a real database: phone numbers read in the occasion's country,
 * balances and the balance filter, the list across occasions, scope, and a delete that
 * never takes contributions along.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { contribute, createMember, createOccasion } from './support/pledges-http';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;

useAdminApp((started) => ({ t, admin } = started));

type Named = { name: string };
const namesOf = (items: Named[]) => items.map((m) => m.name);

describe('members', () => {
  it('answers the member with their occasion, currency and balance, and audits changes', async () => {
    const occasion = await createOccasion(admin, { name: 'Harusi ya Amina', currency: 'TZS' });
    const juma = await createMember(admin, occasion.id, 'Juma', {
      pledgedMinor: 100_000,
      email: 'juma@example.com',
      notes: 'Mjomba',
    });
    expect(juma).toMatchObject({
      occasionId: occasion.id,
      occasionName: 'Harusi ya Amina',
      currency: 'TZS',
      name: 'Juma',
      phone: null,
      email: 'juma@example.com',
      pledgedMinor: 100_000,
      paidMinor: 0,
      balanceMinor: 100_000,
      notes: 'Mjomba',
      createdBy: 'admin',
      version: 1,
    });
    const raised = await admin('PATCH', `/api/members/${juma.id}`, {
      pledgedMinor: 150_000,
      version: 1,
    });
    expect(raised.body).toMatchObject({ pledgedMinor: 150_000, balanceMinor: 150_000, version: 2 });
    expect((await admin('GET', `/api/members/${juma.id}`)).body).toEqual(raised.body);

    const { body: log } = await admin('GET', `/api/audit-log?filter=recordId:ilike:${juma.id}`);
    expect(log.items).toContainEqual(
      expect.objectContaining({
        action: 'update',
        resource: 'members',
        changes: expect.objectContaining({ pledgedMinor: { before: 100_000, after: 150_000 } }),
      }),
    );
  });

  it('refuses a pledge that is negative, fractional or too large, naming pledgedMinor', async () => {
    const occasion = await createOccasion(admin, { name: 'Bad pledges' });
    for (const pledgedMinor of [-1, 10.5, 1e13, '100']) {
      const { status, body } = await admin('POST', `/api/occasions/${occasion.id}/members`, {
        name: 'Bad',
        pledgedMinor,
      });
      expect(status, String(pledgedMinor)).toBe(400);
      expect(body.fieldErrors).toHaveProperty('pledgedMinor');
    }
    expect((await admin('GET', `/api/occasions/${occasion.id}`)).body.memberCount).toBe(0);
  });
});

describe('member phone numbers', () => {
  it("stores E.164 read in the occasion's country and refuses landlines", async () => {
    const kenya = await createOccasion(admin, { name: 'Phones KE' });
    const tanzania = await createOccasion(admin, { name: 'Phones TZ', defaultCountry: 'TZ' });
    const amina = await createMember(admin, kenya.id, 'Amina', { phone: '0712 345 678' });
    expect(amina.phone).toBe('+254712345678');
    const neema = await createMember(admin, tanzania.id, 'Neema', { phone: '0754 123 456' });
    expect(neema.phone).toBe('+255754123456');
    const abroad = await createMember(admin, kenya.id, 'Baraka', { phone: '+256 772 123 456' });
    expect(abroad.phone).toBe('+256772123456');

    const landline = await admin('POST', `/api/occasions/${kenya.id}/members`, {
      name: 'Office',
      phone: '020 2222222',
    });
    expect(landline.status).toBe(400);
    expect(landline.body.fieldErrors.phone).toEqual(['Not a mobile number']);
    const garbage = await admin('PATCH', `/api/members/${amina.id}`, {
      phone: 'not a phone',
      version: 1,
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.fieldErrors.phone).toEqual(['Invalid phone number']);

    const cleared = await admin('PATCH', `/api/members/${amina.id}`, { phone: '', version: 1 });
    expect(cleared.body.phone).toBeNull();
  });

  it("accepts a prefix the installation's settings add as mobile", async () => {
    const occasion = await createOccasion(admin, { name: 'Extra prefixes' });
    const url = `/api/occasions/${occasion.id}/members`;
    expect((await admin('POST', url, { name: 'Early', phone: '020 2222222' })).status).toBe(400);
    const { body: settings } = await admin('GET', '/api/settings');
    const saved = await admin('PUT', '/api/settings', {
      extraMobilePrefixes: { KE: ['20'] },
      version: settings.version,
    });
    expect(saved.status).toBe(200);
    const later = await admin('POST', url, { name: 'Later', phone: '020 2222222' });
    expect(later.body.phone).toBe('+254202222222');
  });

  it('refuses a phone number another member of the occasion has, naming phone', async () => {
    const occasion = await createOccasion(admin, { name: 'Duplicates' });
    const other = await createOccasion(admin, { name: 'Duplicates elsewhere' });
    const url = `/api/occasions/${occasion.id}/members`;
    const amina = await createMember(admin, occasion.id, 'Amina', { phone: '0722 000 111' });

    const twin = await admin('POST', url, { name: 'Twin', phone: '+254722000111' });
    expect(twin).toEqual({
      status: 409,
      body: {
        message: 'Another member of this occasion has this phone number',
        fieldErrors: { phone: ['Another member of this occasion has this phone number'] },
      },
    });
    // The same person may pledge towards another occasion.
    await createMember(admin, other.id, 'Amina', { phone: '0722000111' });

    const baraka = await createMember(admin, occasion.id, 'Baraka', { phone: '0722 000 222' });
    const taking = await admin('PATCH', `/api/members/${baraka.id}`, {
      phone: '0722000111',
      version: 1,
    });
    expect(taking.status).toBe(409);
    expect(taking.body.fieldErrors).toHaveProperty('phone');
    // Saving one's own number again is no duplicate.
    const own = await admin('PATCH', `/api/members/${amina.id}`, {
      phone: '0722000111',
      name: 'Amina H.',
      version: 1,
    });
    expect(own.status).toBe(200);

    const found = await admin('GET', `${url}?filter=phone:eq:254722000111`);
    expect(namesOf(found.body.items)).toEqual(['Amina H.']);
  });
});

describe('balances and the balance filter', () => {
  let occasionId: string;

  beforeAll(async () => {
    const occasion = await createOccasion(admin, { name: 'Balances' });
    occasionId = occasion.id;
    const owing = await createMember(admin, occasionId, 'Owing', { pledgedMinor: 10_000 });
    const partly = await createMember(admin, occasionId, 'Partly', { pledgedMinor: 10_000 });
    const full = await createMember(admin, occasionId, 'Full', { pledgedMinor: 5_000 });
    const over = await createMember(admin, occasionId, 'Over', { pledgedMinor: 2_000 });
    await createMember(admin, occasionId, 'No pledge');
    expect(owing.balanceMinor).toBe(10_000);
    await contribute(admin, partly.id, 4_000);
    await contribute(admin, full.id, 5_000);
    await contribute(admin, over.id, 1_500);
    await contribute(admin, over.id, 1_500);
  });

  const list = async (query: string) =>
    (await admin('GET', `/api/occasions/${occasionId}/members?${query}`)).body;

  it('answers paid and balance per member, never a balance below 0', async () => {
    const { items } = await list('sort=name');
    expect(
      items.map((m: Named & { pledgedMinor: number; paidMinor: number; balanceMinor: number }) => [
        m.name,
        m.pledgedMinor,
        m.paidMinor,
        m.balanceMinor,
      ]),
    ).toEqual([
      ['Full', 5_000, 5_000, 0],
      ['No pledge', 0, 0, 0],
      ['Over', 2_000, 3_000, 0],
      ['Owing', 10_000, 0, 10_000],
      ['Partly', 10_000, 4_000, 6_000],
    ]);
  });

  it.each([
    ['with_balance', ['Owing', 'Partly']],
    ['nothing_paid', ['No pledge', 'Owing']],
    ['paid_in_full', ['Full', 'Over']],
    ['with_balance,paid_in_full', ['Full', 'Over', 'Owing', 'Partly']],
  ])('filters balance:in:%s', async (value, expected) => {
    const body = await list(`filter=balance:in:${value}&sort=name`);
    expect(namesOf(body.items)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('refuses an unknown balance filter naming the filter', async () => {
    const { status, body } = await admin(
      'GET',
      `/api/occasions/${occasionId}/members?filter=balance:in:owing`,
    );
    expect(status).toBe(400);
    expect(body.fieldErrors.filter).toEqual(["'owing' is not a valid value for balance"]);
  });

  it('sorts by balance, pledged and paid', async () => {
    expect(namesOf((await list('sort=-balanceMinor,name')).items)).toEqual([
      'Owing',
      'Partly',
      'Full',
      'No pledge',
      'Over',
    ]);
    expect(namesOf((await list('sort=-paidMinor,name')).items).slice(0, 3)).toEqual([
      'Full',
      'Partly',
      'Over',
    ]);
    expect(namesOf((await list('sort=pledgedMinor,name')).items)[0]).toBe('No pledge');
  });

  it('lists members across occasions, by occasion and by balance', async () => {
    const other = await createOccasion(admin, { name: 'Balances elsewhere' });
    await createMember(admin, other.id, 'Owing elsewhere', { pledgedMinor: 1_000 });
    const across = await admin(
      'GET',
      '/api/members?filter=balance:in:with_balance&filter=name:ilike:owing&sort=name',
    );
    expect(namesOf(across.body.items)).toEqual(['Owing', 'Owing elsewhere']);
    const one = await admin(
      'GET',
      `/api/members?filter=occasionId:in:${other.id}&filter=balance:in:with_balance`,
    );
    expect(namesOf(one.body.items)).toEqual(['Owing elsewhere']);
    expect(one.body.items[0]).toMatchObject({
      occasionName: 'Balances elsewhere',
      currency: 'KES',
    });
    const bad = await admin('GET', '/api/members?filter=occasionId:in:not-a-uuid');
    expect(bad.status).toBe(400);
  });
});

describe('deleting a member', () => {
  it('refuses while they have contributions, saying how many, and deletes once they are gone', async () => {
    const occasion = await createOccasion(admin, { name: 'Member delete' });
    const juma = await createMember(admin, occasion.id, 'Juma', { pledgedMinor: 9_000 });
    const paid = await contribute(admin, juma.id, 3_000);

    expect(await admin('DELETE', `/api/members/${juma.id}`)).toEqual({
      status: 409,
      body: { message: 'This member holds 1 contribution; delete it first' },
    });
    expect((await admin('GET', `/api/contributions/${paid.id}`)).status).toBe(200);

    await admin('DELETE', `/api/contributions/${paid.id}`);
    expect(await admin('DELETE', `/api/members/${juma.id}`)).toEqual({
      status: 200,
      body: { message: 'Member deleted' },
    });
    expect((await admin('GET', `/api/members/${juma.id}`)).status).toBe(404);
    expect((await admin('GET', `/api/occasions/${occasion.id}`)).body.memberCount).toBe(0);
  });
});

describe('member scope', () => {
  it("shows a role of scope assigned only its own occasions' members", async () => {
    const committee = await createUserWith(
      t,
      ['ADD_OCCASIONS', 'READ_MEMBERS', 'ADD_MEMBERS', 'UPDATE_MEMBERS', 'DELETE_MEMBERS'],
      'assigned',
    );
    const api = apiAs(t, committee.cookie);
    const own = await createOccasion(api, { name: 'Committee own' });
    const foreign = await createOccasion(admin, { name: 'Committee foreign' });
    await createMember(api, own.id, 'Scoped mine', { pledgedMinor: 1_000 });
    const theirs = await createMember(admin, foreign.id, 'Scoped theirs', { pledgedMinor: 1_000 });

    const across = await api('GET', '/api/members?filter=name:ilike:scoped');
    expect(namesOf(across.body.items)).toEqual(['Scoped mine']);
    expect(across.body.total).toBe(1);
    expect((await api('GET', `/api/occasions/${foreign.id}/members`)).status).toBe(404);
    expect(
      (await api('POST', `/api/occasions/${foreign.id}/members`, { name: 'Sneaky' })).status,
    ).toBe(404);
    expect(await api('GET', `/api/members/${theirs.id}`)).toEqual({
      status: 404,
      body: { message: 'Member not found' },
    });
    expect(
      (await api('PATCH', `/api/members/${theirs.id}`, { pledgedMinor: 0, version: 1 })).status,
    ).toBe(404);
    expect((await api('DELETE', `/api/members/${theirs.id}`)).status).toBe(404);
    expect((await admin('GET', `/api/members/${theirs.id}`)).body.pledgedMinor).toBe(1_000);
  });
});
