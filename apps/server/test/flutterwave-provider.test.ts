/**
 * The Flutterwave provider against a local Flutterwave speaking v3 (decision 0046): the
 * charge requests it sends, amounts in and out, what it refuses before calling, how a
 * verification maps to an outcome, the webhook's hash, and a provider that is down.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createFlutterwaveProvider,
  flutterwaveConfigFromEnv,
  fromFlutterwaveAmount,
  toFlutterwaveAmount,
  verifyFlutterwaveWebhook,
} from '../src/modules/platform/payments/providers/flutterwave';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type PaymentRequest,
} from '../src/modules/platform/payments/providers/payment-provider';
import { startFakeFlutterwave, type FakeFlutterwave } from './support/fake-flutterwave';

let fake: FakeFlutterwave;
let provider: PaymentProvider;
let sequence = 0;

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => {
  sequence += 1;
  return {
    paymentId: `0b9e4a52-7f1c-4d2e-9a4b-${String(sequence).padStart(12, '0')}`,
    phone: '+254712345678',
    amountMinor: 150_000,
    currency: 'KES',
    accountReference: 'KRM-7Q2F',
    description: 'Harusi ya Amina',
    ...overrides,
  };
};

beforeAll(async () => {
  fake = await startFakeFlutterwave();
  // Long enough for the local fake to answer on a busy machine; the hanging case waits it out.
  provider = createFlutterwaveProvider({ ...flutterwaveConfigFromEnv(fake.env), timeoutMs: 3000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setMode('ok', 0);
  fake.requests.length = 0;
});

describe('configuration', () => {
  it('reads the FLW_* variables, with the public API as the default base URL', () => {
    const { FLW_BASE_URL: _, ...env } = fake.env;
    expect(flutterwaveConfigFromEnv(env)).toEqual({
      secretKey: fake.env.FLW_SECRET_KEY,
      secretHash: fake.env.FLW_SECRET_HASH,
      baseUrl: 'https://api.flutterwave.com',
      customerEmail: 'payments@karamu.test',
      timeoutMs: 10_000,
    });
  });

  it('reads them from the loaded configuration too, its timeout a number there', () => {
    expect(flutterwaveConfigFromEnv({ ...fake.env, PROVIDER_TIMEOUT_MS: 2500 }).timeoutMs).toBe(
      2500,
    );
  });

  it('names each missing or wrong variable', () => {
    expect(() =>
      flutterwaveConfigFromEnv({ FLW_SECRET_HASH: 'short', FLW_CUSTOMER_EMAIL: 'x' }),
    ).toThrow(
      /FLW_SECRET_KEY is required with PAYMENT_PROVIDER=flutterwave; FLW_SECRET_HASH must be at least 16 characters.*; FLW_CUSTOMER_EMAIL must be an email address/,
    );
  });
});

describe('charge requests', () => {
  it.each([
    ['KES', '+254712345678', 150_000, 'mpesa', 1500, undefined],
    ['TZS', '+255754123456', 2_500_000, 'mobile_money_tanzania', 25_000, undefined],
    ['UGX', '+256772123456', 15_000, 'mobile_money_uganda', 15_000, 'MTN'],
    ['UGX', '+256701123456', 15_000, 'mobile_money_uganda', 15_000, 'AIRTEL'],
    ['RWF', '+250788123456', 2_000, 'mobile_money_rwanda', 2_000, 'MTN'],
    ['ZMW', '+260971234567', 12_345, 'mobile_money_zambia', 123.45, 'AIRTEL'],
    ['GHS', '+233241234567', 1_050, 'mobile_money_ghana', 10.5, 'MTN'],
    ['GHS', '+233201234567', 1_050, 'mobile_money_ghana', 10.5, 'VODAFONE'],
  ])(
    '%s from %s: POST /v3/charges?type=%s, amount in major units',
    async (currency, phone, amountMinor, type, amount, network) => {
      const asked = request({ currency, phone, amountMinor });
      await expect(provider.requestPayment(asked)).resolves.toEqual({
        providerRequestId: asked.paymentId,
      });
      const [sent] = fake.requests;
      expect(sent).toMatchObject({ method: 'POST', path: '/v3/charges', query: { type } });
      expect(sent!.headers.authorization).toBe(`Bearer ${fake.env.FLW_SECRET_KEY}`);
      expect(sent!.headers['content-type']).toBe('application/json');
      expect(sent!.body).toEqual({
        tx_ref: asked.paymentId,
        amount,
        currency,
        email: 'payments@karamu.test',
        phone_number: phone.slice(1),
        ...(network ? { network } : {}),
        meta: { account_reference: 'KRM-7Q2F', description: 'Harusi ya Amina' },
      });
    },
  );

  it('offers the six currencies, with limits in whole units of each', () => {
    expect(provider.currencies).toEqual(['KES', 'TZS', 'UGX', 'RWF', 'ZMW', 'GHS']);
    expect(provider.paybill).toBeNull();
    // M-Pesa moves whole shillings: a step of 100 cents; Ghana's wallets take pesewas.
    expect(provider.limits('KES')).toEqual({ minMinor: 100, maxMinor: 25_000_000, stepMinor: 100 });
    expect(provider.limits('UGX')).toEqual({ minMinor: 500, maxMinor: 5_000_000, stepMinor: 1 });
    expect(provider.limits('GHS')).toEqual({ minMinor: 100, maxMinor: 1_000_000, stepMinor: 1 });
  });

  it('says which numbers it cannot prompt, before any payment row exists', () => {
    expect(provider.phoneProblem!('+254712345678')).toBeUndefined();
    expect(provider.phoneProblem!('+256772123456')).toBeUndefined();
    expect(provider.phoneProblem!('+14155550100')).toMatch(
      /takes numbers starting \+254, \+255, \+256, \+250, \+260, \+233/,
    );
    expect(provider.phoneProblem!('+256312123456')).toMatch(
      /needs the network of \+256312123456.*\(MTN, AIRTEL\)/,
    );
    expect(provider.phoneProblem!('0712345678')).toMatch(/international form/);
  });
});

describe('amounts', () => {
  it('converts by the currency’s digits, exactly', () => {
    expect(toFlutterwaveAmount(150_000, 'KES')).toBe(1500);
    expect(toFlutterwaveAmount(1_500, 'UGX')).toBe(1500);
    expect(toFlutterwaveAmount(1, 'GHS')).toBe(0.01);
    expect(toFlutterwaveAmount(10, 'ZMW')).toBe(0.1);
    expect(fromFlutterwaveAmount(0.1, 'ZMW')).toBe(10);
    expect(fromFlutterwaveAmount(1500, 'KES')).toBe(150_000);
    expect(fromFlutterwaveAmount(1500, 'UGX')).toBe(1500);
  });

  it('reads no fractions where the currency has none', () => {
    expect(fromFlutterwaveAmount(1500.5, 'UGX')).toBeNull();
    expect(fromFlutterwaveAmount(10.005, 'GHS')).toBeNull();
    expect(fromFlutterwaveAmount(1e21, 'KES')).toBeNull();
    expect(fromFlutterwaveAmount(-1, 'KES')).toBeNull();
  });
});

describe('refusals before any request', () => {
  it.each([
    [
      'a currency it does not collect',
      { currency: 'USD', amountMinor: 1000 },
      /does not collect USD/,
    ],
    [
      'cents in M-Pesa shillings',
      { amountMinor: 150_050 },
      /KES mobile money moves whole units only: 1500.50/,
    ],
    [
      'cents in Tanzanian shillings',
      { currency: 'TZS', phone: '+255754123456', amountMinor: 10_001 },
      /whole units only/,
    ],
    [
      'a phone of another country',
      { phone: '+256772123456' },
      /\+254: \+256772123456 belongs to another country/,
    ],
    ['a phone not in international form', { phone: '0712345678' }, /international form/],
    [
      'a Ugandan number on no network Flutterwave serves',
      { currency: 'UGX', phone: '+256312123456', amountMinor: 1000 },
      /needs the network of \+256312123456/,
    ],
    ['no amount', { amountMinor: 0 }, /positive whole number/],
  ])('%s', async (_, overrides, message) => {
    await expect(provider.requestPayment(request(overrides))).rejects.toThrow(message);
    await expect(provider.requestPayment(request(overrides))).rejects.toBeInstanceOf(
      ProviderRefusedError,
    );
    expect(fake.requests).toEqual([]);
  });

  it('passes on Flutterwave’s own refusal', async () => {
    fake.setMode('reject', 1);
    const failure = provider.requestPayment(request());
    await expect(failure).rejects.toBeInstanceOf(ProviderRefusedError);
    await expect(failure).rejects.toThrow(
      'Flutterwave refused the payment: Invalid phone number. Please provide a valid phone number',
    );
  });

  it('refuses a reference Flutterwave already has (the same payment sent twice)', async () => {
    const asked = request();
    await provider.requestPayment(asked);
    await expect(provider.requestPayment(asked)).rejects.toThrow(/reference already exists/);
  });
});

describe('verification', () => {
  it('maps pending, successful and failed transactions', async () => {
    const paid = request({ currency: 'UGX', phone: '+256772123456', amountMinor: 25_000 });
    const declined = request();
    await provider.requestPayment(paid);
    await provider.requestPayment(declined);
    await expect(provider.queryPayment(paid.paymentId)).resolves.toEqual({ status: 'pending' });

    const charge = fake.approve(paid.paymentId);
    fake.decline(declined.paymentId, 'Insufficient funds in wallet');
    await expect(provider.queryPayment(paid.paymentId)).resolves.toEqual({
      status: 'succeeded',
      receipt: charge.flwRef,
      amountMinor: 25_000,
      currency: 'UGX',
      phone: '+256772123456',
      paidAt: new Date(charge.createdAt),
    });
    await expect(provider.queryPayment(declined.paymentId)).resolves.toEqual({
      status: 'failed',
      reason: 'Insufficient funds in wallet',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v3/transactions/verify_by_reference',
      query: { tx_ref: declined.paymentId },
    });
  });

  it('treats a reference Flutterwave does not know as still pending', async () => {
    await expect(provider.queryPayment('never-charged')).resolves.toEqual({ status: 'pending' });
  });

  it('does not count an amount with fractions its currency lacks', async () => {
    const asked = request({ currency: 'RWF', phone: '+250788123456', amountMinor: 1000 });
    await provider.requestPayment(asked);
    Object.assign(fake.approve(asked.paymentId), { amount: 1000.5 });
    await expect(provider.queryPayment(asked.paymentId)).rejects.toThrow(
      /1000.5 RWF .* not an amount of that currency/,
    );
  });

  it('keeps a payment whose charge answer was unreadable: the charge may exist', async () => {
    fake.setMode('malformed', 1);
    const asked = request();
    await expect(provider.requestPayment(asked)).resolves.toEqual({
      providerRequestId: asked.paymentId,
    });
    fake.setMode('malformed', 1);
    await expect(provider.queryPayment(asked.paymentId)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
});

describe('webhooks', () => {
  it('gives the tx_ref of a charge.completed with the right hash, and what it claims', async () => {
    const asked = request();
    await provider.requestPayment(asked);
    const charge = fake.approve(asked.paymentId);
    const { headers, body } = fake.webhookRequest(asked.paymentId);
    const read = {
      providerRequestId: asked.paymentId,
      claimed: {
        status: 'succeeded',
        receipt: charge.flwRef,
        amountMinor: 150_000,
        currency: 'KES',
        phone: '+254712345678',
      },
    };
    expect(verifyFlutterwaveWebhook(headers, body, fake.secretHash)).toEqual(read);
    // A replay reads the same: counting it once is the core's work, under the row lock.
    expect(verifyFlutterwaveWebhook(headers, body, fake.secretHash)).toEqual(read);
  });

  it('claims nothing for a charge that did not succeed', async () => {
    const asked = request();
    await provider.requestPayment(asked);
    fake.decline(asked.paymentId);
    const { headers, body } = fake.webhookRequest(asked.paymentId);
    expect(verifyFlutterwaveWebhook(headers, body, fake.secretHash)).toEqual({
      providerRequestId: asked.paymentId,
    });
  });

  it('refuses forged, missing and repeated hash headers', async () => {
    const asked = request();
    await provider.requestPayment(asked);
    const forged = fake.webhookRequest(asked.paymentId, { forge: true });
    expect(verifyFlutterwaveWebhook(forged.headers, forged.body, fake.secretHash)).toBeNull();
    const { body } = fake.webhookRequest(asked.paymentId);
    expect(verifyFlutterwaveWebhook({}, body, fake.secretHash)).toBeNull();
    expect(
      verifyFlutterwaveWebhook(
        { 'verif-hash': [fake.secretHash, fake.secretHash] },
        body,
        fake.secretHash,
      ),
    ).toBeNull();
  });

  it.each([
    ['not JSON', '{"event":"charge.completed","data":{"tx_ref":'],
    ['no tx_ref', '{"event":"charge.completed","data":{"id":1}}'],
    ['another event', '{"event":"transfer.completed","data":{"tx_ref":"abc"}}'],
    ['an array', '[]'],
  ])('reads nothing from a body that is %s', (_, body) => {
    expect(
      verifyFlutterwaveWebhook({ 'verif-hash': fake.secretHash }, body, fake.secretHash),
    ).toBeNull();
  });
});

describe('a provider that is down', () => {
  it.each([
    ['drops the connection', 'down', /Could not reach Flutterwave/],
    ['answers 503', 'server-error', /Flutterwave answered HTTP 503: Service unavailable/],
    ['never answers', 'hang', /Flutterwave did not answer within 3 s/],
  ] as const)('%s: unavailable, for charges and queries', async (_, mode, message) => {
    fake.setMode(mode, 2);
    // The charge request was written: it may have been taken (decision 0042).
    await expect(provider.requestPayment(request())).rejects.toMatchObject({
      message: expect.stringMatching(message),
      maybeSent: true,
    });
    await expect(provider.queryPayment('any')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('is unavailable where nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createFlutterwaveProvider({
      ...flutterwaveConfigFromEnv(fake.env),
      baseUrl: `http://127.0.0.1:${port}`,
    });
    // Certainly not sent: nothing was charged.
    await expect(nowhere.requestPayment(request())).rejects.toMatchObject({
      message: expect.stringMatching(/Could not reach Flutterwave: ECONNREFUSED/),
      maybeSent: false,
    });
  });

  it('says so when our key is refused', async () => {
    const wrongKey = createFlutterwaveProvider({
      ...flutterwaveConfigFromEnv(fake.env),
      secretKey: 'FLWSECK_TEST-wrong-X',
    });
    const failure = wrongKey.queryPayment('any');
    await expect(failure).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(wrongKey.requestPayment(request())).rejects.toMatchObject({ maybeSent: false });
    await expect(failure).rejects.toThrow(/refused our secret key \(HTTP 401\)/);
  });
});
