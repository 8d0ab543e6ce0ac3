/**
 * The configuration sending needs (SMS price, links' base URL; the limits are the outbound
 * gate's), taken from the app's Config once, when app.ts builds its messaging (messaging.ts).
 */
import type { DeliverySetup } from '@karamu/shared';
import type { Config } from '../../../config';
import { publicBaseUrlOf } from '../../../lib/public-base-url';

export type MessagingSettings = {
  /** Integer minor units per SMS part; null when no price is configured. */
  smsPrice: { minor: number; currency: string } | null;
  publicBaseUrl: string;
  /** What `GET /api/profile/sending` tells the web app about providers and links (0029). */
  delivery: DeliverySetup;
};

/**
 * A host only this machine reaches: localhost (and *.localhost, RFC 6761), 127.0.0.0/8,
 * ::1, or the unspecified 0.0.0.0 and ::. A link to it in a message opens nothing on a
 * guest's phone.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '[::1]' ||
    host === '[::]'
  );
}

/** The provider URLs that messages would go to, per configured channel. */
function providerUrls(config: Config): string[] {
  const urls: string[] = [];
  if (config.SMS_PROVIDER === 'africastalking') urls.push(config.AT_BASE_URL);
  if (config.SMS_PROVIDER === 'twilio') urls.push(config.TWILIO_BASE_URL);
  if (config.SMTP_URL) urls.push(config.SMTP_URL);
  return urls;
}

/**
 * The start-up warning of decision 0029: a provider on another machine delivers for real,
 * while every link in those messages points at this one. None with only local stand-ins
 * (tests, a developer's machine) or with a public PUBLIC_BASE_URL.
 */
export function publicAddressWarning(config: Config): string | undefined {
  const base = publicBaseUrlOf(config);
  if (!isLoopbackUrl(base)) return undefined;
  if (!providerUrls(config).some((url) => !isLoopbackUrl(url))) return undefined;
  const why = config.PUBLIC_BASE_URL ? `PUBLIC_BASE_URL is ${base}` : 'PUBLIC_BASE_URL is unset';
  return `${why}, so links in messages sent through the configured provider point at this machine and no recipient can open them: set PUBLIC_BASE_URL to the address people reach this server at (README "Configuration").`;
}

export function deliverySetupOf(config: Config): DeliverySetup {
  const publicBaseUrl = publicBaseUrlOf(config);
  return {
    providers: { sms: config.SMS_PROVIDER !== undefined, email: config.SMTP_URL !== undefined },
    publicBaseUrl,
    publicBaseUrlIsLocal: isLoopbackUrl(publicBaseUrl),
    smsPriceCurrency:
      config.SMS_PRICE_PER_SEGMENT_MINOR !== undefined ? (config.SMS_PRICE_CURRENCY ?? null) : null,
  };
}

export function messagingSettingsOf(config: Config): MessagingSettings {
  return {
    delivery: deliverySetupOf(config),
    smsPrice:
      config.SMS_PRICE_PER_SEGMENT_MINOR !== undefined && config.SMS_PRICE_CURRENCY
        ? { minor: config.SMS_PRICE_PER_SEGMENT_MINOR, currency: config.SMS_PRICE_CURRENCY }
        : null,
    publicBaseUrl: publicBaseUrlOf(config),
  };
}
