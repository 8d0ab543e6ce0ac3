/**
 * A local Daraja on 127.0.0.1 for tests, e2e and the benchmark, speaking M-Pesa's real
 * formats (providers/mpesa.ts): the OAuth token, STK push and STK query, and the STK and
 * C2B callbacks it posts back. It records every request, checks the credentials and the
 * STK password as Daraja does, and keeps each prompt's truth: a test approves, declines,
 * cancels or times one out, with the callback sent now, later, twice, or never; sends a
 * paybill payment with any account code; or takes the whole service down (503, or the
 * port closed).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MPESA = {
  consumerKey: 'fake-mpesa-consumer-key',
  consumerSecret: 'fake-mpesa-consumer-secret',
  shortcode: '174379',
  passkey: 'fake-mpesa-passkey-0123456789abcdef',
  callbackSecret: 'fake-mpesa-callback-secret-0123456789',
} as const;

/** A final answer to a prompt: Daraja's ResultCode and ResultDesc. */
const RESULTS = {
  approve: { code: 0, desc: 'The service request is processed successfully.' },
  decline: { code: 1, desc: 'The balance is insufficient for the transaction.' },
  cancel: { code: 1032, desc: 'Request cancelled by user.' },
  timeOut: { code: 1037, desc: 'DS timeout user cannot be reached.' },
} as const;
export type PromptAnswer = keyof typeof RESULTS;

type FakePush = {
  checkoutRequestId: string;
  merchantRequestId: string;
  /** The STK push request as received. */
  request: Record<string, unknown>;
  phone: string;
  /** Minor units (whole shillings x 100). */
  amountMinor: number;
  accountReference: string;
  callbackUrl: string;
  /** Null while the payer has not answered. */
  result: { code: number; desc: string; receipt: string | null; at: Date } | null;
};

export type FakeC2b = {
  transId: string;
  accountReference: string;
  amountMinor: number;
  body: Record<string, string>;
};

type Delivery = { status: number; body: string };

export type FakeMpesa = {
  url: string;
  /** Environment for the server under test (PUBLIC_BASE_URL is the caller's). */
  env: Record<string, string>;
  /** Every request that reached us: method, path and JSON body. */
  requests: { method: string; path: string; body: unknown }[];
  pushes: FakePush[];
  c2bPayments: FakeC2b[];
  /**
   * How callbacks reach the server: by default an HTTP POST to the URL; tests on
   * `app.inject` set this to inject instead.
   */
  deliver: (url: string, body: unknown) => Promise<Delivery>;
  /**
   * What new prompts do by themselves: wait for the test (default), or be answered
   * `delayMs` (200) after Daraja accepted them, as a payer typing their PIN.
   */
  autoAnswer(answer: PromptAnswer | null, options?: { callback?: boolean; delayMs?: number }): void;
  /** The prompt with this id, or the latest. */
  push(checkoutRequestId?: string): FakePush;
  /** The payer answers: the result is final; the callback is posted unless `callback: false`. */
  answer(
    answer: PromptAnswer,
    options?: { id?: string; callback?: boolean; amountMinor?: number },
  ): Promise<Delivery | undefined>;
  /** The STK callback body of an answered prompt, as Daraja posts it; `amountMinor` lies. */
  callbackBody(id?: string, options?: { amountMinor?: number }): Record<string, unknown>;
  /** Posts the prompt's callback (again): a repeat, or a late answer. */
  sendCallback(id?: string): Promise<Delivery>;
  /** A payment from the phone's paybill menu: validation, then confirmation, to `serverUrl`. */
  payBill(options: {
    serverUrl: string;
    accountReference: string;
    amountMinor: number;
    phone?: string;
    transId?: string;
    validate?: boolean;
  }): Promise<{ c2b: FakeC2b; validation?: Delivery; confirmation: Delivery }>;
  /** Posts a recorded paybill payment's confirmation again. */
  repeatPayBill(c2b: FakeC2b, serverUrl: string): Promise<Delivery>;
  /** The provider's truth: minor units paid per account reference (prompts and paybill). */
  paidByAccount(): Map<string, number>;
  /** `503`: every call answers 503; `refused`: the port is closed; `up`: back to normal. */
  setAvailability(mode: 'up' | '503' | 'refused'): Promise<void>;
  /**
   * The next prompt is accepted (it reaches the phone and can be answered) but its answer
   * is lost: a 503 after the fact, or none at all until the caller's deadline.
   */
  loseNextPushAnswer(how: '503' | 'hang'): void;
  close(): Promise<void>;
};

/**
 * Each answer closes its connection: a test that closes the port then meets a refused
 * connection (the request certainly never left), never a pooled socket closed under it,
 * which the server must count as "may have been sent" (decision 0042).
 */
const json = (response: http.ServerResponse, status: number, body: unknown) =>
  response
    .writeHead(status, { 'content-type': 'application/json', connection: 'close' })
    .end(JSON.stringify(body));

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** YYYYMMDDHHmmss, Nairobi time. */
const darajaTime = (at: Date) =>
  new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);

