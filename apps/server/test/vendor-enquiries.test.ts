/**
 * Storefront enquiries (decision 0039): stored, and the vendor notified by SMS (or e-mail)
 * through the messaging engine exactly once, also across a worker's restart and with two
 * workers at once; honeypot, rate limits per address and phone, bad input, and the
 * vendor's own list and status changes (404 outside ownership).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageBatches, messages, vendorEnquiries } from '../src/db/schema';
import {
  ENQUIRIES_PER_ADDRESS_PER_HOUR,
  ENQUIRIES_PER_PHONE_PER_HOUR,
} from '../src/modules/vendors/vendor-enquiries/vendor-enquiries-routes';
import {
  ENQUIRY_PURPOSE,
  NOTICES_PER_VENDOR_PER_DAY,
} from '../src/modules/vendors/vendor-enquiries/vendor-enquiries-service';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import { mobile, startWorker, waitFor } from './support/messaging-fixtures';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { insertService, insertVendor } from './support/vendor-fixtures';
import { createTestApp, createUserWith, type TestApp } from './test-app';

let t: TestApp;
let sms: FakeSmsProvider;
let smtp: SmtpSink;
let owner: { id: string; api: ReturnType<typeof apiAs> };
let stranger: ReturnType<typeof apiAs>;

beforeAll(async () => {
  sms = await startFakeSmsProvider('africastalking');
  smtp = await startSmtpSink();
  t = await createTestApp({
    ...sms.env,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Karamu <hello@karamu.example>',
    PUBLIC_BASE_URL: 'https://karamu.example',
    PROVIDER_TIMEOUT_MS: '15000',
    MESSAGE_RETRY_BASE_MS: '20',
    WORKER_POLL_MS: '50',
    SMS_RATE_PER_SECOND: '100',
  });
  const ownerUser = await createUserWith(t, []);
  owner = { id: ownerUser.id, api: apiAs(t, ownerUser.cookie) };
  stranger = apiAs(t, (await createUserWith(t, [])).cookie);
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await smtp.close();
});

let addressCounter = 0;
let phoneCounter = 7000;
const nextPhone = () => mobile((phoneCounter += 1));
const inFuture = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const enquiry = (fields: Record<string, unknown> = {}) => ({
  name: 'Neema Wanjiru',
  phone: nextPhone(),
  email: 'neema@example.com',
  eventDate: inFuture(60),
  guestCount: 250,
  message: 'Do you cater for 250 guests in Nakuru?',
  ...fields,
});

/** Posts from its own client address unless one is given (each test has its own). */
async function send(vendorId: string, body: unknown, remoteAddress = `10.0.0.${++addressCounter}`) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/vendors/${vendorId}/enquiries`,
    remoteAddress,
    payload: body as object,
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body),
    retryAfter: response.headers['retry-after'],
  };
}

const storedFor = (vendorId: string) =>
  t.db.select().from(vendorEnquiries).where(eq(vendorEnquiries.vendorId, vendorId));

describe('an enquiry', () => {
  it('reaches the vendor’s phone once, across a restart and with two workers', async () => {
    const vendorPhone = nextPhone();
    const vendor = await insertVendor(t, owner.id, {
      businessName: 'Tents & Chairs Ltd',
      phone: vendorPhone,
    });
    const serviceId = await insertService(t, vendor.id);
    // Queued with no worker running: the enquiry and its notice commit together.
    const sent = await send(vendor.id, enquiry({ serviceId }));
    expect(sent).toMatchObject({ status: 201, body: { message: expect.stringMatching(/sent/) } });
    expect(Object.keys(sent.body)).toEqual(['message']);
    const [row] = await storedFor(vendor.id);
    expect(row).toMatchObject({ status: 'new', serviceId, guestCount: 250 });
    const queued = await t.db.select().from(messages).where(eq(messages.address, vendorPhone));
    expect(queued).toMatchObject([{ status: 'queued', createdBy: null, channel: 'sms' }]);

    // Two workers (two server processes) at once, then one restarted: still one SMS.
    const first = startWorker(t);
    const second = startWorker(t);
    await waitFor('the notice sent', async () => {
      const [message] = await t.db.select().from(messages).where(eq(messages.address, vendorPhone));
      return message?.status === 'sent';
    });
    await Promise.all([first.stop(), second.stop()]);
    const restarted = startWorker(t);
    const later = await send(vendor.id, enquiry());
    expect(later.status).toBe(201);
    await waitFor('the second notice', async () => sms.acceptedTo(vendorPhone) === 2 || undefined);
    await restarted.stop();
    expect(sms.acceptedTo(vendorPhone)).toBe(2);
    expect(sms.repeats).toBe(0);
    const text = sms.accepted.find((m) => m.to === vendorPhone)!.body;
    expect(text).toMatch(/^New Karamu enquiry for Tents & Chairs Ltd from Neema Wanjiru \(\+2547/);
    expect(text).toContain('https://karamu.example/vendor-dashboard');
  });

  it('reaches a vendor without a phone by e-mail, once', async () => {
    const vendor = await insertVendor(t, owner.id, { email: 'bookings@caterer.example' });
    const worker = startWorker(t);
    try {
      expect((await send(vendor.id, enquiry({ message: '<b>Habari</b> & karibu' }))).status).toBe(
        201,
      );
      const mail = await waitFor('the mail', async () =>
        smtp.received.find((m) => m.to === 'bookings@caterer.example'),
      );
      expect(mail.subject).toBe('New enquiry from Neema Wanjiru');
      expect(mail.raw).toContain('<b>Habari</b> & karibu');
    } finally {
      await worker.stop();
    }
    expect(smtp.received.filter((m) => m.to === 'bookings@caterer.example')).toHaveLength(1);
  });

  it('with the honeypot filled answers the same and stores and sends nothing', async () => {
    const vendor = await insertVendor(t, owner.id, { phone: nextPhone() });
    const trapped = await send(vendor.id, enquiry({ website: 'http://spam.example' }));
    const real = await send(vendor.id, enquiry());
    expect(trapped).toEqual({ ...real, retryAfter: undefined });
    expect(await storedFor(vendor.id)).toHaveLength(1);
  });

  it('is refused for a vendor that is not published, and with bad input naming the field', async () => {
    const draft = await insertVendor(t, owner.id, { status: 'draft', publishedAt: null });
    expect((await send(draft.id, enquiry())).status).toBe(404);
    const vendor = await insertVendor(t, owner.id);
    const other = await insertVendor(t, owner.id);
    const otherService = await insertService(t, other.id);
    for (const [fields, field] of [
      [{ eventDate: '2020-01-01' }, 'eventDate'],
      [{ eventDate: '2300-01-01' }, 'eventDate'],
      [{ eventDate: '31/12/2027' }, 'eventDate'],
      [{ guestCount: 100_001 }, 'guestCount'],
      [{ guestCount: -1 }, 'guestCount'],
      [{ message: 'x'.repeat(2001) }, 'message'],
      [{ phone: '12' }, 'phone'],
      [{ email: 'not-mail' }, 'email'],
      [{ serviceId: otherService }, 'serviceId'],
    ] as const) {
      const refused = await send(vendor.id, enquiry(fields));
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.fieldErrors).toHaveProperty(field);
    }
    expect(await storedFor(vendor.id)).toHaveLength(0);
    expect(await storedFor(draft.id)).toHaveLength(0);
  });
});

describe('rate limits', () => {
  it('bound enquiries per client address and per phone, with Retry-After', async () => {
    const vendor = await insertVendor(t, owner.id);
    const address = '10.9.9.9';
    for (let i = 0; i < 10; i += 1)
      expect((await send(vendor.id, enquiry(), address)).status).toBe(201);
    const flooded = await send(vendor.id, enquiry(), address);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.retryAfter)).toBeGreaterThan(0);

    const phone = nextPhone();
    for (let i = 0; i < 3; i += 1)
      expect((await send(vendor.id, enquiry({ phone }))).status).toBe(201);
    const samePhone = await send(vendor.id, enquiry({ phone }));
    expect(samePhone.status).toBe(429);
    expect(samePhone.body.message).toMatch(
      /^Too many enquiries sent\. Try again in \d+ minutes?\.$/,
    );
    expect(await storedFor(vendor.id)).toHaveLength(
      ENQUIRIES_PER_ADDRESS_PER_HOUR + ENQUIRIES_PER_PHONE_PER_HOUR,
    );
  });

  it('bound the notices one vendor gets a day; enquiries past it still reach the dashboard', async () => {
    const vendorPhone = nextPhone();
    const vendor = await insertVendor(t, owner.id, { phone: vendorPhone });
    // Today's notices so far, as the queue holds them.
    await t.db.insert(messageBatches).values(
      Array.from({ length: NOTICES_PER_VENDOR_PER_DAY }, () => ({
        channel: 'sms' as const,
        audience: ENQUIRY_PURPOSE,
        contextId: vendor.id,
        recipientFilter: { name: 'single' },
        total: 1,
      })),
    );
    expect((await send(vendor.id, enquiry())).status).toBe(201);
    expect(await storedFor(vendor.id)).toHaveLength(1);
    expect(await t.db.select().from(messages).where(eq(messages.address, vendorPhone))).toEqual([]);
  });
});

describe('the vendor’s enquiries', () => {
  it('list by status with paging, change status by version, 404 for anyone else', async () => {
    const vendor = await insertVendor(t, owner.id);
    for (let i = 0; i < 3; i += 1) await send(vendor.id, enquiry({ name: `Client ${i}` }));
    const url = `/api/vendors/${vendor.id}/enquiries`;
    const page = await owner.api('GET', `${url}?size=2`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(page.body.items.map((e: { name: string }) => e.name)).toEqual(['Client 2', 'Client 1']);
    const first = page.body.items[0];

    const booked = await owner.api('PATCH', `/api/vendor-enquiries/${first.id}`, {
      status: 'booked',
      version: first.version,
    });
    expect(booked.body).toMatchObject({ status: 'booked', version: first.version + 1 });
    const stale = await owner.api('PATCH', `/api/vendor-enquiries/${first.id}`, {
      status: 'closed',
      version: first.version,
    });
    expect(stale.status).toBe(409);
    expect((await owner.api('GET', `${url}?status=booked`)).body).toMatchObject({ total: 1 });
    expect((await owner.api('GET', `${url}?status=new`)).body).toMatchObject({ total: 2 });
    const badStatus = await owner.api('GET', `${url}?status=lost`);
    expect(badStatus.status).toBe(400);

    expect((await stranger('GET', url)).status).toBe(404);
    const taken = await stranger('PATCH', `/api/vendor-enquiries/${first.id}`, {
      status: 'closed',
      version: first.version + 1,
    });
    expect(taken.status).toBe(404);
    const [after] = await t.db
      .select()
      .from(vendorEnquiries)
      .where(eq(vendorEnquiries.id, first.id));
    expect(after).toMatchObject({ status: 'booked' });
  });
});
