/**
 * Configuration from the environment, checked once at start-up: a wrong value stops the
 * process with a message naming the variable (see README "Configuration").
 */
import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '@karamu/shared';

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^/\s]+[^\s]*$/, 'must be an http:// or https:// URL')
  // One form for every use: links are built as `${base}/path`.
  .transform((url) => url.replace(/\/+$/, ''));
const positiveInt = (fallback: number, min = 1) =>
  z.coerce.number().int().min(min).default(fallback);

/** Messaging: providers, limits and the delivery worker (decision 0011; README "Configuration"). */
const messagingEnv = {
  /** Where people reach this server: links in messages, Twilio's status callback and signature. */
  PUBLIC_BASE_URL: httpUrl.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
  SMS_PROVIDER: z.enum(['africastalking', 'twilio']).optional(),
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_SENDER_ID: z.string().min(1).max(11, 'must be at most 11 characters').optional(),
  AT_BASE_URL: httpUrl.default('https://api.africastalking.com'),
  AT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hexadecimal digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().min(1).optional(),
  TWILIO_BASE_URL: httpUrl.default('https://api.twilio.com'),
  PROVIDER_TIMEOUT_MS: positiveInt(10_000, 100),
  SMS_RATE_PER_SECOND: positiveInt(10),
  EMAIL_RATE_PER_SECOND: positiveInt(10),
  MESSAGES_DAILY_CAP_PER_USER: positiveInt(5000),
  /** SMS a day a self-signed-up account may queue until an administrator raises it (0022). */
  NEW_ACCOUNT_DAILY_SMS_ALLOWANCE: positiveInt(50, 0),
  /** Messages (and codes) one phone number or e-mail address receives a UTC day, all senders together (0059). */
  RECIPIENT_DAILY_CAP: positiveInt(10),
  /** SMS (messages and codes) the whole installation sends a UTC day (0059). */
  SMS_DAILY_BUDGET: positiveInt(5000),
  /** E-mails the whole installation sends a UTC day (0059). */
  EMAIL_DAILY_BUDGET: positiveInt(20_000),
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  MESSAGE_RETRY_BASE_MS: positiveInt(30_000),
  MESSAGE_LEASE_MS: positiveInt(60_000, 1000),
  WORKER_POLL_MS: positiveInt(1000, 10),
  SMS_PRICE_PER_SEGMENT_MINOR: z.coerce.number().int().min(0).optional(),
  SMS_PRICE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as KES')
    .optional(),
  SCHEDULER_INTERVAL_MS: positiveInt(30_000, 100),
  /** An SMS thanking the member after each payment counted from mobile money (decision 0043). */
  PAYMENT_THANK_YOU_SMS: booleanText.default(true),
};

/**
 * Default of `PAYMENT_PROMPTS_PER_HOUR_PER_EVENT`: two a minute for an hour. After a
 * reminder to a few hundred guests or members, those who pay at once stay well inside it;
 * one event cannot send thousands of prompts an hour to numbers of its choosing.
 */
export const DEFAULT_PROMPTS_PER_HOUR_PER_EVENT = 120;

/**
 * Flutterwave's FLW_* variables (decision 0046), optional here and required together when
 * `PAYMENT_PROVIDER=flutterwave`; its provider reads them again from an environment with the
 * same schema.
 */
export const flutterwaveEnv = {
  FLW_SECRET_KEY: z.string().trim().min(1).optional(),
  /** The secret hash set on Flutterwave's dashboard, which webhooks carry in `verif-hash`. */
  FLW_SECRET_HASH: z.string().min(16, 'must be at least 16 characters').optional(),
  FLW_CUSTOMER_EMAIL: z.email('must be an email address').optional(),
  FLW_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+[^\s]*$/, 'must be an http:// or https:// URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.flutterwave.com'),
};
export const FLUTTERWAVE_REQUIRED_ENV = [
  'FLW_SECRET_KEY',
  'FLW_SECRET_HASH',
  'FLW_CUSTOMER_EMAIL',
] as const;

/**
 * Mobile-money payments (decision 0042; README "Configuration"). PAYMENT_PROVIDER unset:
 * no provider, no pay buttons, nothing pretends to collect.
 */
const paymentsEnv = {
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  /** How often pending payments are looked at; each is asked about with its own backoff. */
  PAYMENT_POLL_MS: positiveInt(5000, 10),
  /** Prompts an event or occasion may send in an hour, all its payers together (decision 0059). */
  PAYMENT_PROMPTS_PER_HOUR_PER_EVENT: positiveInt(DEFAULT_PROMPTS_PER_HOUR_PER_EVENT),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be the paybill number, 5 to 7 digits')
    .optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  /** Part of the callback URLs Daraja calls: Daraja signs nothing, so the URL is the secret. */
  MPESA_CALLBACK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, 'must be 24 to 128 letters, digits, _ or -')
    .optional(),
  MPESA_BASE_URL: httpUrl.default('https://sandbox.safaricom.co.ke'),
  /** Comma-separated addresses Daraja calls from; unset: any (see decision 0042). */
  MPESA_CALLBACK_IPS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    )
    .optional(),
  /** Flutterwave (decision 0046). */
  ...flutterwaveEnv,
};

