/**
 * Who may send SMS and how many (decision 0022): a self-signed-up organiser proves their
 * phone with a one-time code before sending SMS, and every account has a daily SMS
 * allowance that a super administrator can raise.
 */
import { z } from 'zod';
import { MESSAGE_CHANNELS, type MessageChannel } from './messaging/templates';

/** Digits in a phone verification code. */
export const PHONE_CODE_LENGTH = 6;

export const confirmPhoneInputSchema = z.strictObject({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, `The code is ${PHONE_CODE_LENGTH} digits`),
});
export type ConfirmPhoneInput = z.infer<typeof confirmPhoneInputSchema>;

/** The largest allowance a form accepts; the server also caps it at MESSAGES_DAILY_CAP_PER_USER. */
export const SMS_DAILY_ALLOWANCE_MAX = 1_000_000;

/** A user's own SMS allowance: null means the installation's default for their kind of account. */
export const smsDailyAllowanceSchema = z
  .number({ error: 'SMS a day must be a whole number' })
  .int('SMS a day must be a whole number')
  .min(0, 'SMS a day cannot be negative')
  .max(SMS_DAILY_ALLOWANCE_MAX, `SMS a day must be at most ${SMS_DAILY_ALLOWANCE_MAX}`)
  .nullable();

/**
 * What reaches people from this installation (decision 0029): which channels have a
 * provider (a message of a channel without one waits, queued, until one is configured),
 * where the links in messages point, and the SMS price the estimate shows.
 */
export type DeliverySetup = {
  /** Channels with a provider; without one, messages wait "for a provider". */
  providers: Record<MessageChannel, boolean>;
  /** The base of every link in a message (answer links, Twilio callbacks). */
  publicBaseUrl: string;
  /** The links point at this machine (PUBLIC_BASE_URL unset or loopback): no guest reaches them. */
  publicBaseUrlIsLocal: boolean;
  /** The currency of the SMS price estimates show, or null when no price is configured. */
  smsPriceCurrency: string | null;
};

/** `GET /api/profile/sending`: what the signed-in user may send by SMS today, and why not. */
export type SendingStatus = {
  delivery: DeliverySetup;
  /** The profile's phone (E.164), where codes and test SMS go. */
  phone: string | null;
  /** This account must prove its phone before sending SMS (self-signed-up, provider set). */
  verificationRequired: boolean;
  /** The profile's phone is the one proven by a code. */
  phoneVerified: boolean;
  /** A code sent and still usable, or null. */
  codeExpiresAt: string | null;
  smsAllowance: {
    perDay: number;
    usedToday: number;
    left: number;
    /** When today's count starts again (next midnight UTC). */
    resetsAt: string;
  };
  /**
   * Used today against what the account may, per channel (decision 0059): SMS against the
   * SMS allowance, e-mail against the daily cap that every channel counts towards.
   */
  channelUse: Record<MessageChannel, { usedToday: number; perDay: number }>;
};

/** `GET /api/outbound-use` (super administrators): the installation's sends today (0059). */
export const outboundUseSchema = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(MESSAGE_CHANNELS),
      usedToday: z.number().int(),
      /** SMS_DAILY_BUDGET or EMAIL_DAILY_BUDGET. */
      budget: z.number().int(),
    }),
  ),
  /** RECIPIENT_DAILY_CAP: what one number or address receives a day, from every sender. */
  recipientDailyCap: z.number().int(),
  /** The next midnight UTC, when the counts start again. */
  resetsAt: z.string(),
});
export type OutboundUse = z.infer<typeof outboundUseSchema>;

export type PhoneCodeSent = { sentTo: string; expiresAt: string };
