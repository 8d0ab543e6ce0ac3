/**
 * The gate's limits, read from the environment once when the app builds its gate: each
 * account's daily cap and SMS allowance (decision 0022), each recipient's daily cap and each
 * channel's installation-wide daily budget (decision 0059).
 */
import type { MessageChannel } from '@karamu/shared';
import type { Config } from '../../../config';

export type OutboundLimits = {
  /** Messages of every channel an account may queue a day; also the staff's SMS allowance. */
  dailyCapPerUser: number;
  /** SMS a day of a self-signed-up account whose allowance nobody raised (decision 0022). */
  newAccountDailySmsAllowance: number;
  /** With no SMS provider nothing is sent, so no phone needs proving (decision 0022). */
  smsProviderConfigured: boolean;
  /** Messages and codes one phone number or e-mail address receives a UTC day, from everyone. */
  recipientDailyCap: number;
  /** What the whole installation sends a UTC day, per channel. */
  dailyBudget: Record<MessageChannel, number>;
};

export function outboundLimitsOf(config: Config): OutboundLimits {
  return {
    dailyCapPerUser: config.MESSAGES_DAILY_CAP_PER_USER,
    newAccountDailySmsAllowance: config.NEW_ACCOUNT_DAILY_SMS_ALLOWANCE,
    smsProviderConfigured: config.SMS_PROVIDER !== undefined,
    recipientDailyCap: config.RECIPIENT_DAILY_CAP,
    dailyBudget: { sms: config.SMS_DAILY_BUDGET, email: config.EMAIL_DAILY_BUDGET },
  };
}

/** The env variable an operator changes to move each limit, named in refusals. */
export const BUDGET_VARIABLE: Record<MessageChannel, string> = {
  sms: 'SMS_DAILY_BUDGET',
  email: 'EMAIL_DAILY_BUDGET',
};

export const CHANNEL_WORDS: Record<MessageChannel, { one: string; many: string }> = {
  sms: { one: 'SMS', many: 'SMS' },
  email: { one: 'e-mail', many: 'e-mails' },
};
