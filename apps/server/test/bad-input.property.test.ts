/**
 * Random query strings, bodies and ids sent to every API route: the answer is always 2xx
 * or 4xx with a message, never 5xx, a 4xx changes nothing in the database, and every
 * answer is what the route declares for its status (support/answer-contract.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apiAs, inDays } from './api-client';
import { createMismatchLog } from './support/answer-contract';
import { fingerprint as fingerprintOf } from './support/fingerprint';
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

const fingerprint = () => fingerprintOf(t);

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

  it('never answers 5xx, a 4xx carries a message and changes nothing, and answers as declared', async () => {
    const routes = t.app.routeRegistry.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(30);
    const mismatches = createMismatchLog();
    for (const route of routes) {
      // The state before each call is the state after the one before it: one fingerprint a
      // call, not two (nothing else writes while the property runs).
      let before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(idLike, idLike, query, body, async (id, guestId, params, payload) => {
          const url =
            route.url
              .replace(':id', encodeURIComponent(id === 'real' ? realIds.id! : id))
              .replace(
                ':guestId',
                encodeURIComponent(guestId === 'real' ? realIds.guestId! : guestId),
              ) + toQueryString(params);
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
          mismatches.check(route, response, where);
          const after = await fingerprint();
          if (response.statusCode >= 400) {
            expect(typeof response.json<{ message: unknown }>().message, where).toBe('string');
            expect(after, where).toBe(before);
          }
          before = after;
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 12) },
      );
    }
    const untrue = mismatches.list();
    expect(untrue, `${untrue.length} answers unlike their declaration`).toEqual([]);
  }, 600_000);
});
