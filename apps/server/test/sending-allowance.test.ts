/**
 * Issue 13 (decision 0022): a self-signed-up organiser proves their phone with a one-time
 * code before sending SMS, test SMS go to that proven number alone, and every account has
 * a daily SMS allowance that only a super administrator raises. SMS go to a local
 * provider speaking Africa's Talking's format; codes are read from what it received.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, messages, phoneVerificationCodes } from '../src/db/schema';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import {
  createEventWithGuests,
  createTemplate,
  guestRows,
  mobile,
} from './support/messaging-fixtures';
import {
  ADMIN_PASSWORD,
  asWebApp,
  createTestApp,
  createUserWith,
  loginCookie,
  sessionCookieOf,
  type TestApp,
} from './test-app';

const ALLOWANCE = 3;
const CAP = 1000;

let t: TestApp;
let sms: FakeSmsProvider;
let admin: ReturnType<typeof apiAs>;
let adminCookie: string;
let templateId: string;

beforeAll(async () => {
  sms = await startFakeSmsProvider('africastalking');
  t = await createTestApp({
    ...sms.env,
    NEW_ACCOUNT_DAILY_SMS_ALLOWANCE: String(ALLOWANCE),
    MESSAGES_DAILY_CAP_PER_USER: String(CAP),
  });
  adminCookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  admin = apiAs(t, adminCookie);
  templateId = await createTemplate(admin, { channel: 'sms', body: 'Karibu {guest_name}' });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

let numbers = 0;

/** A visitor signs up at /create-event with a number of their own. */
async function signUp(app: TestApp = t) {
  const phone = mobile(800 + ++numbers);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: asWebApp(),
    payload: { name: `Organiser ${numbers}`, phone, password: 'harusi-ya-2027' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookieOf(response);
  return { id: response.json<{ id: string }>().id, phone, cookie, api: apiAs(app, cookie) };
}
type Organiser = Awaited<ReturnType<typeof signUp>>;

/** The code in the last SMS the provider accepted for `phone`. */
function lastCodeTo(phone: string): string {
  const received = sms.accepted.filter((m) => m.to === phone).at(-1);
  const code = /\b(\d{6})\b/.exec(received?.body ?? '')?.[1];
  if (!code) throw new Error(`no code reached ${phone}`);
  return code;
}

/** As if every code of the user had been asked for `minutes` earlier. */
async function age(userId: string, minutes: number) {
  const rows = await t.db
    .select()
    .from(phoneVerificationCodes)
    .where(eq(phoneVerificationCodes.userId, userId));
  for (const row of rows) {
    await t.db
      .update(phoneVerificationCodes)
      .set({ createdAt: new Date(row.createdAt.getTime() - minutes * 60_000) })
      .where(eq(phoneVerificationCodes.id, row.id));
  }
}

async function verify(organiser: Organiser) {
  expect((await organiser.api('POST', '/api/profile/phone-verification', {})).status).toBe(200);
  const confirmed = await organiser.api('POST', '/api/profile/phone-verification/confirm', {
    code: lastCodeTo(organiser.phone),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

async function sendToGuests(organiser: Organiser, count: number, app = t, template = templateId) {
  const { eventId } = await createEventWithGuests(app, organiser.cookie, guestRows(count, 100));
  const sent = await organiser.api('POST', '/api/message-batches', {
    templateId: template,
    contextId: eventId,
    filter: { name: 'all' },
  });
  return { eventId, sent };
}

const testSend = (organiser: Organiser, contextId: string, extra: object = {}) =>
  organiser.api('POST', '/api/message-batches/test', { templateId, contextId, ...extra });

describe('a new account before its phone is proven', () => {
  it('may not send SMS, to guests or as a test, and is told to verify in Settings', async () => {
    const organiser = await signUp();
    const status = await organiser.api('GET', '/api/profile/sending');
    expect(status.body).toMatchObject({
      phone: organiser.phone,
      verificationRequired: true,
      phoneVerified: false,
      codeExpiresAt: null,
      smsAllowance: { perDay: ALLOWANCE, usedToday: 0, left: ALLOWANCE },
    });
    const before = (await t.db.select().from(messages)).length;
    const { eventId, sent } = await sendToGuests(organiser, 1);
    expect(sent.status).toBe(403);
    expect(sent.body.message).toMatch(/^Verify your phone number in Settings/);
    const test = await testSend(organiser, eventId);
    expect(test.status).toBe(403);
    expect(test.body.message).toMatch(/^Verify your phone number in Settings/);
    expect((await t.db.select().from(messages)).length).toBe(before);
  });
});

describe('verification codes', () => {
  it('sends a code to the profile phone, keeps only its hash, and refuses another within a minute', async () => {
    const organiser = await signUp();
    const requested = await organiser.api('POST', '/api/profile/phone-verification', {});
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body.sentTo).toBe(organiser.phone);
    const code = lastCodeTo(organiser.phone);
    expect(sms.accepted.filter((m) => m.to === organiser.phone).at(-1)?.body).toMatch(
      /^Your Karamu code is \d{6}\. It expires in 10 minutes\./,
    );
    const [row] = await t.db
      .select()
      .from(phoneVerificationCodes)
      .where(eq(phoneVerificationCodes.userId, organiser.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    // The code's text never enters the messages table either.
    const stored = await t.db.select().from(messages).where(eq(messages.address, organiser.phone));
    expect(stored.some((m) => m.body.includes(code))).toBe(false);
    expect((await organiser.api('GET', '/api/profile/sending')).body.codeExpiresAt).toBe(
      requested.body.expiresAt,
    );

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/profile/phone-verification',
      headers: asWebApp(organiser.cookie),
      payload: {},
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/less than a minute ago\. Try again in 1 minute\./);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts wrong codes, names the field, and stops after five tries', async () => {
    const organiser = await signUp();
    await organiser.api('POST', '/api/profile/phone-verification', {});
    const right = lastCodeTo(organiser.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const confirm = (code: string) =>
      organiser.api('POST', '/api/profile/phone-verification/confirm', { code });

    const malformed = await confirm('12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors.code).toEqual(['The code is 6 digits']);

    const first = await confirm(wrong);
    expect(first.status).toBe(400);
    expect(first.body.fieldErrors.code).toEqual(['Wrong code: 4 tries left']);
    for (const left of ['3 tries', '2 tries', '1 try']) {
      expect((await confirm(wrong)).body.message).toBe(`Wrong code: ${left} left`);
    }
    expect((await confirm(wrong)).body.message).toBe(
      'Wrong code, and that was the last try: ask for a new code',
    );
    const tooMany = await confirm(right);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors.code).toEqual(['Too many wrong tries: ask for a new code']);
    expect((await organiser.api('GET', '/api/profile/sending')).body.phoneVerified).toBe(false);

    // A new code a minute later works.
    await age(organiser.id, 2);
    await verify(organiser);
  });

  it('refuses an expired code, and one asked for before the phone changed', async () => {
    const organiser = await signUp();
    await organiser.api('POST', '/api/profile/phone-verification', {});
    const code = lastCodeTo(organiser.phone);
    await t.db
      .update(phoneVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerificationCodes.userId, organiser.id));
    const expired = await organiser.api('POST', '/api/profile/phone-verification/confirm', {
      code,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.fieldErrors.code).toEqual(['This code has expired: ask for a new one']);

    await age(organiser.id, 2);
    await organiser.api('POST', '/api/profile/phone-verification', {});
    const fresh = lastCodeTo(organiser.phone);
    const profile = (await organiser.api('GET', '/api/profile')).body;
    await organiser.api('PATCH', '/api/profile', {
      phone: mobile(7000 + numbers),
      version: profile.version,
    });
    const moved = await organiser.api('POST', '/api/profile/phone-verification/confirm', {
      code: fresh,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/phone number changed since the code was sent/);
  });

  it('sends at most five codes an hour to one number, whoever asks', async () => {
    const owner = await signUp();
    for (let n = 0; n < 5; n += 1) {
      const sent = await owner.api('POST', '/api/profile/phone-verification', {});
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      await age(owner.id, 2);
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url: '/api/profile/phone-verification',
      headers: asWebApp(owner.cookie),
      payload: {},
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^At most 5 codes an hour/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);

    // Another account that puts the same number on its profile gets no code either.
    const other = await signUp();
    const profile = (await other.api('GET', '/api/profile')).body;
    await other.api('PATCH', '/api/profile', { phone: owner.phone, version: profile.version });
    const borrowed = await other.api('POST', '/api/profile/phone-verification', {});
    expect(borrowed.status).toBe(429);
  });

  it('answers 503 when the provider does not take the code', async () => {
    const organiser = await signUp();
    sms.setMode('reject', 1);
    const refused = await organiser.api('POST', '/api/profile/phone-verification', {});
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/^The SMS provider did not take the code/);
  });
});

describe('a proven phone', () => {
  it('is audited, lets the organiser test-send to it alone, and lapses when the phone changes', async () => {
    const organiser = await signUp();
    await verify(organiser);
    expect((await organiser.api('GET', '/api/profile/sending')).body).toMatchObject({
      phoneVerified: true,
      codeExpiresAt: null,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, organiser.id)))
      .orderBy(auditLog.id)
      .then((rows) => rows.filter((r) => 'verifiedPhone' in (r.changes as object)));
    expect(entry?.changes).toEqual({ verifiedPhone: { before: null, after: organiser.phone } });
    expect(entry?.actorId).toBe(organiser.id);

    const { eventId } = await createEventWithGuests(t, organiser.cookie, guestRows(1, 300));
    const elsewhere = await testSend(organiser, eventId, { to: mobile(9999) });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fieldErrors).toEqual({ to: ['Unknown field'] });

    const test = await testSend(organiser, eventId);
    expect(test.status, JSON.stringify(test.body)).toBe(201);
    const [message] = await t.db.select().from(messages).where(eq(messages.batchId, test.body.id));
    expect(message!.address).toBe(organiser.phone);

    const profile = (await organiser.api('GET', '/api/profile')).body;
    await organiser.api('PATCH', '/api/profile', {
      phone: mobile(9100 + numbers),
      version: profile.version,
    });
    expect((await organiser.api('GET', '/api/profile/sending')).body.phoneVerified).toBe(false);
    expect((await testSend(organiser, eventId)).status).toBe(403);
  });
});

describe('the daily SMS allowance', () => {
  it('refuses a send past it, saying how many are left, until a super administrator raises it', async () => {
    const organiser = await signUp();
    await verify(organiser);
    expect((await sendToGuests(organiser, 2)).sent.status).toBe(201);

    const before = (await t.db.select().from(messages)).length;
    const { sent: past } = await sendToGuests(organiser, 2);
    expect(past.status).toBe(429);
    expect(past.body.message).toMatch(
      /^Sending 2 SMS would pass today's allowance\. Your account may send 3 SMS a day; 1 is left today\. An administrator can raise it\. Try again in \d+ minutes?\.$/,
    );
    const tooBig = await sendToGuests(organiser, 4);
    expect(tooBig.sent.status).toBe(403);
    expect(tooBig.sent.body.message).toBe(
      "Sending 4 SMS is more than a day's allowance. Your account may send 3 SMS a day; 1 is left today. An administrator can raise it.",
    );
    expect((await t.db.select().from(messages)).length).toBe(before);
    expect((await organiser.api('GET', '/api/profile/sending')).body.smsAllowance).toMatchObject({
      perDay: 3,
      usedToday: 2,
      left: 1,
    });

    // Someone who may edit users but is not a super administrator cannot change it...
    const editor = apiAs(t, (await createUserWith(t, ['READ_USERS', 'UPDATE_USERS'])).cookie);
    const staff = await createUserWith(t, []);
    const staffRecord = (await admin('GET', `/api/users/${staff.id}`)).body;
    expect(staffRecord).toMatchObject({ smsDailyAllowance: null, signedUp: false });
    const refused = await editor('PATCH', `/api/users/${staff.id}`, {
      smsDailyAllowance: 100,
      version: staffRecord.version,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.fieldErrors).toHaveProperty('smsDailyAllowance');
    // ...but saving the form unchanged is no attempt to.
    const unchanged = await editor('PATCH', `/api/users/${staff.id}`, {
      name: 'Staff renamed',
      smsDailyAllowance: null,
      version: staffRecord.version,
    });
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);

    const record = (await admin('GET', `/api/users/${organiser.id}`)).body;
    expect(record).toMatchObject({ smsDailyAllowance: null, signedUp: true });
    const overCap = await admin('PATCH', `/api/users/${organiser.id}`, {
      smsDailyAllowance: CAP + 1,
      version: record.version,
    });
    expect(overCap.status).toBe(400);
    expect(overCap.body.fieldErrors.smsDailyAllowance[0]).toMatch(/at most 1,000/);

    const raised = await admin('PATCH', `/api/users/${organiser.id}`, {
      smsDailyAllowance: 100,
      version: record.version,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.smsDailyAllowance).toBe(100);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, organiser.id)))
      .orderBy(auditLog.id);
    expect(entries.at(-1)).toMatchObject({
      actorUsername: 'admin',
      changes: { smsDailyAllowance: { before: null, after: 100 } },
    });

    expect((await sendToGuests(organiser, 4)).sent.status).toBe(201);
    expect((await organiser.api('GET', '/api/profile/sending')).body.smsAllowance).toMatchObject({
      perDay: 100,
      usedToday: 6,
      left: 94,
    });
  });

  it('gives accounts staff made the daily cap, with no code to prove: staff vouched for them', async () => {
    const status = await admin('GET', '/api/profile/sending');
    expect(status.body).toMatchObject({
      verificationRequired: false,
      smsAllowance: { perDay: CAP },
    });
    const profile = (await admin('GET', '/api/profile')).body;
    await admin('PATCH', '/api/profile', { phone: mobile(4242), version: profile.version });
    const { eventId } = await createEventWithGuests(t, adminCookie, guestRows(1, 400));
    const test = await admin('POST', '/api/message-batches/test', {
      templateId,
      contextId: eventId,
    });
    expect(test.status, JSON.stringify(test.body)).toBe(201);
  });
});

describe('an installation without an SMS provider', () => {
  it('asks no code (nothing is sent) but keeps the allowance', async () => {
    const bare = await createTestApp({ NEW_ACCOUNT_DAILY_SMS_ALLOWANCE: '2' });
    try {
      const bareAdmin = apiAs(bare, await loginCookie(bare.app, 'admin', ADMIN_PASSWORD));
      const template = await createTemplate(bareAdmin, {
        channel: 'sms',
        body: 'Karibu {guest_name}',
      });
      const organiser = await signUp(bare);
      expect((await organiser.api('GET', '/api/profile/sending')).body).toMatchObject({
        verificationRequired: false,
        smsAllowance: { perDay: 2 },
      });
      const requested = await organiser.api('POST', '/api/profile/phone-verification', {});
      expect(requested.status).toBe(409);
      expect(requested.body.message).toMatch(/^No SMS provider is configured/);
      expect((await sendToGuests(organiser, 2, bare, template)).sent.status).toBe(201);
      expect((await sendToGuests(organiser, 1, bare, template)).sent.status).toBe(429);
    } finally {
      await bare.close();
    }
  });
});
