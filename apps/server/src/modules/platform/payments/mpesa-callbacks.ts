/**
 * Daraja's callbacks (decision 0042), public because Safaricom carries no session and signs
 * nothing. Each URL holds MPESA_CALLBACK_SECRET, compared in constant time; a wrong secret,
 * an address outside MPESA_CALLBACK_IPS (when set) or M-Pesa not being configured is a 404
 * that reveals nothing. Every body that passes is kept as received (payment_callbacks),
 * and an STK callback counts only once the STK query confirms it. Daraja expects
 * `{ ResultCode: 0, ResultDesc: 'Accepted' }` in answer.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { Config } from '../../../config';
import { PUBLIC } from '../../../lib/access';
import { badRequest, notFound } from '../../../lib/http-error';
import { safeEqual } from '../../../lib/safe-equal';
import type { CallbackInput, PaybillPayment } from './handle-callback';
import type { PaymentsCore } from './payments-core';
import {
  MPESA_CALLBACK_PATHS,
  outcomeOfResultCode,
  parseDarajaTime,
  phoneFromMsisdn,
} from './providers/mpesa';
import type { ProviderOutcome } from './providers/payment-provider';

/** A Daraja callback is a few hundred bytes; this bounds what is kept of a forged one. */
const CALLBACK_BODY_LIMIT = 16 * 1024;
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };
/** What Daraja reads back: 0 takes the callback; a validation's code refuses the payment. */
const darajaAnswerSchema = z.object({
  ResultCode: z.union([z.literal(0), z.literal('C2B00016')]),
  ResultDesc: z.string(),
});
const tags = ['payments'];

const text = (max: number) => z.union([z.string().max(max), z.number()]).transform(String);

const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: text(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.union([
        z.number().int(),
        z
          .string()
          .regex(/^\d{1,6}$/)
          .transform(Number),
      ]),
      ResultDesc: z.string().max(500),
      CallbackMetadata: z
        .object({
          Item: z
            .array(z.object({ Name: z.string().max(50), Value: z.unknown().optional() }))
            .max(20),
        })
        .optional(),
    }),
  }),
});

const c2bSchema = z.object({
  TransactionType: z.string().max(50).optional(),
  TransID: z.string().regex(/^[A-Z0-9]{6,20}$/i, 'TransID must be an M-Pesa transaction code'),
  TransTime: text(20),
  TransAmount: text(20),
  BusinessShortCode: text(10),
  BillRefNumber: z.string().max(100).default(''),
  MSISDN: text(100).optional(),
  FirstName: z.string().max(100).optional(),
  MiddleName: z.string().max(100).optional(),
  LastName: z.string().max(100).optional(),
});

/** "200.00" or 200 -> 20000: read digit by digit, never through a float. */
function minorOfAmount(value: string): number | undefined {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return `${issue.path.join('.') || 'body'}: ${issue.message}`;
};

/** What an STK callback says happened: believed only once the STK query agrees. */
function claimOfStk(callback: z.infer<typeof stkCallbackSchema>['Body']['stkCallback']) {
  const outcome = outcomeOfResultCode(callback.ResultCode, callback.ResultDesc);
  if (outcome.status !== 'succeeded') return outcome;
  const item = (name: string) =>
    callback.CallbackMetadata?.Item.find((i) => i.Name === name)?.Value;
  const amount = item('Amount');
  const receipt = item('MpesaReceiptNumber');
  const amountMinor =
    typeof amount === 'number' || typeof amount === 'string'
      ? minorOfAmount(typeof amount === 'number' ? amount.toFixed(2) : amount)
      : undefined;
  const paidAt = item('TransactionDate');
  const claim: ProviderOutcome = {
    status: 'succeeded',
    ...(typeof receipt === 'string' && /^[A-Z0-9]{6,20}$/i.test(receipt) ? { receipt } : {}),
    ...(amountMinor !== undefined ? { amountMinor, currency: 'KES' } : {}),
    ...(phoneFromMsisdn(item('PhoneNumber'))
      ? { phone: phoneFromMsisdn(item('PhoneNumber')) }
      : {}),
    ...(typeof paidAt === 'string' || typeof paidAt === 'number'
      ? { paidAt: parseDarajaTime(paidAt) }
      : {}),
  };
  return claim;
}

