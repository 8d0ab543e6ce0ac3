/**
 * The configuration sending needs (daily cap and SMS allowance, SMS price, links' base URL), taken from the
 * app's Config. Routes pass the settings of their own app; other modules (the scheduler)
 * call `queueBatch` without them and get those of the app this process built, as one
 * server process runs one app.
 */
import type { Config } from '../../config';

export type MessagingSettings = {
  /** Messages of every channel a user may queue a day; also the staff's SMS allowance. */
  dailyCapPerUser: number;
  /** SMS a day of a self-signed-up account whose allowance nobody raised (decision 0022). */
  newAccountDailySmsAllowance: number;
  /** With no SMS provider nothing is sent, so no phone needs proving (decision 0022). */
  smsProviderConfigured: boolean;
  /** Integer minor units per SMS part; null when no price is configured. */
  smsPrice: { minor: number; currency: string } | null;
  publicBaseUrl: string;
};

/** Links in messages must work from a phone: without PUBLIC_BASE_URL, where we listen. */
function publicBaseUrlOf(config: Config): string {
  if (config.PUBLIC_BASE_URL) return config.PUBLIC_BASE_URL;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  return `http://${host}:${config.PORT}`;
}

export function messagingSettingsOf(config: Config): MessagingSettings {
  return {
    dailyCapPerUser: config.MESSAGES_DAILY_CAP_PER_USER,
    newAccountDailySmsAllowance: config.NEW_ACCOUNT_DAILY_SMS_ALLOWANCE,
    smsProviderConfigured: config.SMS_PROVIDER !== undefined,
    smsPrice:
      config.SMS_PRICE_PER_SEGMENT_MINOR !== undefined && config.SMS_PRICE_CURRENCY
        ? { minor: config.SMS_PRICE_PER_SEGMENT_MINOR, currency: config.SMS_PRICE_CURRENCY }
        : null,
    publicBaseUrl: publicBaseUrlOf(config),
  };
}

let configured: MessagingSettings | undefined;

/** buildApp calls this with its config. */
export function configureMessaging(config: Config): MessagingSettings {
  configured = messagingSettingsOf(config);
  return configured;
}

export function configuredSettings(): MessagingSettings {
  if (!configured) throw new Error('configureMessaging(config) was not called (buildApp does)');
  return configured;
}
