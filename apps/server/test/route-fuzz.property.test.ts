/**
 * Every route of the registry, fuzzed from a call that works (route-cases.ts): one part
 * of it (a body field, the whole body, a query parameter, a path parameter) replaced by
 * something hostile: malformed, missing, oversized or deeply nested JSON, NUL, digits of
 * other scripts, extreme numbers and dates. Signed in as admin and signed out. The answer
 * is never 5xx, a 4xx writes nothing (decision 0018), and every answer is what the route
 * declares for its status (issue 27: support/answer-contract.ts). FUZZ_RUNS sets runs per
 * route.
 * Both SMS providers' webhooks are configured here (receiving needs no provider to send
 * through), and their calls are provider-shaped forms, signed again after each mutation
 * for Twilio, so that the fuzzed bodies reach the handlers instead of a 404 or 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  twilioSignature,
  type FormParams,
} from '../src/modules/platform/messaging/webhooks/signatures';
import { apiAs } from './api-client';
import type { Prepared } from './route-case';
import { ROUTE_CASES } from './route-cases';
import { createMismatchLog } from './support/answer-contract';
import { fingerprint } from './support/fingerprint';
import { ADMIN_PASSWORD, asWebApp, createTestApp, loginCookie, type TestApp } from './test-app';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/** Small, so that an oversized body is cheap to send. */
const BODY_LIMIT = 65_536;

const PUBLIC_BASE_URL = 'https://karamu.example';
const AT_WEBHOOK_SECRET = 'fuzz-at-webhook-secret-0123456789';
const TWILIO_AUTH_TOKEN = 'fuzz-twilio-auth-token';
const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;

let t: TestApp;
let cookie: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
    BODY_LIMIT_BYTES: String(BODY_LIMIT),
    PUBLIC_BASE_URL,
    AT_WEBHOOK_SECRET,
    TWILIO_AUTH_TOKEN,
  });
  cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  adminId = (await apiAs(t, cookie)('GET', '/api/me?fields=id')).body.id;
});
afterAll(async () => t.close());

/** Routes whose success ends the caller's own session: fuzzing them would only test sign-in. */
const SKIPPED = new Set([
  'GET /logout',
  'POST /api/profile/password',
  'POST /api/profile/sessions/sign-out-others',
]);

/** A call of the fuzz: a prepared one, or a provider's form post. */
type FuzzCall = Prepared & { form?: Record<string, string> };

/**
 * The webhooks' calls as the providers make them (the route cases' calls answer 404: the
 * access matrix configures no provider). Receipts name a message id not on record, which
 * is kept for later; inbound messages are STOP replies.
 */
const WEBHOOK_CALLS: Record<string, FuzzCall> = {
  'POST /api/webhooks/sms/africastalking/:secret': {
    url: `/api/webhooks/sms/africastalking/${AT_WEBHOOK_SECRET}`,
    form: {
      id: 'ATXid_fuzz',
      status: 'Success',
      phoneNumber: '+254700000000',
      networkCode: '63902',
      retryCount: '0',
    },
  },
  'POST /api/webhooks/sms/africastalking/:secret/inbound': {
    url: `/api/webhooks/sms/africastalking/${AT_WEBHOOK_SECRET}/inbound`,
    form: {
      from: '+254700000001',
      to: '40404',
      text: 'STOP',
      date: '2026-11-21 10:15:00',
      id: 'in_fuzz',
      linkId: 'link_fuzz',
      networkCode: '63902',
    },
  },
  'POST /api/webhooks/sms/twilio': {
    url: '/api/webhooks/sms/twilio',
    form: {
      MessageSid: 'SMfuzz',
      SmsSid: 'SMfuzz',
      AccountSid: TWILIO_SID,
      MessageStatus: 'delivered',
      ApiVersion: '2010-04-01',
    },
  },
  'POST /api/webhooks/sms/twilio/inbound': {
    url: '/api/webhooks/sms/twilio/inbound',
    form: {
      MessageSid: 'SMfuzzin',
      SmsSid: 'SMfuzzin',
      AccountSid: TWILIO_SID,
      From: '+254700000002',
      To: '+15005550006',
      Body: 'STOP',
      NumMedia: '0',
      ApiVersion: '2010-04-01',
    },
  },
};

