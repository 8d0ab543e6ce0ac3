/**
 * Random query strings, bodies and ids sent to every API route: the answer is always 2xx
 * or 4xx with a message, never 5xx, and a 4xx changes nothing in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema';
import { apiAs, inDays } from './api-client';
import { ADMIN_PASSWORD, asWebApp, createTestApp, loginCookie, type TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let realIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });
  cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  const admin = apiAs(t, cookie);
  const event = (
    await admin('POST', '/api/events', {
      name: 'Fuzzed',
      startsAt: inDays(10),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    })
  ).body;
  const guest = (await admin('POST', `/api/events/${event.id}/guests`, { name: 'Fuzz guest' }))
    .body;
  realIds = { id: event.id, guestId: guest.id };
});
afterAll(async () => t.close());

/** Every table of the schema but sessions (reads refresh them): a new table is covered at once. */
const WRITABLE_TABLES = Object.values(schema as Record<string, unknown>)
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .filter((name) => name !== 'sessions');

/** A fingerprint of everything a write could touch. */
async function fingerprint(): Promise<string> {
  const parts = WRITABLE_TABLES.map((table) =>
    sql.raw(
      `(select count(*)::text || md5(coalesce(string_agg(t::text, '' order by t::text), '')) from ${table} t)`,
    ),
  );
  const result = await t.db.execute(sql`select ${sql.join(parts, sql`||'|'||`)} as fp`);
  return String(
    (result as unknown as { rows: { fp: string }[] }).rows?.[0]?.fp ?? JSON.stringify(result),
  );
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%00',
    '../',
    "' or 1=1 --",
    '💍🎉',
    '\u0000',
    'Amina\u0000',
    'name:ilike:a\u0000',
    'null',
    '-1',
    '1e309',
    'a'.repeat(5000),
  ),
  fc.uuid(),
);
const idLike = fc.oneof(fc.uuid(), nasty, fc.constantFrom('real'));
const queryValue = fc.oneof(nasty, fc.integer().map(String), fc.array(nasty, { maxLength: 3 }));
const queryKeys = fc.constantFrom(
  'filter',
  'page',
  'size',
  'sort',
  'fields',
  'tz',
  'x',
  'filter[]',
  '__proto__',
);
const query = fc.dictionary(queryKeys, queryValue, { maxKeys: 4 });
const body = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'version',
      'phone',
      'startsAt',
      'privileges',
      'roleIds',
      'kind',
      'extraMobilePrefixes',
      'userIds',
      'password',
      'scope',
      'status',
      'body',
      'subject',
      'channel',
      'audience',
      'items',
      'fields',
      'artwork',
      'guestIds',
      'templateId',
      'contextId',
      'filter',
      'timing',
      'timeZone',
      'confirm',
    ),
    fc.oneof(
      nasty,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(nasty, { maxLength: 3 }),
    ),
  ),
);

function toQueryString(params: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value].flat()) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Routes whose success ends the caller's own session: fuzzing them would only test sign-in. */
const SKIPPED = new Set([
  'GET /logout',
  'POST /api/profile/password',
  'POST /api/profile/sessions/sign-out-others',
]);

describe('bad input on every route', () => {
  it('fingerprints the database so that any write shows', async () => {
    const before = await fingerprint();
    await apiAs(t, cookie)('POST', '/api/categories', { kind: 'event', name: 'Fingerprinted' });
    expect(await fingerprint()).not.toBe(before);
  });

  it('never answers 5xx, and a 4xx carries a message and changes nothing', async () => {
    const routes = t.app.routeRegistry.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(idLike, idLike, query, body, async (id, guestId, params, payload) => {
          const url =
            route.url
              .replace(':id', encodeURIComponent(id === 'real' ? realIds.id! : id))
              .replace(
                ':guestId',
                encodeURIComponent(guestId === 'real' ? realIds.guestId! : guestId),
              ) + toQueryString(params);
          const before = await fingerprint();
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: asWebApp(cookie),
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : { payload: payload as object }),
          });
          const where = `${route.method} ${url.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(typeof response.json<{ message: unknown }>().message, where).toBe('string');
            expect(await fingerprint(), where).toBe(before);
          }
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 12) },
      );
    }
  }, 600_000);
});
