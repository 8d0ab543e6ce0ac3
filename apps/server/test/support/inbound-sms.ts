/**
 * An incoming SMS as each provider posts it to our webhook: Africa's Talking's form
 * (from, to, text, date, id, linkId) to a URL carrying the shared secret, or Twilio's
 * (MessageSid, From, To, Body, ...) signed with the account's auth token.
 */
import { randomBytes } from 'node:crypto';
import { twilioSignature } from '../../src/modules/platform/messaging/webhooks/signatures';
import { TWILIO_TEST_SID, type FakeSmsProvider } from './fake-sms-provider';

export type InboundSms = { from: string; text: string };

export type InboundRequest = { path: string; headers: Record<string, string>; body: string };

/** Where the provider posts inbound messages: its receipt URL with `/inbound` after it. */
export function inboundPath(sms: FakeSmsProvider, secret = sms.env.AT_WEBHOOK_SECRET): string {
  return sms.flavour === 'africastalking'
    ? `/api/webhooks/sms/africastalking/${secret}/inbound`
    : '/api/webhooks/sms/twilio/inbound';
}

/**
 * `publicBaseUrl` is what Twilio signs with the path (PUBLIC_BASE_URL); `forge` signs with
 * another token; `form` replaces fields (undefined drops one) to make a malformed message.
 */
export function inboundRequest(
  sms: FakeSmsProvider,
  { from, text }: InboundSms,
  options: {
    publicBaseUrl: string;
    path?: string;
    forge?: boolean;
    form?: Record<string, string | undefined>;
  },
): InboundRequest {
  const path = options.path ?? inboundPath(sms);
  const id = randomBytes(8).toString('hex');
  const fields: Record<string, string | undefined> =
    sms.flavour === 'africastalking'
      ? {
          from,
          to: '40404',
          text,
          date: '2026-11-21 10:15:00',
          id: `in_${id}`,
          linkId: `link_${id}`,
          networkCode: '63902',
        }
      : {
          MessageSid: `SM${id}${id}`,
          SmsSid: `SM${id}${id}`,
          AccountSid: TWILIO_TEST_SID,
          From: from,
          To: sms.env.TWILIO_FROM ?? '',
          Body: text,
          NumMedia: '0',
          ApiVersion: '2010-04-01',
        };
  const form = Object.fromEntries(
    Object.entries({ ...fields, ...options.form }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (sms.flavour === 'twilio') {
    const token = `${sms.env.TWILIO_AUTH_TOKEN}${options.forge ? '-forged' : ''}`;
    headers['x-twilio-signature'] = twilioSignature(token, `${options.publicBaseUrl}${path}`, form);
  }
  return { path, headers, body: new URLSearchParams(form).toString() };
}