/**
 * Twilio's signature over what the server will read from the body (a form, or JSON whose
 * values are strings), so the mutated call passes the signature check and reaches the
 * handler; a body that is neither is signed as an empty form and refused with 403.
 */
function twilioHeaders(url: string, payload: string | Buffer | undefined, contentType: string) {
  const text = payload?.toString() ?? '';
  let params: FormParams = {};
  if (contentType === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(text)) {
      const had = params[name];
      params[name] = had === undefined ? value : [had, value].flat();
    }
  } else {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) params = parsed as FormParams;
    } catch {
      // Not JSON: signed as an empty form, as said above.
    }
  }
  return {
    'x-twilio-signature': twilioSignature(TWILIO_AUTH_TOKEN, `${PUBLIC_BASE_URL}${url}`, params),
  };
}

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Values that have broken parsers, formatters and databases. */
const hostileText = fc.constantFrom(
  '',
  '\u0000',
  'Amina\u0000',
  '٣',
  '١٢٣٤٥٦٧٨٩٠',
  '۹۹۹',
  '1e308',
  '-1e308',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  '0000-01-01T00:00:00Z',
  '0000-01-01',
  '275760-09-13T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-13-01',
  'US/Pacific-New',
  'SystemV/AST4',
  'x'.repeat(5000),
  '💍'.repeat(300),
  '../../etc/passwd',
);
const hostileValue = fc.oneof(
  hostileText,
  fc.constantFrom<unknown>(
    1e308,
    -1e308,
    -0,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    -(2 ** 63),
    0.1,
    null,
    true,
    [],
    {},
    ['\u0000'],
    { __proto__: null, constructor: 1 },
  ),
);
/** Query values, filters among them. */
const hostileQueryValue = fc.oneof(
  hostileText,
  fc.constantFrom(
    'created:btn:0000-Jan-01,2026-Jan-01',
    'created:btn:2026-Jan-01,275760-Jan-01',
    'startsAt:btn:9999-Dec-31,',
    'created:btn:2026-Feb-30,2026-Mar-01',
    'name:ilike:\u0000',
    'name:ilike:٣',
    'id:eq:1e308',
    'amountMinor:eq:99999999999999999999999',
    'status:in:a,b,\u0000',
  ),
);
const queryKey = fc.constantFrom('filter', 'page', 'size', 'sort', 'fields', 'tz', 'format', 'v');
/** Whole bodies sent as raw JSON text. */
const rawBody = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"x":1e999}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{}}}',
  deep(40),
  deep(5000),
  `[${'['.repeat(10_000)}`,
  `{"name":"${'x'.repeat(BODY_LIMIT)}"}`,
);

type Mutation =
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'raw'; text: string }
  | { kind: 'query'; key: string; value: string }
  | { kind: 'path'; pick: number; value: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('raw' as const), text: rawBody }),
  fc.record({ kind: fc.constant('query' as const), key: queryKey, value: hostileQueryValue }),
  fc.record({ kind: fc.constant('path' as const), pick: fc.nat(), value: hostileText }),
);

