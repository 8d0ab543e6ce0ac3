/**
 * Flutterwave (API v3, direct charge by mobile money) as a payment provider (decision 0046):
 * one aggregator that reaches M-Pesa Kenya and the wallets of Tanzania, Uganda, Rwanda,
 * Zambia and Ghana.
 *
 * - Charge: POST {base}/v3/charges?type=<mpesa|mobile_money_…> with `Authorization: Bearer
 *   FLW_SECRET_KEY` and a JSON body {tx_ref, amount (major units), currency, email,
 *   phone_number, network?}. The wallet then prompts the payer's phone.
 * - tx_ref is our payment's id: we know the request's id before we call, so a charge whose
 *   answer was lost can still be found by it.
 * - Query: GET {base}/v3/transactions/verify_by_reference?tx_ref=… (Flutterwave's advice:
 *   verify status, currency and amount before giving value).
 * - Webhook: `charge.completed` posted with a `verif-hash` header equal to the secret hash set
 *   on the dashboard (FLW_SECRET_HASH), compared in constant time. The body only says which
 *   tx_ref to ask about: the core confirms it with `queryPayment` before it counts.
 * @see https://developer.flutterwave.com/docs/mobile-money
 * @see https://developer.flutterwave.com/docs/transaction-verification
 * @see https://developer.flutterwave.com/docs/webhooks
 * @see https://github.com/Flutterwave/Node-v3 services/mobile-money, services/transactions
 */
import { currencyDigits, minorToDecimalText, parseAmount } from '@karamu/shared';
import { z } from 'zod';
import { FLUTTERWAVE_REQUIRED_ENV, flutterwaveEnv } from '../../../../config';
import { safeEqual } from '../../../../lib/safe-equal';
import {
  ProviderAnswerUnreadableError,
  ProviderRefusedError,
  ProviderUnavailableError,
  fetchMayHaveSent,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderOutcome,
} from './payment-provider';

const LABEL = 'Flutterwave';

/**
 * What each currency's mobile money needs. `chargeDecimals`: the decimals the wallets take.
 * M-Pesa and Tanzania's wallets move whole shillings although ISO gives KES and TZS cents,
 * so a KES amount with cents is refused here rather than rounded by someone else.
 * `networks`: the operator of each mobile prefix (digits after the calling code), sent as
 * `network`; Uganda and Ghana require it, Rwanda and Zambia take it when known.
 * `limits`: whole units per payment; the upper bounds stay below the wallets' own
 * per-transaction caps (M-Pesa's is KES 250,000), so what we offer the wallet accepts.
 */
type CurrencyRules = {
  chargeType: string;
  callingCode: string;
  chargeDecimals: number;
  networks?: Record<string, readonly string[]>;
  networkRequired?: boolean;
  limits: { min: number; max: number };
};

const FLUTTERWAVE_CURRENCIES: Readonly<Record<string, CurrencyRules>> = {
  KES: {
    chargeType: 'mpesa',
    callingCode: '254',
    chargeDecimals: 0,
    limits: { min: 1, max: 250_000 },
  },
  TZS: {
    chargeType: 'mobile_money_tanzania',
    callingCode: '255',
    chargeDecimals: 0,
    limits: { min: 100, max: 5_000_000 },
  },
  UGX: {
    chargeType: 'mobile_money_uganda',
    callingCode: '256',
    chargeDecimals: 0,
    networks: { MTN: ['76', '77', '78'], AIRTEL: ['70', '74', '75'] },
    networkRequired: true,
    limits: { min: 500, max: 5_000_000 },
  },
  RWF: {
    chargeType: 'mobile_money_rwanda',
    callingCode: '250',
    chargeDecimals: 0,
    networks: { MTN: ['78', '79'], AIRTEL: ['72', '73'] },
    limits: { min: 100, max: 2_000_000 },
  },
  ZMW: {
    chargeType: 'mobile_money_zambia',
    callingCode: '260',
    chargeDecimals: 2,
    networks: { MTN: ['76', '96'], AIRTEL: ['77', '97'], ZAMTEL: ['75', '95'] },
    limits: { min: 1, max: 50_000 },
  },
  GHS: {
    chargeType: 'mobile_money_ghana',
    callingCode: '233',
    chargeDecimals: 2,
    networks: {
      MTN: ['24', '25', '53', '54', '55', '59'],
      VODAFONE: ['20', '50'],
      AIRTELTIGO: ['26', '27', '56', '57'],
    },
    networkRequired: true,
    limits: { min: 1, max: 10_000 },
  },
};

