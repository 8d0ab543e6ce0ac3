/**
 * M-Pesa through Safaricom's Daraja API (decision 0042), in its real formats:
 *
 * - OAuth: GET {base}/oauth/v1/generate?grant_type=client_credentials with Basic
 *   base64(key:secret) answers `{ access_token, expires_in }` (seconds, as text); the token
 *   is kept until a minute before it expires.
 * - STK push (Lipa na M-Pesa Online): POST {base}/mpesa/stkpush/v1/processrequest with
 *   Password = base64(Shortcode + Passkey + Timestamp), Timestamp YYYYMMDDHHmmss in Nairobi
 *   time, TransactionType CustomerPayBillOnline, Amount in whole shillings, PartyA and
 *   PhoneNumber 2547..., PartyB the paybill, CallBackURL, AccountReference (12 characters
 *   at most), TransactionDesc. It answers `{ MerchantRequestID, CheckoutRequestID,
 *   ResponseCode: "0", ... }`, or `{ requestId, errorCode, errorMessage }` with a 4xx/5xx.
 * - STK query: POST {base}/mpesa/stkpushquery/v1/query with the same password and the
 *   CheckoutRequestID; `ResultCode` 0 paid, 1032 cancelled by the payer, 1037 the phone
 *   could not be reached in time, 1 insufficient balance, 2001 wrong PIN... It carries no
 *   receipt and no amount: those come with the callback. While the payer has not answered
 *   it fails with errorCode 500.001.1001 "The transaction is being processed".
 * - The STK callback (`Body.stkCallback`) and the C2B confirmation are read by
 *   mpesa-callbacks.ts; the callback URLs carry MPESA_CALLBACK_SECRET.
 */
import type { Config } from '../../../../config';
import { publicBaseUrlOf } from '../../../../lib/public-base-url';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  fetchMayHaveSent,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderOutcome,
} from './payment-provider';

const LABEL = 'M-Pesa';
/** Daraja's own bound on AccountReference. */
const MPESA_ACCOUNT_REFERENCE_MAX = 12;
/** Daraja's bound on TransactionDesc. */
const DESCRIPTION_MAX = 13;
/** The STK push limits of a paybill, KES 1 to 250,000 (Safaricom's transaction limit). */
const MIN_MINOR = 100;
const MAX_MINOR = 250_000_00;
/** Refresh the token this long before Daraja says it expires. */
const TOKEN_MARGIN_MS = 60_000;
const STILL_PROCESSING = '500.001.1001';
/** Safaricom numbers: +254 then 7xx or 1xx. */
const SAFARICOM_PHONE = /^\+254[17]\d{8}$/;

/** Paths of our callback routes under /api; the secret follows. */
export const MPESA_CALLBACK_PATHS = {
  stk: '/api/payments/mpesa/stk-callback',
  c2bValidation: '/api/payments/mpesa/c2b/validation',
  c2bConfirmation: '/api/payments/mpesa/c2b/confirmation',
} as const;

