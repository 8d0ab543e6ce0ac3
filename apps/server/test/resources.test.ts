/**
 * The resource convention, end to end through HTTP on a real database: lists with filters,
 * sorting, paging and field selection; record scope; optimistic concurrency; the audit log.
 */
import { describe, expect, it } from 'vitest';
import { apiAs, inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;

useAdminApp((started) => ({ t, admin } = started));

const newEvent = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  startsAt: inDays(30),
  timeZone: 'Africa/Nairobi',
  defaultCountry: 'KE',
  ...extra,
});

describe('categories', () => {
  it('creates, lists with search and kind filter, updates with its version, and deletes', async () => {
    // Names of their own: first start seeds the usual categories (wedding, send-off...).
    const created = await admin('POST', '/api/categories', { kind: 'event', name: 'Test ruracio' });
    expect(created.status).toBe(201);
    await admin('POST', '/api/categories', { kind: 'event', name: 'Test graduation' });
    await admin('POST', '/api/categories', { kind: 'service', name: 'Test catering' });

    const events = await admin(
      'GET',
      '/api/categories?filter=kind:in:event&filter=name:ilike:test&sort=name',
    );
    expect(events.body.items.map((c: { name: string }) => c.name)).toEqual([
      'Test graduation',
      'Test ruracio',
    ]);
    // Beside the seeded Catering (migration 0026), the one made here.
    const searched = await admin('GET', '/api/categories?filter=name:ilike:cater&sort=name');
    expect(searched.body).toMatchObject({ total: 2, page: 1, size: 20 });
    expect(searched.body.items.map((c: { name: string }) => c.name)).toEqual([
      'Catering',
      'Test catering',
    ]);

    const updated = await admin('PATCH', `/api/categories/${created.body.id}`, {
      name: 'Test ruracio ceremony',
      version: created.body.version,
    });
    expect(updated.body).toMatchObject({ name: 'Test ruracio ceremony', version: 2 });

    const deleted = await admin('DELETE', `/api/categories/${created.body.id}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Category deleted' } });
    expect((await admin('GET', `/api/categories/${created.body.id}`)).status).toBe(404);
  });

  it('refuses a duplicate name of the same kind with a message on the field', async () => {
    await admin('POST', '/api/categories', { kind: 'service', name: 'Test photography' });
    const again = await admin('POST', '/api/categories', {
      kind: 'service',
      name: 'test PHOTOGRAPHY',
    });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors.name).toBeDefined();
  });

  it('is readable without signing in, but not writable', async () => {
    const anonymous = apiAs(t, undefined);
    expect((await anonymous('GET', '/api/categories')).status).toBe(200);
    expect((await anonymous('POST', '/api/categories', { kind: 'event', name: 'X' })).status).toBe(
      401,
    );
  });
});

describe('categories: a fresh installation and kinds (issue 29)', () => {
  it('starts with the usual service categories, so a vendor needs no administrator first', async () => {
    const anonymous = apiAs(t, undefined);
    const { body } = await anonymous('GET', '/api/categories?filter=kind:in:service&size=100');
    expect(body.items.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([
        'Photography',
        'Catering',
        'Decor',
        'Venue',
        'Music and DJ',
        'MC',
        'Cakes',
        'Transport',
        'Attire',
        'Makeup and hair',
      ]),
    );
    const photography = body.items.find((c: { name: string }) => c.name === 'Photography');
    expect(photography).toMatchObject({ kind: 'service', createdBy: null });
    expect(photography.description).toMatch(/Photos/);
  });

  it('refuses a new category without a kind, naming the field', async () => {
    const response = await admin('POST', '/api/categories', { name: 'Test no kind' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors.kind).toEqual(['Choose the kind: event or service']);
  });

  it('changes the kind of a category nothing uses, audited', async () => {
    const created = await admin('POST', '/api/categories', { kind: 'event', name: 'Test tents' });
    const changed = await admin('PATCH', `/api/categories/${created.body.id}`, {
      kind: 'service',
      version: created.body.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ kind: 'service', name: 'Test tents', version: 2 });
    const audit = await admin(
      'GET',
      `/api/audit-log?filter=resource:in:categories&filter=recordId:ilike:${created.body.id}`,
    );
    expect(audit.body.items[0]).toMatchObject({
      action: 'update',
      changes: { kind: { before: 'event', after: 'service' } },
    });
  });

  it('refuses with 409 to change the kind of a category events use, and changes nothing', async () => {
    const created = await admin('POST', '/api/categories', { kind: 'event', name: 'Test harusi' });
    await admin('POST', '/api/events', newEvent('Harusi', { categoryId: created.body.id }));
    await admin('POST', '/api/events', newEvent('Harusi 2', { categoryId: created.body.id }));
    const refused = await admin('PATCH', `/api/categories/${created.body.id}`, {
      kind: 'service',
      name: 'Test harusi renamed',
      version: created.body.version,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.fieldErrors.kind).toEqual([
      '2 events use this event category, so its kind cannot change. Make a new category instead.',
    ]);
    const after = await admin('GET', `/api/categories/${created.body.id}`);
    expect(after.body).toMatchObject({ kind: 'event', name: 'Test harusi', version: 1 });
  });

  it('refuses to change the kind into a name the other kind already has', async () => {
    const created = await admin('POST', '/api/categories', { kind: 'event', name: 'catering' });
    const refused = await admin('PATCH', `/api/categories/${created.body.id}`, {
      kind: 'service',
      version: created.body.version,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.fieldErrors.name).toBeDefined();
  });

  it('refuses an unknown kind on an update, naming the field', async () => {
    const created = await admin('POST', '/api/categories', { kind: 'event', name: 'Test odd' });
    const refused = await admin('PATCH', `/api/categories/${created.body.id}`, {
      kind: 'venue',
      version: created.body.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.kind).toBeDefined();
  });
});

describe('optimistic concurrency', () => {
  it('answers 409 to an update based on a stale version and keeps the first change', async () => {
    const { body: event } = await admin('POST', '/api/events', newEvent('Amina & Baraka'));
    const first = await admin('PATCH', `/api/events/${event.id}`, {
      venue: 'Safari Park',
      version: 1,
    });
    expect(first.status).toBe(200);
    const stale = await admin('PATCH', `/api/events/${event.id}`, {
      venue: 'Carnivore',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.fieldErrors.version).toBeDefined();
    expect((await admin('GET', `/api/events/${event.id}`)).body.venue).toBe('Safari Park');
  });

  it('requires the version on every update', async () => {
    const { body: event } = await admin('POST', '/api/events', newEvent('No version'));
    const missing = await admin('PATCH', `/api/events/${event.id}`, { venue: 'Somewhere' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.version).toEqual(['Version is required']);
  });
});

describe('list queries', () => {
  it('sorts, pages, selects fields and keeps the order stable', async () => {
    for (const name of ['Zawadi', 'Imani', 'Neema'])
      await admin('POST', '/api/events', newEvent(`Paging ${name}`));
    const page1 = await admin(
      'GET',
      '/api/events?filter=name:ilike:paging&sort=-name&size=2&fields=id,name',
    );
    expect(page1.body.items).toEqual([
      { id: expect.any(String), name: 'Paging Zawadi' },
      { id: expect.any(String), name: 'Paging Neema' },
    ]);
    expect(page1.body.total).toBe(3);
    const page2 = await admin(
      'GET',
      '/api/events?filter=name:ilike:paging&sort=-name&size=2&page=2&fields=name',
    );
    expect(page2.body.items).toEqual([{ name: 'Paging Imani' }]);
  });

  it('treats % and _ in the search text as plain characters', async () => {
    await admin('POST', '/api/events', newEvent('100% Fun_day'));
    expect((await admin('GET', '/api/events?filter=name:ilike:0%25%20f')).body.total).toBe(1);
    expect((await admin('GET', '/api/events?filter=name:ilike:%25%25')).body.total).toBe(0);
  });

  it('reads date ranges as whole days in the given zone', async () => {
    const startsAt = '2031-03-01T21:30:00.000Z'; // 2 March 00:30 in Nairobi
    await admin('POST', '/api/events', newEvent('Zone check', { startsAt }));
    const nairobi = await admin(
      'GET',
      '/api/events?filter=name:ilike:zone&filter=startsAt:btn:2031-Mar-02,2031-Mar-02&tz=Africa/Nairobi',
    );
    const utc = await admin(
      'GET',
      '/api/events?filter=name:ilike:zone&filter=startsAt:btn:2031-Mar-02,2031-Mar-02',
    );
    expect([nairobi.body.total, utc.body.total]).toEqual([1, 0]);
  });

  it.each([
    ['an unknown filter field', '/api/events?filter=secret:ilike:x', 'filter'],
    ['an operator the field does not take', '/api/events?filter=name:btn:2026-Nov-01,', 'filter'],
    ['a bad option value', '/api/events?filter=status:in:archived', 'filter'],
    ['an unknown sort field', '/api/events?sort=passwordHash', 'sort'],
    ['an unknown field selection', '/api/events?fields=id,secret', 'fields'],
    ['a page too large', '/api/events?size=10001', 'size'],
    ['an unknown zone', '/api/events?tz=Mars/Olympus', 'tz'],
    ['an unknown parameter', '/api/events?limit=5', 'limit'],
  ])('answers 400 naming the parameter for %s', async (_name, url, field) => {
    const response = await admin('GET', url);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toContain(field);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('record scope', () => {
  it('shows a role of scope assigned only the events its user created or is on the team of', async () => {
    const reader = await createUserWith(t, ['READ_EVENTS'], 'assigned');
    const mine = (await admin('POST', '/api/events', newEvent('Scope assigned one'))).body;
    const other = (await admin('POST', '/api/events', newEvent('Scope not assigned'))).body;
    expect(
      (await admin('PUT', `/api/events/${mine.id}/team`, { userIds: [reader.id] })).status,
    ).toBe(200);

    const api = apiAs(t, reader.cookie);
    const list = await api('GET', '/api/events?filter=name:ilike:scope');
    expect(list.body.items.map((e: { name: string }) => e.name)).toEqual(['Scope assigned one']);
    expect(list.body.total).toBe(1);
    expect((await api('GET', `/api/events/${mine.id}`)).status).toBe(200);
    const hidden = await api('GET', `/api/events/${other.id}`);
    expect(hidden).toEqual({ status: 404, body: { message: 'Event not found' } });
  });

  it('lets a role of scope all see every event', async () => {
    const reader = await createUserWith(t, ['READ_EVENTS'], 'all');
    const { body } = await apiAs(t, reader.cookie)('GET', '/api/events?filter=name:ilike:scope');
    expect(body.total).toBe(2);
  });

  it('scopes guests by their event, in the event list and across events', async () => {
    const organiser = await createUserWith(
      t,
      ['READ_EVENTS', 'ADD_EVENTS', 'READ_ATTENDEES', 'ADD_ATTENDEES'],
      'assigned',
    );
    const api = apiAs(t, organiser.cookie);
    const own = (await api('POST', '/api/events', newEvent('Organiser own'))).body;
    const foreign = (await admin('POST', '/api/events', newEvent('Someone else'))).body;
    expect((await api('POST', `/api/events/${own.id}/guests`, { name: 'Own guest' })).status).toBe(
      201,
    );
    await admin('POST', `/api/events/${foreign.id}/guests`, { name: 'Foreign guest' });

    const across = await api('GET', '/api/attendees');
    expect(across.body.items.map((g: { name: string }) => g.name)).toEqual(['Own guest']);
    expect((await api('GET', `/api/events/${foreign.id}/guests`)).status).toBe(404);
    expect((await api('POST', `/api/events/${foreign.id}/guests`, { name: 'Sneaky' })).status).toBe(
      404,
    );
  });
});

describe('guests', () => {
  it('stores phone numbers in E.164 read in the event country, and refuses landlines and duplicates', async () => {
    const event = (await admin('POST', '/api/events', newEvent('Phones'))).body;
    const url = `/api/events/${event.id}/guests`;
    const amina = await admin('POST', url, { name: 'Amina', phone: '0712 345 678' });
    expect(amina.body.phone).toBe('+254712345678');
    const abroad = await admin('POST', url, { name: 'Baraka', phone: '+256 772 123 456' });
    expect(abroad.body.phone).toBe('+256772123456');
    const landline = await admin('POST', url, { name: 'Office', phone: '020 2222222' });
    expect(landline.status).toBe(400);
    expect(landline.body.fieldErrors.phone).toEqual(['Not a mobile number']);
    const duplicate = await admin('POST', url, { name: 'Twin', phone: '+254712345678' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.fieldErrors.phone).toBeDefined();
    expect((await admin('GET', `${url}?filter=phone:eq:254712345678`)).body.total).toBe(1);
  });
});

describe('audit log', () => {
  it('records who changed which fields, before and after, for SUPER_ADMIN only', async () => {
    const event = (await admin('POST', '/api/events', newEvent('Audited'))).body;
    await admin('PATCH', `/api/events/${event.id}`, { venue: 'KICC', version: 1 });
    const { body } = await admin('GET', `/api/audit-log?filter=recordId:ilike:${event.id}&sort=at`);
    expect(body.items.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect(body.items[1]).toMatchObject({
      actorUsername: 'admin',
      resource: 'events',
      changes: { venue: { before: null, after: 'KICC' } },
    });
    const reader = await createUserWith(t, ['READ_EVENTS', 'ALL']);
    expect((await apiAs(t, reader.cookie)('GET', '/api/audit-log')).status).toBe(403);
  });

  it('writes nothing when the change is refused', async () => {
    const before = (await admin('GET', '/api/audit-log')).body.total;
    await admin('POST', '/api/events', newEvent('', {}));
    await admin('POST', '/api/events', newEvent('Past', { startsAt: inDays(-1) }));
    expect((await admin('GET', '/api/audit-log')).body.total).toBe(before);
  });
});

describe('partial updates', () => {
  it('leaves fields the PATCH does not name alone, and dates an RSVP when it changes', async () => {
    const event = (await admin('POST', '/api/events', newEvent('Partial'))).body;
    const url = `/api/events/${event.id}/guests`;
    const guest = (
      await admin('POST', url, { name: 'Zuri', tableName: 'Table 9', notes: 'Vegetarian' })
    ).body;
    const answered = await admin('PATCH', `${url}/${guest.id}`, {
      rsvpStatus: 'accepted',
      version: 1,
    });
    expect(answered.body).toMatchObject({
      tableName: 'Table 9',
      notes: 'Vegetarian',
      rsvpStatus: 'accepted',
    });
    const stats = await admin('GET', `/api/events/${event.id}/stats`);
    expect(stats.body.rsvpsOverTime).toHaveLength(1);
    const cleared = await admin('PATCH', `${url}/${guest.id}`, { notes: '', version: 2 });
    expect(cleared.body).toMatchObject({ tableName: 'Table 9', notes: null });
  });
});