// --- Configuration -----------------------------------------------------------------------

export type FlutterwaveConfig = {
  secretKey: string;
  /** The dashboard's webhook "secret hash", echoed in `verif-hash`. */
  secretHash: string;
  baseUrl: string;
  /** Flutterwave requires a customer email on each charge; members have none on file. */
  customerEmail: string;
  timeoutMs: number;
};

const flutterwaveConfigSchema = z.object({
  ...flutterwaveEnv,
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
});

/**
 * Reads the FLW_* variables (and PROVIDER_TIMEOUT_MS) from the environment or from the
 * loaded Config; a missing or wrong one throws an error naming it.
 */
export function flutterwaveConfigFromEnv(env: Record<string, unknown>): FlutterwaveConfig {
  const parsed = flutterwaveConfigSchema.safeParse(env);
  const problems = [
    ...FLUTTERWAVE_REQUIRED_ENV.filter((name) => env[name] === undefined).map(
      (name) => `${name} is required with PAYMENT_PROVIDER=flutterwave`,
    ),
    ...(parsed.error?.issues ?? [])
      .filter((issue) => env[String(issue.path[0])] !== undefined)
      .map((issue) => `${String(issue.path[0])} ${issue.message}`),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const value = parsed.data;
  return {
    secretKey: value.FLW_SECRET_KEY!,
    secretHash: value.FLW_SECRET_HASH!,
    baseUrl: value.FLW_BASE_URL,
    customerEmail: value.FLW_CUSTOMER_EMAIL!,
    timeoutMs: value.PROVIDER_TIMEOUT_MS,
  };
}

// --- Amounts and phones ------------------------------------------------------------------

function rulesFor(currency: string): CurrencyRules {
  const rules = FLUTTERWAVE_CURRENCIES[currency];
  if (!rules) {
    throw new ProviderRefusedError(
      `${LABEL} mobile money does not collect ${currency}: it collects ${Object.keys(FLUTTERWAVE_CURRENCIES).join(', ')}`,
    );
  }
  return rules;
}

/** Minor units per unit the wallet can move: 100 for KES (whole shillings), 1 for GHS pesewas. */
const minorStep = (currency: string, rules: CurrencyRules) =>
  10 ** Math.max(0, currencyDigits(currency) - rules.chargeDecimals);

/** Our minor units as the major-unit number Flutterwave's `amount` carries: 150000 KES -> 1500. */
export function toFlutterwaveAmount(amountMinor: number, currency: string): number {
  const rules = rulesFor(currency);
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new ProviderRefusedError('The amount must be a positive whole number of minor units');
  }
  if (amountMinor % minorStep(currency, rules) !== 0) {
    throw new ProviderRefusedError(
      `${currency} mobile money moves whole units only: ${minorToDecimalText(amountMinor, currency)} has decimals`,
    );
  }
  // Decimal text, then a number: 1050 GHS -> "10.50" -> 10.5, never 10.500000001.
  return Number(minorToDecimalText(amountMinor, currency));
}

/** Flutterwave's major-unit number back to minor units, digit by digit; null if it is not one. */
export function fromFlutterwaveAmount(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  // String(1e21) is "1e+21": parseAmount refuses it, as it refuses more decimals than the currency has.
  const parsed = parseAmount(String(amount), currency);
  return parsed.ok ? parsed.minor : null;
}