function checkPaymentsEnv(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (env.PAYMENT_PROVIDER === 'mpesa') {
    requireTogether(env, ctx, 'with PAYMENT_PROVIDER=mpesa', [
      'MPESA_CONSUMER_KEY',
      'MPESA_CONSUMER_SECRET',
      'MPESA_SHORTCODE',
      'MPESA_PASSKEY',
      'MPESA_CALLBACK_SECRET',
    ]);
  }
  if (env.PAYMENT_PROVIDER === 'flutterwave') {
    requireTogether(env, ctx, 'with PAYMENT_PROVIDER=flutterwave', [...FLUTTERWAVE_REQUIRED_ENV]);
  }
}

/** Settings that only make sense together: each missing one is named. */
function requireTogether(
  env: Record<string, unknown>,
  ctx: z.RefinementCtx,
  when: string,
  names: string[],
) {
  for (const name of names) {
    if (env[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is required ${when}` });
    }
  }
}

function checkMessagingEnv(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (env.SMTP_URL !== undefined) requireTogether(env, ctx, 'with SMTP_URL', ['MAIL_FROM']);
  if (env.SMS_PROVIDER === 'africastalking') {
    requireTogether(env, ctx, 'with SMS_PROVIDER=africastalking', ['AT_USERNAME', 'AT_API_KEY']);
  }
  if (env.SMS_PROVIDER === 'twilio') {
    requireTogether(env, ctx, 'with SMS_PROVIDER=twilio', [
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
    ]);
    if (env.TWILIO_FROM === undefined && env.TWILIO_MESSAGING_SERVICE_SID === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_FROM'],
        message: 'or TWILIO_MESSAGING_SERVICE_SID is required with SMS_PROVIDER=twilio',
      });
    }
  }
  if ((env.SMS_PRICE_PER_SEGMENT_MINOR === undefined) !== (env.SMS_PRICE_CURRENCY === undefined)) {
    const missing =
      env.SMS_PRICE_CURRENCY === undefined ? 'SMS_PRICE_CURRENCY' : 'SMS_PRICE_PER_SEGMENT_MINOR';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'the SMS price needs both parts' });
  }
  // A claim must outlast the slowest provider answer, or a second worker sends it again.
  if (Number(env.MESSAGE_LEASE_MS) <= 2 * Number(env.PROVIDER_TIMEOUT_MS)) {
    ctx.addIssue({
      code: 'custom',
      path: ['MESSAGE_LEASE_MS'],
      message: 'must be more than twice PROVIDER_TIMEOUT_MS',
    });
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(8 * 60),
    SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .default(7 * 24),
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    TRUST_PROXY: booleanText.default(false),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Signs device cookies (decision 0016); generated and kept in the database when unset. */
    DEVICE_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    WEB_DIST_DIR: z.string().optional(),
    /**
     * How long a public page rendered with its data may take before the plain app is sent
     * instead (decision 0032); tests on a loaded machine give it more.
     */
    PAGE_RENDER_BUDGET_MS: positiveInt(2000, 100),
    /** Uploads read in worker threads (decision 0019): at once, waiting, seconds, heap MB. */
    UPLOAD_JOBS_MAX_RUNNING: positiveInt(2),
    UPLOAD_JOBS_MAX_WAITING: positiveInt(8, 0),
    UPLOAD_JOB_TIMEOUT_SECONDS: positiveInt(60),
    UPLOAD_JOB_MAX_HEAP_MB: positiveInt(384, 64),
    ...messagingEnv,
    ...paymentsEnv,
  })
  .superRefine((env, ctx) => {
    checkMessagingEnv(env, ctx);
    checkPaymentsEnv(env, ctx);
  });

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  /** Absolute path of the data directory. */
  DATA_DIR: string;
  /** Absolute path of the built web app. */
  WEB_DIST_DIR: string;
};

export class ConfigError extends Error {}

/**
 * npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user
 * typed `npm start`, so `./data` means the folder they are in.
 */
function baseDirectory(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD ?? process.cwd();
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** An empty variable (`PORT=` in .env) means "not set", as in most tools. */
const withoutEmpty = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const base = baseDirectory(env);
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(base, parsed.data.DATA_DIR),
    WEB_DIST_DIR: parsed.data.WEB_DIST_DIR
      ? path.resolve(base, parsed.data.WEB_DIST_DIR)
      : defaultWebDist,
  };
}