const httpDeliver = async (url: string, body: unknown): Promise<Delivery> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
};

export async function startFakeMpesa(): Promise<FakeMpesa> {
  let counter = 0;
  let tokenCounter = 0;
  const tokens = new Set<string>();
  let availability: 'up' | '503' | 'refused' = 'up';
  let auto: { answer: PromptAnswer; callback: boolean; delayMs: number } | null = null;
  let loseAnswer: '503' | 'hang' | null = null;
  const hanging = new Set<http.ServerResponse>();
  const next = () => (counter += 1);
  /** M-Pesa receipts: ten capitals and digits, unique. */
  const receipt = () => `SIM${String(next()).padStart(7, '0')}`;

  const expectedPassword = (timestamp: string) =>
    Buffer.from(`${FAKE_MPESA.shortcode}${FAKE_MPESA.passkey}${timestamp}`).toString('base64');

  const badRequest = (response: http.ServerResponse, message: string) =>
    json(response, 400, {
      requestId: `${next()}-fake`,
      errorCode: '400.002.02',
      errorMessage: `Bad Request - ${message}`,
    });

  function handleToken(request: http.IncomingMessage, response: http.ServerResponse) {
    const expected = `Basic ${Buffer.from(`${FAKE_MPESA.consumerKey}:${FAKE_MPESA.consumerSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      json(response, 400, {
        errorCode: '400.008.01',
        errorMessage: 'Invalid Authentication passed',
      });
      return;
    }
    tokenCounter += 1;
    const token = `fake-token-${tokenCounter}`;
    tokens.add(token);
    json(response, 200, { access_token: token, expires_in: '3599' });
  }

  function handlePush(body: Record<string, unknown>, response: http.ServerResponse) {
    if (body.BusinessShortCode !== FAKE_MPESA.shortcode || body.PartyB !== FAKE_MPESA.shortcode) {
      return badRequest(response, 'Invalid BusinessShortCode');
    }
    if (body.Password !== expectedPassword(String(body.Timestamp))) {
      return badRequest(response, 'Invalid Password');
    }
    if (body.TransactionType !== 'CustomerPayBillOnline') {
      return badRequest(response, 'Invalid TransactionType');
    }
    const amount = body.Amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) {
      return badRequest(response, 'Invalid Amount');
    }
    if (!/^2547\d{8}$|^2541\d{8}$/.test(String(body.PhoneNumber))) {
      return badRequest(response, 'Invalid PhoneNumber');
    }
    const reference = String(body.AccountReference ?? '');
    if (reference === '' || reference.length > 12) {
      return badRequest(response, 'Invalid AccountReference');
    }
    const n = next();
    const push: FakePush = {
      checkoutRequestId: `ws_CO_${darajaTime(new Date())}${String(n).padStart(6, '0')}`,
      merchantRequestId: `${n}-fake-merchant`,
      request: body,
      phone: String(body.PhoneNumber),
      amountMinor: amount * 100,
      accountReference: reference,
      callbackUrl: String(body.CallBackURL),
      result: null,
    };
    fake.pushes.push(push);
    const lost = loseAnswer;
    loseAnswer = null;
    if (lost === 'hang') {
      hanging.add(response);
    } else if (lost === '503') {
      json(response, 503, { errorCode: '503.001.01', errorMessage: 'Service Unavailable' });
    } else {
      json(response, 200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }
    if (auto) {
      const { answer, callback, delayMs } = auto;
      // After the answer has gone out: the server stores the CheckoutRequestID first.
      setTimeout(() => {
        void fake.answer(answer, { id: push.checkoutRequestId, callback }).catch(() => undefined);
      }, delayMs);
    }
  }

  function handleQuery(body: Record<string, unknown>, response: http.ServerResponse) {
    if (body.Password !== expectedPassword(String(body.Timestamp))) {
      return badRequest(response, 'Invalid Password');
    }
    const push = fake.pushes.find((p) => p.checkoutRequestId === body.CheckoutRequestID);
    if (!push) return badRequest(response, 'Invalid CheckoutRequestID');
    if (!push.result) {
      return json(response, 500, {
        requestId: `${next()}-fake`,
        errorCode: '500.001.1001',
        errorMessage: 'The transaction is being processed',
      });
    }
    json(response, 200, {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: String(push.result.code),
      ResultDesc: push.result.desc,
    });
  }

  const server = http.createServer(async (request, response) => {
    const text = await readBody(request);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const path = (request.url ?? '').split('?')[0]!;
    fake.requests.push({ method: request.method ?? '', path, body });
    if (availability === '503') {
      json(response, 503, {
        requestId: `${next()}-fake`,
        errorCode: '503.001.01',
        errorMessage: 'Service Unavailable',
      });
      return;
    }
    if (request.method === 'GET' && path === '/oauth/v1/generate') {
      handleToken(request, response);
      return;
    }
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) {
      json(response, 401, { errorCode: '404.001.04', errorMessage: 'Invalid Access Token' });
      return;
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    if (request.method === 'POST' && path === '/mpesa/stkpush/v1/processrequest') {
      handlePush(fields, response);
    } else if (request.method === 'POST' && path === '/mpesa/stkpushquery/v1/query') {
      handleQuery(fields, response);
    } else {
      json(response, 404, { errorCode: '404.001.01', errorMessage: 'Resource not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  const callbackBody = (push: FakePush, amountMinor = push.amountMinor) => {
    const result = push.result!;
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: result.code,
          ResultDesc: result.desc,
          ...(result.code === 0
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: amountMinor / 100 },
                    { Name: 'MpesaReceiptNumber', Value: result.receipt },
                    { Name: 'Balance' },
                    { Name: 'TransactionDate', Value: Number(darajaTime(result.at)) },
                    { Name: 'PhoneNumber', Value: Number(push.phone) },
                  ],
                },
              }
            : {}),
        },
      },
    };
  };

  const c2bUrl = (serverUrl: string, kind: 'validation' | 'confirmation') =>
    `${serverUrl}/api/payments/mpesa/c2b/${kind}/${FAKE_MPESA.callbackSecret}`;

  const fake: FakeMpesa = {
    url,
    env: {
      PAYMENT_PROVIDER: 'mpesa',
      MPESA_BASE_URL: url,
      MPESA_CONSUMER_KEY: FAKE_MPESA.consumerKey,
      MPESA_CONSUMER_SECRET: FAKE_MPESA.consumerSecret,
      MPESA_SHORTCODE: FAKE_MPESA.shortcode,
      MPESA_PASSKEY: FAKE_MPESA.passkey,
      MPESA_CALLBACK_SECRET: FAKE_MPESA.callbackSecret,
    },
    requests: [],
    pushes: [],
    c2bPayments: [],
    deliver: httpDeliver,
    autoAnswer(answer, options = {}) {
      auto = answer
        ? { answer, callback: options.callback ?? true, delayMs: options.delayMs ?? 200 }
        : null;
    },
    push(id) {
      const push = id
        ? fake.pushes.find((p) => p.checkoutRequestId === id)
        : fake.pushes[fake.pushes.length - 1];
      if (!push) throw new Error(`fake M-Pesa has no prompt ${id ?? '(none yet)'}`);
      return push;
    },
    async answer(answer, options = {}) {
      const push = fake.push(options.id);
      if (push.result) throw new Error(`prompt ${push.checkoutRequestId} was already answered`);
      const { code, desc } = RESULTS[answer];
      push.result = { code, desc, receipt: code === 0 ? receipt() : null, at: new Date() };
      if (options.callback === false) return undefined;
      return fake.deliver(push.callbackUrl, callbackBody(push, options.amountMinor));
    },
    callbackBody(id, options = {}) {
      const push = fake.push(id);
      if (!push.result) throw new Error(`prompt ${push.checkoutRequestId} is not answered yet`);
      return callbackBody(push, options.amountMinor);
    },
    async sendCallback(id) {
      const push = fake.push(id);
      return fake.deliver(push.callbackUrl, fake.callbackBody(id));
    },
    async payBill({ serverUrl, accountReference, amountMinor, phone, transId, validate = true }) {
      const now = new Date();
      const body = {
        TransactionType: 'Pay Bill',
        TransID: transId ?? receipt(),
        TransTime: darajaTime(now),
        TransAmount: (amountMinor / 100).toFixed(2),
        BusinessShortCode: FAKE_MPESA.shortcode,
        BillRefNumber: accountReference,
        InvoiceNumber: '',
        OrgAccountBalance: '49197.00',
        ThirdPartyTransID: '',
        MSISDN: phone ?? '254708374149',
        FirstName: 'John',
        MiddleName: '',
        LastName: 'Doe',
      };
      const validation = validate
        ? await fake.deliver(c2bUrl(serverUrl, 'validation'), { ...body, OrgAccountBalance: '' })
        : undefined;
      const c2b: FakeC2b = { transId: body.TransID, accountReference, amountMinor, body };
      fake.c2bPayments.push(c2b);
      const confirmation = await fake.deliver(c2bUrl(serverUrl, 'confirmation'), body);
      return { c2b, validation, confirmation };
    },
    repeatPayBill: (c2b, serverUrl) => fake.deliver(c2bUrl(serverUrl, 'confirmation'), c2b.body),
    paidByAccount() {
      const paid = new Map<string, number>();
      const add = (account: string, minor: number) =>
        paid.set(account, (paid.get(account) ?? 0) + minor);
      for (const push of fake.pushes) {
        if (push.result?.code === 0) add(push.accountReference, push.amountMinor);
      }
      for (const c2b of fake.c2bPayments) add(c2b.accountReference, c2b.amountMinor);
      return paid;
    },
    async setAvailability(mode) {
      if (mode === 'refused' && availability !== 'refused') {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      } else if (mode !== 'refused' && availability === 'refused') {
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
      availability = mode;
    },
    loseNextPushAnswer(how) {
      loseAnswer = how;
    },
    async close() {
      for (const response of hanging) response.destroy();
      if (availability === 'refused') return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