/** Every path to a value in the body, nested ones included ("timing.at", "items.0.count"). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return prefix.length ? [prefix] : [];
  const here = prefix.length ? [prefix] : [];
  return [
    ...here,
    ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, key])),
  ];
}

function withReplaced(body: unknown, path: string[], value: unknown, drop: boolean): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (drop) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** The call the mutation makes of the prepared one: URL, payload and content type. */
function mutate(route: { url: string }, prepared: FuzzCall, m: Mutation) {
  const url = new URL(prepared.url, 'http://karamu.test');
  let payload: string | Buffer | undefined =
    prepared.raw?.payload ??
    (prepared.body === undefined ? undefined : JSON.stringify(prepared.body));
  let contentType = prepared.raw?.contentType ?? 'application/json';
  const paths = pathsOf(prepared.body);
  const formFields = Object.keys(prepared.form ?? {});
  if (prepared.form) {
    payload = new URLSearchParams(prepared.form).toString();
    contentType = 'application/x-www-form-urlencoded';
  }
  if ((m.kind === 'field' || m.kind === 'drop') && prepared.form && formFields.length > 0) {
    const form = { ...prepared.form };
    const field = formFields[m.pick % formFields.length]!;
    if (m.kind === 'drop') delete form[field];
    else form[field] = typeof m.value === 'string' ? m.value : JSON.stringify(m.value);
    payload = new URLSearchParams(form).toString();
  } else if ((m.kind === 'field' || m.kind === 'drop') && paths.length > 0) {
    const path = paths[m.pick % paths.length]!;
    payload = JSON.stringify(
      withReplaced(
        prepared.body,
        path,
        m.kind === 'field' ? m.value : undefined,
        m.kind === 'drop',
      ),
    );
  } else if (m.kind === 'raw' || m.kind === 'field' || m.kind === 'drop') {
    payload = m.kind === 'raw' ? m.text : JSON.stringify(m.kind === 'field' ? m.value : {});
    contentType = 'application/json';
  } else if (m.kind === 'query') {
    url.searchParams.append(m.key, m.value);
  } else {
    const pattern = route.url.split('/');
    const segments = url.pathname.split('/');
    const params = pattern.flatMap((part, i) => (part.startsWith(':') ? [i] : []));
    if (params.length > 0) segments[params[m.pick % params.length]!] = encodeURIComponent(m.value);
    url.pathname = segments.join('/');
  }
  return { url: `${url.pathname}${url.search}`, payload, contentType };
}

describe('every route, fuzzed from a call that works', () => {
  it('never answers 5xx, a 4xx carries a message and writes nothing, and every answer is the declared one', async () => {
    const routes = t.app.routeRegistry.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(30);
    const admin = apiAs(t, cookie);
    const mismatches = createMismatchLog();
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      // Earlier routes' fuzzed calls may have left the state a preparation needs (a
      // setting, the admin's own profile) changed: the route is then fuzzed from its pattern.
      const prepared: FuzzCall =
        WEBHOOK_CALLS[name] ??
        (await ROUTE_CASES[name]!.prepare({
          admin,
          t,
          self: admin,
          selfId: adminId,
        }).catch(() => ({ url: route.url.replace(/:[A-Za-z]+/g, SAMPLE_ID) })));
      if (prepared.form) {
        // The call as the provider makes it is taken: the fuzzed ones start past the checks.
        const payload = new URLSearchParams(prepared.form).toString();
        const contentType = 'application/x-www-form-urlencoded';
        const taken = await t.app.inject({
          method: 'POST',
          url: prepared.url,
          headers: {
            'content-type': contentType,
            ...(route.url.startsWith('/api/webhooks/sms/twilio')
              ? twilioHeaders(prepared.url, payload, contentType)
              : {}),
          },
          payload,
        });
        expect(taken.statusCode, `${name}: ${taken.body}`).toBe(200);
        mismatches.check(route, taken, name);
      }
      let before = await fingerprint(t);
      await fc.assert(
        fc.asyncProperty(mutation, fc.boolean(), async (m, signedIn) => {
          const call = mutate(route, prepared, m);
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: call.url,
            headers: {
              ...asWebApp(signedIn ? cookie : undefined),
              ...(call.payload === undefined ? {} : { 'content-type': call.contentType }),
              ...(route.url.startsWith('/api/webhooks/sms/twilio')
                ? twilioHeaders(call.url, call.payload, call.contentType)
                : {}),
            },
            ...(call.payload === undefined ? {} : { payload: call.payload }),
          });
          const where = `${name} as ${signedIn ? 'admin' : 'nobody'}: ${JSON.stringify(m).slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          mismatches.check(route, response, where);
          const after = await fingerprint(t);
          if (response.statusCode >= 400) {
            expect(typeof response.json<{ message: unknown }>().message, where).toBe('string');
            expect(after, where).toBe(before);
          }
          before = after;
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 6) },
      );
    }
    const untrue = mismatches.list();
    expect(untrue, `${untrue.length} answers unlike their declaration`).toEqual([]);
  }, 600_000);
});
