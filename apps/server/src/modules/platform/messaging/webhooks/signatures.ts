/** Checking that a delivery receipt comes from the provider, in constant time. */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../../lib/safe-equal';

export type FormParams = Record<string, string | string[]>;

/**
 * Twilio's X-Twilio-Signature: HMAC-SHA1 with the auth token over the full URL Twilio
 * called, followed by each POST parameter's name and value with no separators, the
 * names sorted (a repeated name's values sorted too); base64.
 * @see https://www.twilio.com/docs/usage/security#validating-requests
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => {
      const values = [params[name]!].flat().sort();
      return text + values.map((value) => `${name}${value}`).join('');
    }, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: FormParams,
  signature: string | undefined,
): boolean {
  return signature !== undefined && safeEqual(twilioSignature(authToken, url, params), signature);
}
