/**
 * A local Flutterwave on 127.0.0.1 speaking the v3 formats our provider uses, for tests,
 * e2e and the benchmark: mobile-money charges, verification by reference or id, and
 * `charge.completed` webhooks carrying `verif-hash`. It records every request; it can
 * approve or decline a charge, post its webhook once, late, repeatedly or never, forge one,
 * answer 5xx, refuse, answer something unreadable, hang (time out) or drop connections
 * (down). `autoSettle` lets it approve each charge by itself, as a payer would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAmount } from '@karamu/shared';

const FAKE_FLW_SECRET_KEY = 'FLWSECK_TEST-fake0123456789abcdef-X';
const FAKE_FLW_SECRET_HASH = 'fake-flutterwave-secret-hash-0123456789';

/** Charge types by currency, as Flutterwave's endpoints name them. */
const CHARGE_TYPES: Record<string, string> = {
  KES: 'mpesa',
  TZS: 'mobile_money_tanzania',
  UGX: 'mobile_money_uganda',
  RWF: 'mobile_money_rwanda',
  ZMW: 'mobile_money_zambia',
  GHS: 'mobile_money_ghana',
};

/**
 * `ok` answers; `server-error` 503; `reject` refuses a charge as Flutterwave does a bad
 * number (400, status "error"); `malformed` answers 200 with a body that is not JSON;
 * `hang` never answers (the caller's deadline fires); `down` drops the connection;
 * `lost-answer` takes the charge (it reaches the phone) and then never answers;
 * `rate-limited` answers 429 without looking at the request.
 */
type FakeFlutterwaveMode =
  'ok' | 'server-error' | 'reject' | 'malformed' | 'hang' | 'down' | 'lost-answer' | 'rate-limited';

type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

type FakeCharge = {
  id: number;
  txRef: string;
  flwRef: string;
  type: string;
  /** Major units, as the charge carried them. */
  amount: number;
  currency: string;
  phone: string;
  email: string;
  network: string | undefined;
  status: 'pending' | 'successful' | 'failed';
  processorResponse: string;
  createdAt: string;
};

type WebhookOptions = {
  /** Posts it this many times (Flutterwave retries until it gets a 200). */
  times?: number;
  /** Another hash than the dashboard's: a forgery. */
  forge?: boolean;
};

export type FakeFlutterwave = {
  url: string;
  /** Environment for the server under test (PAYMENT_PROVIDER and the FLW_* variables). */
  env: Record<string, string>;
  secretHash: string;
  /** Every request that reached us, in order. */
  requests: RecordedRequest[];
  /** Each charge accepted, in order. */
  charges: FakeCharge[];
  charge(txRef: string): FakeCharge;
  /** How the next `count` requests are answered (default: all of them from now on). */
  setMode(mode: FakeFlutterwaveMode, count?: number): void;
  /** Where webhooks go (the dashboard's webhook URL). */
  setWebhookUrl(url: string): void;
  /** The payer approves: the charge becomes successful; its webhook is a separate step. */
  approve(txRef: string): FakeCharge;
  decline(txRef: string, reason?: string): FakeCharge;
  /**
   * Each new charge settles by itself after `delayMs` (0: at once) with `outcome`, and its
   * webhook is posted `webhooks` times (0: never calls back). `undefined` stops it.
   */
  autoSettle(
    options: { outcome: 'successful' | 'failed'; delayMs?: number; webhooks?: number } | undefined,
  ): void;
  /** The webhook as Flutterwave posts it, for `app.inject` or fetch. */
  webhookRequest(
    txRef: string,
    options?: { forge?: boolean },
  ): { headers: Record<string, string>; body: string };
  /** Posts the charge's webhook to the webhook URL; the answers' statuses. */
  sendWebhook(txRef: string, options?: WebhookOptions): Promise<number[]>;
  /** Minor units per currency of the successful charges: what the merchant was paid. */
  successfulTotals(): Record<string, number>;
  close(): Promise<void>;
};

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const errorBody = (message: string) => ({ status: 'error', message, data: null });