/** The international digits without '+', as Flutterwave's examples write `phone_number`. */
const digitsOf = (phone: string) => (/^\+\d{8,15}$/.test(phone) ? phone.slice(1) : undefined);

function networkOf(digits: string, rules: CurrencyRules): string | undefined {
  const national = digits.slice(rules.callingCode.length);
  return Object.entries(rules.networks ?? {}).find(([, prefixes]) =>
    prefixes.some((prefix) => national.startsWith(prefix)),
  )?.[0];
}

/**
 * Why this number cannot be prompted (for `currency` when given, else for any of the six
 * countries), or undefined. Uganda and Ghana need the network, which only the prefix tells.
 */
function phoneProblemOf(phone: string, currency?: string): string | undefined {
  const digits = digitsOf(phone);
  if (!digits) return 'The phone number must be in international form, such as +254712345678';
  const entry = currency
    ? ([currency, rulesFor(currency)] as const)
    : Object.entries(FLUTTERWAVE_CURRENCIES).find(([, rules]) =>
        digits.startsWith(rules.callingCode),
      );
  if (!entry) {
    return `${LABEL} mobile money takes numbers starting ${Object.values(FLUTTERWAVE_CURRENCIES)
      .map((rules) => `+${rules.callingCode}`)
      .join(', ')}`;
  }
  const [code, rules] = entry;
  if (!digits.startsWith(rules.callingCode)) {
    return `${code} mobile money takes numbers starting +${rules.callingCode}: ${phone} belongs to another country`;
  }
  if (rules.networkRequired && !networkOf(digits, rules)) {
    return `${LABEL} needs the network of ${phone}, and it is on none it serves in that country (${Object.keys(rules.networks ?? {}).join(', ')})`;
  }
  return undefined;
}

// --- HTTP --------------------------------------------------------------------------------

type Answer = { status: number; text: string; json: unknown };

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat || 'empty';
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Flutterwave's error envelope: {status: 'error', message, data: null}. */
const errorSchema = z.object({ status: z.literal('error'), message: z.string() });
const messageOf = (answer: Answer) => {
  const parsed = errorSchema.safeParse(answer.json);
  return parsed.success ? parsed.data.message : excerpt(answer.text);
};

/** One call with a deadline. Unreachable, slow, busy (429), broken (5xx) or a refused key: unavailable. */
async function call(
  config: FlutterwaveConfig,
  fetchImpl: typeof fetch,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  let answer: Answer;
  try {
    const response = await fetchImpl(`${config.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const text = await response.text();
    answer = { status: response.status, text, json: parseJson(text) };
  } catch (error) {
    const { name, cause } = error as Error & { cause?: { code?: string; message?: string } };
    const reason =
      name === 'TimeoutError' || name === 'AbortError'
        ? `${LABEL} did not answer within ${Math.round(config.timeoutMs / 100) / 10} s`
        : `Could not reach ${LABEL}: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
    throw new ProviderUnavailableError(reason, {
      cause: error,
      maybeSent: fetchMayHaveSent(error),
    });
  }
  // A 5xx may come after the request was acted on; a 429 turned it away first.
  if (answer.status === 429 || answer.status >= 500) {
    throw new ProviderUnavailableError(
      `${LABEL} answered HTTP ${answer.status}: ${messageOf(answer)}`,
      { maybeSent: answer.status >= 500 },
    );
  }
  // Our key is wrong or revoked: nothing about this payment, and every payment would meet it.
  if (answer.status === 401 || answer.status === 403) {
    throw new ProviderUnavailableError(
      `${LABEL} refused our secret key (HTTP ${answer.status}): check FLW_SECRET_KEY`,
    );
  }
  return answer;
}

// --- Transactions ------------------------------------------------------------------------

/** The part of a v3 transaction (verify answer, webhook `data`) we read. */
const transactionSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().min(1).max(64)]),
  tx_ref: z.string().min(1).max(100),
  flw_ref: z.string().max(200).nullish(),
  amount: z.number(),
  currency: z.string().length(3),
  status: z.string().min(1).max(40),
  processor_response: z.string().max(500).nullish(),
  created_at: z.string().max(40).nullish(),
  customer: z.looseObject({ phone_number: z.string().max(50).nullish() }).nullish(),
});
type FlutterwaveTransaction = z.infer<typeof transactionSchema>;

