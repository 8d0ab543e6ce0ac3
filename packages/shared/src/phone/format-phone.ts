import { AsYouType, isSupportedCountry, parsePhoneNumberWithError } from 'libphonenumber-js';

/**
 * The text as it should look while being typed ('0712345' -> '0712 345'); with a
 * country, national digits are grouped the way that country writes them.
 */
export function formatPhoneAsYouType(text: string, country?: string): string {
  try {
    const code = country?.toUpperCase();
    const formatter = code && isSupportedCountry(code) ? new AsYouType(code) : new AsYouType();
    return formatter.input(text);
  } catch {
    return text;
  }
}

/** '+254712345678' -> '0712 345678', as the number is written at home; else the input. */
export function formatPhoneNational(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164, { extract: false }).formatNational();
  } catch {
    return e164;
  }
}

/** '+254712345678' -> '+254 712 345678'; the input itself when it is not a number. */
export function formatPhoneInternational(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164, { extract: false }).formatInternational();
  } catch {
    return e164;
  }
}
