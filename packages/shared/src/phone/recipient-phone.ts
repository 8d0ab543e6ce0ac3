/**
 * The phone number of someone we will text (a guest, a committee member): it must be a
 * mobile number (decision 0005). Written nationally it is read in the list's default
 * country; written with '+' it may belong to any country (a guest flying in from abroad).
 */
import type { ExtraMobilePrefixes } from './extra-mobile-prefixes';
import { parsePhone, type ParsePhoneResult } from './parse-phone';

export function parseRecipientPhone(
  text: unknown,
  options: { defaultCountry: string; extraMobilePrefixes?: ExtraMobilePrefixes },
): ParsePhoneResult {
  const international = typeof text === 'string' && text.trim().startsWith('+');
  return parsePhone(text, {
    ...(international ? {} : { country: options.defaultCountry }),
    mobileOnly: true,
    ...(options.extraMobilePrefixes ? { extraMobilePrefixes: options.extraMobilePrefixes } : {}),
  });
}

/** What a form shows under the field. */
export const recipientPhoneMessage = (result: ParsePhoneResult & { ok: false }) =>
  result.error === 'NOT_MOBILE' ? 'Not a mobile number' : 'Invalid phone number';
