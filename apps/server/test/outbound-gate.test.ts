/**
 * Decision 0059: every SMS, e-mail and phone code passes the outbound gate before anything
 * is queued or sent. On a Kenyan installation a code to a UK number is refused naming the
 * setting, an SMS batch leaves numbers abroad out, each number gets at most
 * RECIPIENT_DAILY_CAP messages a day from everyone, and the installation's SMS_DAILY_BUDGET
 * holds even for two sends at once. SMS go to a local provider speaking Africa's
 * Talking's format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, phoneVerificationCodes } from '../src/db/schema';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import {
  createEventWithGuests,
  createTemplate,
  mobile,
  type GuestRow,
} from './support/messaging-fixtures';
import {
  ADMIN_PASSWORD,
  asWebApp,
  createTestApp,
  loginCookie,
  sessionCookieOf,
  type TestApp,
} from './test-app';

const UK_MOBILE = '+447700900123';

let sms: FakeSmsProvider;
beforeAll(async () => {
  sms = await startFakeSmsProvider('africastalking');
});
afterAll(async () => sms?.close());

async function setUp(env: Record<string, string>) {
  const t = await createTestApp({ ...sms.env, ...env });
  const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  const admin = apiAs(t, cookie);
  // A Kenyan installation: its default country, and no "SMS countries" saved.
  const saved = await admin('PUT', '/api/settings', {
    extraMobilePrefixes: {},
    defaultCountry: 'KE',
    version: 0,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const templateId = await createTemplate(admin, { channel: 'sms', body: 'Karibu {guest_name}' });
  return { t, cookie, admin, templateId };
}
type Setup = Awaited<ReturnType<typeof setUp>>;

const guests = (...phones: string[]): GuestRow[] =>
  phones.map((phone, i) => ({ name: `Guest ${i + 1}`, phone }));

/** The admin (staff-made: no phone to prove) sends the template to a new event's guests. */
async function sendTo(s: Setup, rows: readonly GuestRow[]) {
  const { eventId } = await createEventWithGuests(s.t, s.cookie, rows);
  const response = await s.t.app.inject({
    method: 'POST',
    url: '/api/message-batches',
    headers: asWebApp(s.cookie),
    payload: { templateId: s.templateId, contextId: eventId, filter: { name: 'all' } },
  });
  return { eventId, response, body: response.json() };
}

const smsCount = async (t: TestApp) =>
  (await t.db.select({ id: messages.id }).from(messages).where(eq(messages.channel, 'sms'))).length;