const verifyAnswerSchema = z.object({ status: z.literal('success'), data: transactionSchema });

/** Flutterwave writes "N/A" where it has no reference yet. */
const receiptOf = (transaction: FlutterwaveTransaction) =>
  transaction.flw_ref && transaction.flw_ref !== 'N/A'
    ? transaction.flw_ref
    : `FLW-${transaction.id}`;

function payerPhone(transaction: FlutterwaveTransaction): string | undefined {
  const digits = transaction.customer?.phone_number?.replace(/^\+/, '') ?? '';
  const rules = FLUTTERWAVE_CURRENCIES[transaction.currency];
  return rules && /^\d{8,15}$/.test(digits) && digits.startsWith(rules.callingCode)
    ? `+${digits}`
    : undefined;
}

function outcomeOf(transaction: FlutterwaveTransaction): ProviderOutcome {
  const reason = transaction.processor_response || `${LABEL}: ${transaction.status}`;
  switch (transaction.status) {
    case 'successful': {
      const amountMinor = fromFlutterwaveAmount(transaction.amount, transaction.currency);
      if (amountMinor === null) {
        throw new ProviderAnswerUnreadableError(
          `${LABEL} reported ${transaction.amount} ${transaction.currency} for ${transaction.tx_ref}, which is not an amount of that currency`,
        );
      }
      const paidAt = new Date(transaction.created_at ?? '');
      return {
        status: 'succeeded',
        receipt: receiptOf(transaction),
        amountMinor,
        currency: transaction.currency,
        phone: payerPhone(transaction),
        paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
      };
    }
    case 'failed':
      return { status: 'failed', reason };
    case 'cancelled':
      return { status: 'cancelled', reason };
    default:
      // 'pending' and whatever else is not final yet: ask again later.
      return { status: 'pending' };
  }
}

const NOT_FOUND = /no transaction/i;

/**
 * The provider, with its webhook check bound to its own secret hash: the webhook route
 * finds both through `payments.provider`, so the configuration is read in one place.
 */
export type FlutterwaveProvider = PaymentProvider & {
  readonly name: 'flutterwave';
  hasWebhookHash(headers: WebhookHeaders): boolean;
  verifyWebhook(
    headers: WebhookHeaders,
    rawBody: string,
  ): ReturnType<typeof verifyFlutterwaveWebhook>;
};

export const isFlutterwaveProvider = (
  provider: PaymentProvider | null,
): provider is FlutterwaveProvider =>
  provider?.name === 'flutterwave' && 'verifyWebhook' in provider;