function checkCaller(config: Config) {
  return async (request: FastifyRequest) => {
    const secret = config.PAYMENT_PROVIDER === 'mpesa' ? config.MPESA_CALLBACK_SECRET : undefined;
    const { secret: given } = request.params as { secret?: unknown };
    const allowed = config.MPESA_CALLBACK_IPS;
    if (
      !secret ||
      typeof given !== 'string' ||
      !safeEqual(given, secret) ||
      (allowed && allowed.length > 0 && !allowed.includes(request.ip))
    ) {
      throw notFound();
    }
  };
}

export const mpesaCallbackRoutes: FastifyPluginAsync<AppDeps & { payments: PaymentsCore }> = async (
  app,
  { config, payments },
) => {
  const options = (summary: string) => ({
    config: { access: PUBLIC },
    bodyLimit: CALLBACK_BODY_LIMIT,
    preValidation: checkCaller(config),
    schema: {
      tags,
      summary,
      params: z.strictObject({ secret: z.string().max(200) }),
      response: { 200: darajaAnswerSchema },
    },
  });
  const shortcode = config.MPESA_SHORTCODE;
  const base = { provider: 'mpesa' as const };

  /** Kept as received, then refused naming what is wrong. */
  const refuse = async (input: Omit<CallbackInput, 'provider'>, why: string) => {
    await payments.handleCallback({ ...base, ...input, recordOnly: 'unreadable' });
    throw badRequest(`Not a readable M-Pesa callback: ${why}`);
  };

  app.post(
    `${MPESA_CALLBACK_PATHS.stk}/:secret`,
    options('M-Pesa STK push results (the secret is MPESA_CALLBACK_SECRET)'),
    async (request) => {
      const parsed = stkCallbackSchema.safeParse(request.body);
      if (!parsed.success)
        return refuse({ kind: 'stk', body: request.body }, firstIssue(parsed.error));
      const callback = parsed.data.Body.stkCallback;
      await payments.handleCallback({
        ...base,
        kind: 'stk',
        body: request.body,
        providerRequestId: callback.CheckoutRequestID,
        claimed: claimOfStk(callback),
      });
      return ACCEPTED;
    },
  );

  /** A C2B body read into a payment, or why it cannot be one of ours. */
  const readC2b = (body: unknown): { payment: PaybillPayment } | { problem: string } => {
    const parsed = c2bSchema.safeParse(body);
    if (!parsed.success) return { problem: firstIssue(parsed.error) };
    const c2b = parsed.data;
    if (c2b.BusinessShortCode !== shortcode) {
      return { problem: 'BusinessShortCode is not this paybill' };
    }
    const amountMinor = minorOfAmount(c2b.TransAmount);
    if (!amountMinor) return { problem: 'TransAmount must be an amount above 0' };
    const name = [c2b.FirstName, c2b.MiddleName, c2b.LastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
    return {
      payment: {
        receipt: c2b.TransID.toUpperCase(),
        amountMinor,
        currency: 'KES',
        accountReference: c2b.BillRefNumber.trim(),
        phone: phoneFromMsisdn(c2b.MSISDN) ?? null,
        payerName: name || null,
        paidAt: parseDarajaTime(c2b.TransTime) ?? new Date(),
      },
    };
  };

  // Every paybill payment is welcome, matched or not: one that matches no account code is
  // kept as unmatched and assigned by a person, rather than bounced back to the payer.
  app.post(
    `${MPESA_CALLBACK_PATHS.c2bValidation}/:secret`,
    options('M-Pesa paybill validation (the secret is MPESA_CALLBACK_SECRET)'),
    async (request) => {
      const read = readC2b(request.body);
      const accepted = 'payment' in read;
      await payments.handleCallback({
        ...base,
        kind: 'c2b-validation',
        body: request.body,
        recordOnly: accepted ? 'accepted' : 'rejected',
      });
      // C2B00016 is Daraja's "other error": the payment is refused before any money moves.
      return accepted ? ACCEPTED : { ResultCode: 'C2B00016', ResultDesc: 'Rejected' };
    },
  );

  app.post(
    `${MPESA_CALLBACK_PATHS.c2bConfirmation}/:secret`,
    options('M-Pesa paybill confirmation (the secret is MPESA_CALLBACK_SECRET)'),
    async (request) => {
      const read = readC2b(request.body);
      if ('problem' in read) {
        return refuse({ kind: 'c2b-confirmation', body: request.body }, read.problem);
      }
      await payments.handleCallback({
        ...base,
        kind: 'c2b-confirmation',
        body: request.body,
        paybill: read.payment,
      });
      return ACCEPTED;
    },
  );
};