/** A v3 transaction as the verify endpoints and the webhook's `data` carry it. */
function transactionOf(charge: FakeCharge) {
  return {
    id: charge.id,
    tx_ref: charge.txRef,
    flw_ref: charge.flwRef,
    device_fingerprint: 'N/A',
    amount: charge.amount,
    currency: charge.currency,
    charged_amount: charge.amount,
    app_fee: 0,
    merchant_fee: 0,
    processor_response: charge.processorResponse,
    auth_model: charge.type === 'mpesa' ? 'LIPA_MPESA' : 'MOBILEMONEY',
    ip: '::127.0.0.1',
    narration: 'Karamu',
    status: charge.status,
    payment_type: charge.type === 'mpesa' ? 'mpesa' : 'mobilemoney',
    created_at: charge.createdAt,
    account_id: 20937,
    customer: {
      id: 1_998_000 + charge.id,
      phone_number: charge.phone,
      name: 'Anonymous customer',
      email: charge.email,
      created_at: charge.createdAt,
    },
  };
}

export async function startFakeFlutterwave(): Promise<FakeFlutterwave> {
  const modes: { mode: FakeFlutterwaveMode; left: number }[] = [];
  const byRef = new Map<string, FakeCharge>();
  const hanging = new Set<http.ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  let webhookUrl: string | undefined;
  let settleOptions: Parameters<FakeFlutterwave['autoSettle']>[0];
  let counter = 0;

  const nextMode = (): FakeFlutterwaveMode => {
    const current = modes[0];
    if (!current) return 'ok';
    if (Number.isFinite(current.left)) {
      current.left -= 1;
      if (current.left <= 0) modes.shift();
    }
    return current.mode;
  };

  const send = (response: http.ServerResponse, status: number, value: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

  const charge = (path: string, query: Record<string, string>, body: unknown) => {
    const fields = (body ?? {}) as Record<string, unknown>;
    const { tx_ref, amount, currency, email, phone_number, network } = fields;
    if (path !== '/v3/charges') return { status: 404, body: errorBody('Not found') };
    if (typeof currency !== 'string' || CHARGE_TYPES[currency] !== query.type) {
      return { status: 400, body: errorBody(`Invalid currency for charge type ${query.type}`) };
    }
    for (const [name, value] of Object.entries({ tx_ref, email, phone_number })) {
      if (typeof value !== 'string' || value === '') {
        return { status: 400, body: errorBody(`${name} is required`) };
      }
    }
    if (typeof amount !== 'number' || !(amount > 0)) {
      return { status: 400, body: errorBody('amount must be a positive number') };
    }
    if (!/^\+?\d+$/.test(phone_number as string)) {
      return { status: 400, body: errorBody('phone number should be digits') };
    }
    if (byRef.has(tx_ref as string)) {
      return { status: 400, body: errorBody('Transaction reference already exists') };
    }
    counter += 1;
    const created: FakeCharge = {
      id: 4_193_000 + counter,
      txRef: tx_ref as string,
      flwRef: `FLW-MOCK-${counter.toString(36).toUpperCase()}-${Date.now().toString(36)}`,
      type: query.type!,
      amount,
      currency,
      phone: phone_number as string,
      email: email as string,
      network: typeof network === 'string' ? network : undefined,
      status: 'pending',
      processorResponse: 'Transaction in progress',
      createdAt: new Date().toISOString(),
    };
    byRef.set(created.txRef, created);
    fake.charges.push(created);
    if (settleOptions) scheduleSettle(created, settleOptions);
    return {
      status: 200,
      body: { status: 'success', message: 'Charge initiated', data: transactionOf(created) },
    };
  };

  const verify = (path: string, query: Record<string, string>) => {
    const byId = /^\/v3\/transactions\/(\d+)\/verify$/.exec(path);
    const found =
      path === '/v3/transactions/verify_by_reference'
        ? byRef.get(query.tx_ref ?? '')
        : byId
          ? fake.charges.find((c) => c.id === Number(byId[1]))
          : undefined;
    if (!found) return { status: 400, body: errorBody('No transaction was found for this id') };
    return {
      status: 200,
      body: {
        status: 'success',
        message: 'Transaction fetched successfully',
        data: transactionOf(found),
      },
    };
  };

  const server = http.createServer(async (request, response) => {
    const text = await readBody(request);
    const address = new URL(request.url ?? '/', 'http://127.0.0.1');
    const query = Object.fromEntries(address.searchParams);
    const body = parseJson(text);
    fake.requests.push({
      method: request.method ?? '',
      path: address.pathname,
      query,
      headers: request.headers,
      body,
    });
    const mode = nextMode();
    if (mode === 'down') {
      request.socket.destroy();
      return;
    }
    if (mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (request.headers.authorization !== `Bearer ${FAKE_FLW_SECRET_KEY}`) {
      send(response, 401, errorBody('Invalid authorization key'));
      return;
    }
    if (mode === 'server-error') {
      send(response, 503, errorBody('Service unavailable'));
      return;
    }
    if (mode === 'rate-limited') {
      send(response, 429, errorBody('Too many requests'));
      return;
    }
    if (mode === 'malformed') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Gateway says hi</html>');
      return;
    }
    const isCharge = request.method === 'POST';
    if (isCharge && mode === 'reject') {
      send(response, 400, errorBody('Invalid phone number. Please provide a valid phone number'));
      return;
    }
    const answer = isCharge
      ? charge(address.pathname, query, body)
      : request.method === 'GET'
        ? verify(address.pathname, query)
        : { status: 405, body: errorBody('Method not allowed') };
    if (mode === 'lost-answer') {
      hanging.add(response);
      return;
    }
    send(response, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const settle = (txRef: string, status: 'successful' | 'failed', reason: string) => {
    const found = byRef.get(txRef);
    if (!found) throw new Error(`The fake Flutterwave has no charge ${txRef}`);
    found.status = status;
    found.processorResponse = reason;
    return found;
  };

  function scheduleSettle(
    created: FakeCharge,
    { outcome, delayMs = 0, webhooks = 1 }: NonNullable<typeof settleOptions>,
  ) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      settle(
        created.txRef,
        outcome,
        outcome === 'successful' ? 'Approved' : 'Insufficient funds in wallet',
      );
      // A webhook nobody receives (the server stopped) is what a real provider meets too.
      if (webhooks > 0) fake.sendWebhook(created.txRef, { times: webhooks }).catch(() => {});
    }, delayMs);
    timers.add(timer);
  }

  const fake: FakeFlutterwave = {
    url,
    env: {
      PAYMENT_PROVIDER: 'flutterwave',
      FLW_SECRET_KEY: FAKE_FLW_SECRET_KEY,
      FLW_SECRET_HASH: FAKE_FLW_SECRET_HASH,
      FLW_BASE_URL: url,
      FLW_CUSTOMER_EMAIL: 'payments@karamu.test',
    },
    secretHash: FAKE_FLW_SECRET_HASH,
    requests: [],
    charges: [],
    charge(txRef) {
      const found = byRef.get(txRef);
      if (!found) throw new Error(`The fake Flutterwave has no charge ${txRef}`);
      return found;
    },
    setMode(mode, count = Number.POSITIVE_INFINITY) {
      modes.length = 0;
      modes.push({ mode, left: count });
    },
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    approve: (txRef) => settle(txRef, 'successful', 'Approved'),
    decline: (txRef, reason = 'Insufficient funds in wallet') => settle(txRef, 'failed', reason),
    autoSettle(options) {
      settleOptions = options;
    },
    webhookRequest(txRef, options = {}) {
      return {
        headers: {
          'content-type': 'application/json',
          'verif-hash': options.forge ? `${FAKE_FLW_SECRET_HASH}-forged` : FAKE_FLW_SECRET_HASH,
        },
        body: JSON.stringify({
          event: 'charge.completed',
          data: transactionOf(fake.charge(txRef)),
        }),
      };
    },
    async sendWebhook(txRef, { times = 1, forge = false } = {}) {
      if (!webhookUrl) throw new Error('Set the webhook URL first');
      const statuses: number[] = [];
      for (let i = 0; i < times; i += 1) {
        const { headers, body } = fake.webhookRequest(txRef, { forge });
        const response = await fetch(webhookUrl, { method: 'POST', headers, body });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      return statuses;
    },
    successfulTotals() {
      const totals: Record<string, number> = {};
      for (const paid of fake.charges.filter((c) => c.status === 'successful')) {
        const minor = parseAmount(String(paid.amount), paid.currency);
        if (!minor.ok) throw new Error(`The fake holds an amount it cannot read: ${paid.amount}`);
        totals[paid.currency] = (totals[paid.currency] ?? 0) + minor.minor;
      }
      return totals;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