export function createFlutterwaveProvider(
  config: FlutterwaveConfig,
  fetchImpl: typeof fetch = fetch,
): FlutterwaveProvider {
  return {
    name: 'flutterwave',
    hasWebhookHash: (headers) => hasFlutterwaveHash(headers, config.secretHash),
    verifyWebhook: (headers, rawBody) =>
      verifyFlutterwaveWebhook(headers, rawBody, config.secretHash),
    currencies: Object.keys(FLUTTERWAVE_CURRENCIES),
    paybill: null,
    limits(currency) {
      const rules = rulesFor(currency);
      const unit = 10 ** currencyDigits(currency);
      return {
        minMinor: rules.limits.min * unit,
        maxMinor: rules.limits.max * unit,
        stepMinor: minorStep(currency, rules),
      };
    },
    phoneProblem: (phone) => phoneProblemOf(phone),
    // tx_ref is our payment's id: a charge whose answer was lost is verified by it.
    requestIdOf: (paymentId) => paymentId,

    async requestPayment(request: PaymentRequest) {
      const rules = rulesFor(request.currency);
      const amount = toFlutterwaveAmount(request.amountMinor, request.currency);
      const problem = phoneProblemOf(request.phone, request.currency);
      if (problem) throw new ProviderRefusedError(problem);
      const phone = digitsOf(request.phone)!;
      const network = networkOf(phone, rules);
      const answer = await call(config, fetchImpl, 'POST', `/v3/charges?type=${rules.chargeType}`, {
        tx_ref: request.paymentId,
        amount,
        currency: request.currency,
        email: config.customerEmail,
        phone_number: phone,
        ...(network ? { network } : {}),
        meta: { account_reference: request.accountReference, description: request.description },
      });
      if (answer.status >= 400) {
        throw new ProviderRefusedError(`${LABEL} refused the payment: ${messageOf(answer)}`);
      }
      // Any 2xx, even one we cannot read, may have created the charge: it keeps our tx_ref,
      // so the payment stays pending and the query or the webhook settles it. A test-mode
      // answer asking to open a redirect page is the same: the payment waits, then expires.
      return { providerRequestId: request.paymentId };
    },

    async queryPayment(providerRequestId) {
      const answer = await call(
        config,
        fetchImpl,
        'GET',
        `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(providerRequestId)}`,
      );
      // Not (yet) known to Flutterwave: no money moved; the core expires it in time.
      if (answer.status >= 400 && NOT_FOUND.test(messageOf(answer))) return { status: 'pending' };
      const parsed = verifyAnswerSchema.safeParse(answer.json);
      if (answer.status >= 300 || !parsed.success) {
        throw new ProviderUnavailableError(
          `${LABEL} answered the status query with HTTP ${answer.status} and something we cannot read: ${messageOf(answer)}`,
        );
      }
      if (parsed.data.data.tx_ref !== providerRequestId) {
        throw new ProviderAnswerUnreadableError(
          `${LABEL} answered the status query for ${providerRequestId} about ${parsed.data.data.tx_ref}`,
        );
      }
      return outcomeOf(parsed.data.data);
    },
  };
}

// --- Webhook -----------------------------------------------------------------------------

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** Whether the call carries the dashboard's secret hash, compared in constant time. */
function hasFlutterwaveHash(headers: WebhookHeaders, secretHash: string): boolean {
  const given = headers['verif-hash'];
  return typeof given === 'string' && safeEqual(given, secretHash);
}

const webhookSchema = z.looseObject({
  event: z.string().max(100),
  data: z.looseObject({ tx_ref: z.string().min(1).max(100) }),
});

/**
 * What a successful charge.completed says was paid. The core never counts it: it finds by
 * it the prompt whose id a crash kept it from storing (same phone, same amount), and the
 * status query decides as always.
 */
function claimOf(data: unknown): ProviderOutcome | undefined {
  const parsed = transactionSchema.safeParse(data);
  if (!parsed.success || parsed.data.status !== 'successful') return undefined;
  const transaction = parsed.data;
  const amountMinor = fromFlutterwaveAmount(transaction.amount, transaction.currency);
  return {
    status: 'succeeded',
    receipt: receiptOf(transaction),
    ...(amountMinor === null ? {} : { amountMinor, currency: transaction.currency }),
    phone: payerPhone(transaction),
  };
}

/**
 * A webhook from Flutterwave about a charge: the tx_ref to ask about (and what the body
 * claims, see claimOf), or null when the hash is wrong or the body is not a
 * `charge.completed` we can read.
 */
export function verifyFlutterwaveWebhook(
  headers: WebhookHeaders,
  rawBody: string,
  secretHash: string,
): { providerRequestId: string; claimed?: ProviderOutcome } | null {
  if (!hasFlutterwaveHash(headers, secretHash)) return null;
  const parsed = webhookSchema.safeParse(parseJson(rawBody));
  if (!parsed.success || parsed.data.event !== 'charge.completed') return null;
  const claimed = claimOf(parsed.data.data);
  return { providerRequestId: parsed.data.data.tx_ref, ...(claimed ? { claimed } : {}) };
}