/** YYYYMMDDHHmmss in Nairobi time (UTC+3, no daylight saving), as Daraja wants it. */
function darajaTimestamp(at: Date): string {
  const eat = new Date(at.getTime() + 3 * 3_600_000);
  return eat.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** Daraja's dates (TransactionDate, TransTime): YYYYMMDDHHmmss in Nairobi time. */
export function parseDarajaTime(value: string | number): Date | undefined {
  const text = String(value);
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const utc = Date.UTC(y!, mo! - 1, d!, h! - 3, mi!, s!);
  return Number.isNaN(utc) ? undefined : new Date(utc);
}

/** 254712345678 -> +254712345678; Daraja masks some numbers (C2B), which become null. */
export function phoneFromMsisdn(value: unknown): string | undefined {
  const text = String(value ?? '');
  return /^[1-9]\d{8,14}$/.test(text) ? `+${text}` : undefined;
}

/** What a final ResultCode of an STK push means for the payment. */
export function outcomeOfResultCode(code: number, description: string): ProviderOutcome {
  if (code === 0) return { status: 'succeeded' };
  if (code === 1032) return { status: 'cancelled', reason: 'The payer cancelled the prompt' };
  if (code === 1037) {
    return { status: 'failed', reason: 'The phone could not be reached or did not answer in time' };
  }
  if (code === 1) return { status: 'failed', reason: 'Not enough money in the M-Pesa account' };
  if (code === 2001) return { status: 'failed', reason: 'Wrong M-Pesa PIN' };
  return { status: 'failed', reason: `M-Pesa: ${description || 'failed'} (${code})` };
}

type DarajaAnswer = { status: number; json: Record<string, unknown> | undefined; text: string };

export function createMpesaProvider(
  config: Config,
  options: { now?: () => Date } = {},
): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const base = config.MPESA_BASE_URL;
  const shortcode = config.MPESA_SHORTCODE ?? '';
  const passkey = config.MPESA_PASSKEY ?? '';
  const callbackUrl = `${publicBaseUrlOf(config)}${MPESA_CALLBACK_PATHS.stk}/${config.MPESA_CALLBACK_SECRET ?? ''}`;
  let token: { value: string; until: number } | undefined;
  /** One token request at a time: concurrent pushes share it. */
  let tokenRequest: Promise<string> | undefined;

  /** `startsPrompt`: the request may put a prompt on a phone, so a lost answer is not "not sent". */
  async function call(
    url: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
    startsPrompt = false,
  ): Promise<DarajaAnswer> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        signal: AbortSignal.timeout(config.PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`${LABEL} could not be reached`, {
        cause: error,
        maybeSent: startsPrompt && fetchMayHaveSent(error),
      });
    }
    const text = await response.text().catch(() => '');
    let json: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        json = parsed as Record<string, unknown>;
      }
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text };
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(
      `${config.MPESA_CONSUMER_KEY ?? ''}:${config.MPESA_CONSUMER_SECRET ?? ''}`,
    ).toString('base64');
    const answer = await call(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    if (answer.status >= 500 || answer.status === 429) {
      throw new ProviderUnavailableError(`${LABEL} answered ${answer.status} to the token request`);
    }
    const value = answer.json?.access_token;
    if (answer.status !== 200 || typeof value !== 'string' || value === '') {
      // Wrong MPESA_CONSUMER_KEY or SECRET: nothing a payer can fix, the server's setup is wrong.
      throw new ProviderUnavailableError(
        `${LABEL} refused our credentials (${answer.status}): check MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET`,
      );
    }
    const seconds = Number(answer.json?.expires_in ?? 3599);
    token = {
      value,
      until: Date.now() + (Number.isFinite(seconds) ? seconds : 3599) * 1000 - TOKEN_MARGIN_MS,
    };
    return value;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  /** A JSON call with the bearer token; a token Daraja no longer takes is fetched again once. */
  async function post(
    path: string,
    body: Record<string, unknown>,
    startsPrompt = false,
  ): Promise<DarajaAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      const bearer = await accessToken();
      const answer = await call(
        `${base}${path}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        startsPrompt,
      );
      if (answer.status === 401 && attempt === 0) {
        token = undefined;
        continue;
      }
      return answer;
    }
  }

  const password = (timestamp: string) =>
    Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

  const errorText = (answer: DarajaAnswer) =>
    typeof answer.json?.errorMessage === 'string'
      ? `${answer.json.errorMessage}${typeof answer.json.errorCode === 'string' ? ` (${answer.json.errorCode})` : ''}`
      : `HTTP ${answer.status}`;

  return {
    name: 'mpesa',
    currencies: ['KES'],
    paybill: shortcode || null,
    limits: () => ({ minMinor: MIN_MINOR, maxMinor: MAX_MINOR, stepMinor: 100 }),
    phoneProblem: (phone) =>
      SAFARICOM_PHONE.test(phone)
        ? undefined
        : 'M-Pesa prompts reach Safaricom numbers in Kenya only (+254 7... or +254 1...)',

    async requestPayment(request: PaymentRequest) {
      const timestamp = darajaTimestamp(now());
      const msisdn = request.phone.replace(/^\+/, '');
      const answer = await post(
        '/mpesa/stkpush/v1/processrequest',
        {
          BusinessShortCode: shortcode,
          Password: password(timestamp),
          Timestamp: timestamp,
          TransactionType: 'CustomerPayBillOnline',
          Amount: request.amountMinor / 100,
          PartyA: msisdn,
          PartyB: shortcode,
          PhoneNumber: msisdn,
          CallBackURL: callbackUrl,
          AccountReference: request.accountReference.slice(0, MPESA_ACCOUNT_REFERENCE_MAX),
          TransactionDesc: request.description.slice(0, DESCRIPTION_MAX) || 'Payment',
        },
        true,
      );
      // A 5xx may come after Daraja took the prompt; a 429 refused it before.
      if (answer.status >= 500 || answer.status === 429) {
        throw new ProviderUnavailableError(`${LABEL} is not answering: ${errorText(answer)}`, {
          maybeSent: answer.status >= 500,
        });
      }
      const checkout = answer.json?.CheckoutRequestID;
      if (answer.status !== 200 || String(answer.json?.ResponseCode) !== '0') {
        throw new ProviderRefusedError(`${LABEL} refused the prompt: ${errorText(answer)}`);
      }
      if (typeof checkout !== 'string' || checkout === '') {
        // Accepted (ResponseCode 0), so the prompt is on its way, but we cannot follow it by id.
        throw new ProviderUnavailableError(`${LABEL} answered without a CheckoutRequestID`, {
          maybeSent: true,
        });
      }
      return { providerRequestId: checkout };
    },

    async queryPayment(providerRequestId) {
      const timestamp = darajaTimestamp(now());
      const answer = await post('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: shortcode,
        Password: password(timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: providerRequestId,
      });
      if (answer.json?.errorCode === STILL_PROCESSING) return { status: 'pending' };
      const code = Number(answer.json?.ResultCode);
      if (
        answer.status !== 200 ||
        answer.json?.ResultCode === undefined ||
        !Number.isInteger(code)
      ) {
        throw new ProviderUnavailableError(
          `${LABEL} could not tell the status: ${errorText(answer)}`,
        );
      }
      return outcomeOfResultCode(code, String(answer.json?.ResultDesc ?? ''));
    },
  };
}