describe('on a Kenyan installation with a recipient cap of 2', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp({ RECIPIENT_DAILY_CAP: '2' });
  });
  afterAll(async () => s?.t.close());

  it('refuses a code to a UK number naming the setting, and sends it once the country is added', async () => {
    const signedUp = await s.t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: asWebApp(),
      payload: { name: 'Visitor abroad', phone: UK_MOBILE, password: 'harusi-ya-2027' },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const visitor = apiAs(s.t, sessionCookieOf(signedUp));
    const userId = signedUp.json<{ id: string }>().id;

    const refused = await visitor('POST', '/api/profile/phone-verification', {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('only to numbers of Kenya (KE)');
    expect(refused.body.message).toContain(UK_MOBILE);
    expect(refused.body.message).toContain('"SMS countries" (smsCountries)');
    expect(refused.body.fieldErrors.phone).toEqual([refused.body.message]);
    // Nothing recorded, nothing sent: the refusal is before the code exists.
    expect(sms.accepted.filter((m) => m.to === UK_MOBILE)).toHaveLength(0);
    const codes = await s.t.db
      .select()
      .from(phoneVerificationCodes)
      .where(eq(phoneVerificationCodes.userId, userId));
    expect(codes).toHaveLength(0);

    const settings = await s.admin('GET', '/api/settings');
    const added = await s.admin('PUT', '/api/settings', {
      extraMobilePrefixes: {},
      smsCountries: ['KE', 'GB'],
      version: settings.body.version,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await visitor('POST', '/api/profile/phone-verification', {})).status).toBe(200);
    expect(sms.accepted.filter((m) => m.to === UK_MOBILE)).toHaveLength(1);

    const back = await s.admin('PUT', '/api/settings', {
      extraMobilePrefixes: {},
      smsCountries: null,
      version: added.body.version,
    });
    expect(back.status).toBe(200);
  });

  it('leaves numbers abroad out of an SMS batch, saying why before and after sending', async () => {
    const rows = guests(mobile(1), '+447700900456');
    const { eventId } = await createEventWithGuests(s.t, s.cookie, rows);
    const estimate = await s.admin('POST', '/api/message-batches/estimate', {
      templateId: s.templateId,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body.skipped).toEqual([
      { reason: 'country_not_served', label: 'Outside the SMS countries (Settings)', count: 1 },
    ]);
    const sent = await s.admin('POST', '/api/message-batches', {
      templateId: s.templateId,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ total: 1, skipped: [{ reason: 'country_not_served' }] });
    const queued = await s.t.db
      .select({ address: messages.address })
      .from(messages)
      .where(eq(messages.batchId, sent.body.id));
    expect(queued).toEqual([{ address: mobile(1) }]);
  });

  it('sends one number at most RECIPIENT_DAILY_CAP messages a day, from every sender', async () => {
    const [a, b, c] = [mobile(10), mobile(11), mobile(12)];
    for (let round = 0; round < 2; round++) {
      expect((await sendTo(s, guests(a, b))).response.statusCode).toBe(201);
    }
    // A third to a and b today would pass the cap: they are left out, c is sent to.
    const third = await sendTo(s, guests(a, b, c));
    expect(third.response.statusCode).toBe(201);
    expect(third.body).toMatchObject({
      total: 1,
      skipped: [{ reason: 'recipient_daily_cap', count: 2 }],
    });
    // A send left with nobody is refused whole, until the next UTC day.
    const before = await smsCount(s.t);
    const fourth = await sendTo(s, guests(a));
    expect(fourth.response.statusCode).toBe(429);
    expect(Number(fourth.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.body.message).toContain(`${a} has had 2 SMS from this installation today`);
    expect(fourth.body.message).toContain('RECIPIENT_DAILY_CAP');
    expect(await smsCount(s.t)).toBe(before);
  });

  it('shows each channel used today: the sender against their allowance, the installation against its budget', async () => {
    const own = await s.admin('GET', '/api/profile/sending');
    const adminSms = await s.t.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.channel, 'sms'));
    expect(own.body.channelUse).toEqual({
      sms: { usedToday: adminSms.length, perDay: 5000 },
      email: { usedToday: 0, perDay: 5000 },
    });
    const use = await s.admin('GET', '/api/outbound-use');
    expect(use.status).toBe(200);
    // Every SMS queued and the one code the provider took.
    expect(use.body.channels).toEqual([
      { channel: 'sms', usedToday: adminSms.length + 1, budget: 5000 },
      { channel: 'email', usedToday: 0, budget: 20_000 },
    ]);
    expect(use.body.recipientDailyCap).toBe(2);
  });
});

describe('with an SMS budget of 3 a day', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp({ SMS_DAILY_BUDGET: '3' });
  });
  afterAll(async () => s?.t.close());

  it('lets only one of two sends at once under it, then refuses with Retry-After and queues nothing', async () => {
    const [first, second] = await Promise.all([
      sendTo(s, guests(mobile(20), mobile(21))),
      sendTo(s, guests(mobile(22), mobile(23))),
    ]);
    expect([first.response.statusCode, second.response.statusCode].sort()).toEqual([201, 429]);
    expect(await smsCount(s.t)).toBe(2);

    expect((await sendTo(s, guests(mobile(24)))).response.statusCode).toBe(201);
    const past = await sendTo(s, guests(mobile(25)));
    expect(past.response.statusCode).toBe(429);
    expect(Number(past.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(past.body.message).toContain(
      "Sending 1 SMS would pass the installation's daily budget of 3 SMS (3 sent today; SMS_DAILY_BUDGET).",
    );
    // Larger than a whole day's budget: waiting would not help.
    const whole = await sendTo(s, guests(mobile(26), mobile(27), mobile(28), mobile(29)));
    expect(whole.response.statusCode).toBe(403);
    expect(whole.response.headers['retry-after']).toBeUndefined();
    expect(await smsCount(s.t)).toBe(3);

    const use = await s.admin('GET', '/api/outbound-use');
    expect(use.body.channels[0]).toEqual({ channel: 'sms', usedToday: 3, budget: 3 });
  });
});
