/**
 * The phone number of someone we will text (a guest, a committee member): it must be a
 * mobile number (decision 0005). Written nationally it is read in the list's default
 * country; written with '+' it may belong to any country (a guest flying in from abroad).
 */
import { z } from 'zod';
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

/**
 * A form's phone field for a recipient: blank is no number (null), anything else must be a
 * mobile number, given back as E.164 with the message a person can act on.
 */
export const recipientPhoneFieldSchema = (options: {
  defaultCountry: string;
  extraMobilePrefixes?: ExtraMobilePrefixes | undefined;
}) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      const parsed = parseRecipientPhone(text, {
        defaultCountry: options.defaultCountry,
        ...(options.extraMobilePrefixes
          ? { extraMobilePrefixes: options.extraMobilePrefixes }
          : {}),
      });
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: recipientPhoneMessage(parsed) });
        return z.NEVER;
      }
      return parsed.e164;
    });
