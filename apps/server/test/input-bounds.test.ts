/**
 * Bounds on input (decision 0018): JSON nesting, dates and times, time zones. Each answers
 * a 400 naming the field where it used to fail as a 500 deep inside the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJsonDeeperThan, MAX_JSON_DEPTH } from '../src/plugins/bounded-json';
import { findNul } from '../src/plugins/refuse-nul';
import { MAX_LIST_PAGE, MAX_PAGE_SIZE } from '@karamu/shared';
import { apiAs, inDays } from './api-client';
import { ADMIN_PASSWORD, asWebApp, createTestApp, loginCookie, type TestApp } from './test-app';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  admin = apiAs(t, cookie);
});
afterAll(async () => t.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const post = (url: string, payload: string, withCookie = true) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...asWebApp(withCookie ? cookie : undefined), 'content-type': 'application/json' },
    payload,
  });

describe('JSON nesting', () => {
  it('counts brackets outside strings only, escaped quotes included', () => {
    expect(isJsonDeeperThan(nested(3), 3)).toBe(false);
    expect(isJsonDeeperThan(nested(4), 3)).toBe(true);
    expect(isJsonDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(isJsonDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(isJsonDeeperThan(`{"a\\\\":[[1]]}`, 2)).toBe(true);
  });

  it('answers 400 naming the limit to a deep body, before and after sign-in', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const response of [
      await post('/api/login', nested(5000), false),
      await post('/api/events', deep),
      await post('/api/roles', nested(MAX_JSON_DEPTH + 1)),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'JSON nested deeper than 32 levels',
        fieldErrors: { body: ['JSON nested deeper than 32 levels'] },
      });
    }
  });

  it('reads a body at the limit as usual', async () => {
    const response = await post('/api/roles', nested(MAX_JSON_DEPTH));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/nested/);
  });

  it('finds NUL at any depth without recursion', () => {
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i += 1) value = { k: value };
    expect(findNul(value)).toBe(Array(100_000).fill('k').join('.'));
    expect(findNul({ a: { b: 'x' }, c: ['y', 'z\u0000'] })).toBe('c.1');
    expect(findNul({ a: { b: 'x\u0000' }, ['c\u0000']: 1 })).toBe('a.b');
    expect(findNul({ a: 1, ['c\u0000']: 'x\u0000' })).toBe('c\u0000');
  });
});

describe('dates and times within the years 1900 to 2200', () => {
  const eventBody = (startsAt: string) => ({
    name: 'Bounded',
    startsAt,
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });

  it('refuses year 0000, 275760 and 9999 in every body field that takes one, naming it', async () => {
    const event = (await admin('POST', '/api/events', eventBody(inDays(5)))).body;
    const occasion = (
      await admin('POST', '/api/occasions', {
        name: 'Bounded occasion',
        startsAt: inDays(5),
        timeZone: 'Africa/Nairobi',
        currency: 'KES',
        defaultCountry: 'KE',
      })
    ).body;
    const member = (
      await admin('POST', `/api/occasions/${occasion.id}/members`, {
        name: 'Juma',
        pledgedMinor: 1000,
      })
    ).body;
    const guest = (await admin('POST', `/api/events/${event.id}/guests`, { name: 'Neema' })).body;
    const calls: [string, string, (value: string) => unknown, string][] = [
      ['POST', '/api/events', (v) => eventBody(v), 'startsAt'],
      ['PATCH', `/api/events/${event.id}`, (v) => ({ endsAt: v, version: 1 }), 'endsAt'],
      [
        'PATCH',
        `/api/occasions/${occasion.id}`,
        (v) => ({ startsAt: v, version: occasion.version }),
        'startsAt',
      ],
      [
        'POST',
        '/api/contributions',
        (v) => ({ memberId: member.id, amountMinor: 100, paidAt: v, method: 'cash' }),
        'paidAt',
      ],
      [
        'POST',
        `/api/events/${event.id}/check-ins`,
        (v) => ({
          clientId: crypto.randomUUID(),
          deviceId: 'd',
          guestId: guest.id,
          count: 1,
          scannedAt: v,
        }),
        'scannedAt',
      ],
    ];
    for (const value of [
      '0000-01-01T00:00:00Z',
      '275760-09-13T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '1899-12-31T23:59:59Z',
    ]) {
      for (const [method, url, body, field] of calls) {
        const response = await admin(method as 'POST', url, body(value));
        expect(response.status, `${method} ${url} ${value}`).toBe(400);
        expect(Object.keys(response.body.fieldErrors), `${method} ${url}`).toEqual([field]);
        expect(response.body.message).toMatch(/in the years 1900 to 2200|must be a date/);
      }
    }
    // The bound is on the instant: 03:00 in Nairobi on 1 January 2201 is midnight UTC.
    const late = await admin('POST', '/api/events', eventBody('2201-01-01T03:00:00+03:00'));
    expect(late.body.message).toBe(
      "Invalid 'startsAt' in request body: Start must be in the years 1900 to 2200",
    );
    const inside = await admin('POST', '/api/events', eventBody('2201-01-01T02:59:59+03:00'));
    expect(inside.status).toBe(201);
  });

  it('refuses them in a schedule, its send time and its last day', async () => {
    for (const timing of [
      { kind: 'at', at: '0000-01-01T00:00:00Z' },
      { kind: 'weekly', weekday: 1, time: '09:00', until: '0000-01-01' },
      { kind: 'weekly', weekday: 1, time: '09:00', until: '2999-01-01' },
    ]) {
      const response = await admin('POST', '/api/schedules', {
        name: 'Bounded schedule',
        templateId: '00000000-0000-4000-8000-000000000000',
        contextId: '00000000-0000-4000-8000-000000000000',
        filter: { name: 'all' },
        timing,
        timeZone: 'Africa/Nairobi',
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fieldErrors)).toEqual([
        `timing.${timing.kind === 'at' ? 'at' : 'until'}`,
      ]);
    }
  });

  it('refuses them in a list filter date range, naming the filter', async () => {
    for (const range of ['0000-Jan-01,2026-Jan-01', '2026-Jan-01,9999-Dec-31', '1899-Dec-31,']) {
      const response = await admin('GET', `/api/events?filter=created:btn:${range}`);
      expect(response.status, range).toBe(400);
      expect(Object.keys(response.body.fieldErrors)).toEqual(['filter']);
    }
    const { body } = await admin('GET', '/api/events?filter=created:btn:1900-Jan-01,2200-Dec-31');
    expect(body.total).toBeGreaterThan(0);
  });
});

describe('time zones', () => {
  it('reads a zone name the database lacks by its canonical name, and refuses one with none', async () => {
    const range = 'filter=created:btn:2020-Jan-01,2200-Jan-01';
    const pacific = await admin('GET', `/api/events?${range}&tz=US/Pacific-New`);
    expect(pacific.status).toBe(200);
    const systemV = await admin('GET', `/api/events?${range}&tz=SystemV/AST4`);
    expect(systemV.status).toBe(400);
    expect(systemV.body.fieldErrors).toEqual({ tz: ['Unknown time zone'] });

    const event = await admin('POST', '/api/events', {
      name: 'Old zone name',
      startsAt: inDays(3),
      timeZone: 'US/Pacific-New',
      defaultCountry: 'US',
    });
    expect(event.status).toBe(201);
    expect((await admin('GET', `/api/events/${event.body.id}/stats`)).status).toBe(200);
  });
});

describe('list paging (issue 27)', () => {
  // 2^53 - 1 and 2^53: the row offset they make is past what either database takes.
  const lists = ['/api/events', '/api/users', '/api/categories', '/api/vendors'];

  it('answers 400 naming the limit to a page past 100,000, on every list', async () => {
    for (const list of lists) {
      for (const page of ['9007199254740991', '9007199254740992', String(MAX_LIST_PAGE + 1)]) {
        const { status, body } = await admin('GET', `${list}?page=${page}&size=10000`);
        expect({ list, page, status }).toEqual({ list, page, status: 400 });
        expect(body.fieldErrors).toEqual({ page: ['must be at most 100000'] });
      }
    }
  });

  it('answers the last page allowed, empty, and refuses a page larger than 10,000 rows', async () => {
    for (const list of lists) {
      const last = await admin('GET', `${list}?page=${MAX_LIST_PAGE}&size=${MAX_PAGE_SIZE}`);
      expect({ list, status: last.status }).toEqual({ list, status: 200 });
      expect(last.body.items).toEqual([]);
      for (const size of [String(MAX_PAGE_SIZE + 1), '9007199254740992']) {
        const wide = await admin('GET', `${list}?size=${size}`);
        expect({ list, size, status: wide.status }).toEqual({ list, size, status: 400 });
        expect(wide.body.fieldErrors).toEqual({ size: ['must be at most 10000'] });
      }
    }
  });
});
