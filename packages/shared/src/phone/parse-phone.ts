/**
 * `parsePhone`: libphonenumber-js reads the text (separators, extension, trunk prefixes
 * such as Kenya's 0 or Russia's 8); the country reference table then decides what is
 * valid: calling code, national lengths and, when asked, mobile prefixes.
 */
import {
  isSupportedCountry,
  Metadata,
  ParseError,
  parsePhoneNumberWithError,
} from 'libphonenumber-js';
import { PHONE_TEXT_MAX_LENGTH } from '../constants';
import { findCountry, listCountriesByCallingCode, type Country } from './countries';
import { normalizeDigits } from './normalize-digits';
import { readExtraMobilePrefixes, type ExtraMobilePrefixes } from './extra-mobile-prefixes';

export const PHONE_ERRORS = [
  'NOT_A_NUMBER',
  'TOO_SHORT',
  'TOO_LONG',
  'INVALID_COUNTRY',
  'NOT_MOBILE',
] as const;
export type PhoneError = (typeof PHONE_ERRORS)[number];

export type ParsePhoneOptions = {
  /**
   * Alpha-2 or alpha-3 code of the country the number must belong to. Needed for numbers
   * written nationally; without it a missing '+' is added.
   */
  country?: string;
  /** Also require one of the country's mobile prefixes (decision 0005: SMS recipients). */
  mobileOnly?: boolean;
  /** Prefixes an administrator allows on top of the table, by alpha-2 code. */
  extraMobilePrefixes?: ExtraMobilePrefixes;
};

export type ParsedPhone = {
  ok: true;
  /** '+254712345678' */
  e164: string;
  /** Alpha-2 code of the country table entry the number matched. */
  country: string;
  /** The national significant number, digits only: '712345678'. */
  national: string;
  extension?: string;
};
export type ParsePhoneResult = ParsedPhone | { ok: false; error: PhoneError };

const fail = (error: PhoneError) => ({ ok: false, error }) as const;

/** Reads a phone number; never throws, whatever `text` and `options` are. */
export function parsePhone(text: unknown, options?: ParsePhoneOptions): ParsePhoneResult {
  try {
    const checked = typeof options === 'object' && options !== null ? options : {};
    const national = parseChecked(text, checked);
    if (national.ok || !writtenWithoutPrefix(text, checked)) return national;
    // '2557…' typed in a Kenyan list: people drop the '+' of a foreign number (issue 29).
    // Read that way only when the chosen country could not; the table still checks lengths.
    const international = parseChecked(`+${toText(text)?.trim()}`, { ...checked, country: '' });
    return international.ok ? international : national;
  } catch {
    // A library change must not turn bad input into a 500.
    return fail('NOT_A_NUMBER');
  }
}

function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  // Spreadsheet imports hand over numbers.
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return undefined;
}

/** A number given with a country yet written with neither '+' nor '00' before it. */
function writtenWithoutPrefix(input: unknown, options: ParsePhoneOptions): boolean {
  if (findCountry(options.country) === undefined) return false;
  const text = toText(input);
  if (text === undefined) return false;
  const normalized = normalizeDigits(text.normalize('NFKC')).trim();
  return /^[1-9]/.test(normalized);
}

function parseChecked(input: unknown, options: ParsePhoneOptions): ParsePhoneResult {
  const text = toText(input);
  if (text === undefined) return fail('NOT_A_NUMBER');
  if (text.length > PHONE_TEXT_MAX_LENGTH) return fail('TOO_LONG');

  let country: Country | undefined;
  if (options.country !== undefined && options.country !== '') {
    country = findCountry(options.country);
    if (!country) return fail('INVALID_COUNTRY');
  }

  const read = (country === undefined && readCanonical(text)) || readNumber(text, country);
  if (!read.ok) return read;
  const { callingCode, national, extension, guessedCountry } = read;
  // libphonenumber drops a trunk prefix even after the calling code ('+254 0712…'), which
  // helps people; but digits that still start with a trunk prefix after that would read
  // shorter a second time, so the E.164 we answer would not mean what we checked.
  if (mayReadShorter(callingCode, national)) {
    const reread = readNumber(`+${callingCode}${national}`, undefined);
    if (!reread.ok || reread.national !== national) return fail('NOT_A_NUMBER');
  }

  const candidates = country
    ? [country].filter((c) => c.country_code === callingCode)
    : listCountriesByCallingCode(callingCode);
  if (candidates.length === 0) return fail('INVALID_COUNTRY');
  const fitting = candidates.filter((c) => c.phone_number_lengths.includes(national.length));
  if (fitting.length === 0) return fail(lengthError(national.length, candidates));

  const extra = readExtraMobilePrefixes(options.extraMobilePrefixes);
  const prefixesOf = (c: Country) => [...c.mobile_begin_with, ...(extra.get(c.alpha2) ?? [])];
  const chosen = pickCountry(fitting, national, guessedCountry, prefixesOf);
  if (options.mobileOnly && !isMobile(chosen, national, prefixesOf)) return fail('NOT_MOBILE');

  return {
    ok: true,
    e164: `+${callingCode}${national}`,
    country: chosen.alpha2,
    national,
    ...(extension ? { extension } : {}),
  };
}

const metadata = new Metadata();
/** Per calling code: the pattern of a trunk prefix libphonenumber strips, null for none. */
const trunkPrefixes = new Map<string, RegExp | null>();

/**
 * Whether reading `+<callingCode><national>` could strip a trunk prefix again. Only then is
 * the number read a second time (a guest list of 100,000 rows read each phone twice,
 * issue 13). The pattern is libphonenumber's own (`nationalPrefixForParsing`, not in its
 * typings); should a later version lack it, every number is read twice as before.
 */
function mayReadShorter(callingCode: string, national: string): boolean {
  let pattern = trunkPrefixes.get(callingCode);
  if (pattern === undefined) {
    try {
      metadata.selectNumberingPlan(callingCode as Parameters<Metadata['selectNumberingPlan']>[0]);
      const plan = metadata.numberingPlan as {
        nationalPrefixForParsing?: () => string | undefined;
      };
      if (typeof plan.nationalPrefixForParsing !== 'function') return true;
      const source = plan.nationalPrefixForParsing();
      pattern = source ? new RegExp(`^(?:${source})`) : null;
    } catch {
      return true;
    }
    trunkPrefixes.set(callingCode, pattern);
  }
  return pattern !== null && pattern.test(national);
}

const CANONICAL_E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A number written as we store every phone ('+254712345678'), split without libphonenumber
 * where reading it could give nothing else: its calling code belongs to one country of the
 * table (no guess to make between several) and no trunk prefix could be stripped. Checking
 * the recipients of a 10,000-message batch spent most of its time in libphonenumber
 * (issue 14). Anything else, or undefined, goes through libphonenumber.
 */
function readCanonical(text: string): ReadNumber | undefined {
  if (!CANONICAL_E164.test(text)) return undefined;
  // Calling codes are prefix-free: the first one to match is the only one.
  for (let length = 1; length <= 3; length += 1) {
    const callingCode = text.slice(1, 1 + length);
    const candidates = listCountriesByCallingCode(callingCode);
    if (candidates.length === 0) continue;
    const national = text.slice(1 + length);
    if (candidates.length > 1 || mayReadShorter(callingCode, national)) return undefined;
    return { ok: true, callingCode, national };
  }
  return undefined;
}

type ReadNumber =
  | { ok: true; callingCode: string; national: string; extension?: string; guessedCountry?: string }
  | { ok: false; error: PhoneError };

function readNumber(text: string, country: Country | undefined): ReadNumber {
  let normalized = normalizeDigits(text.normalize('NFKC')).trim();
  // '00' is the international prefix almost everywhere; libphonenumber only knows each
  // country's official one (Kenya's is 000), yet people write 00.
  if (normalized.startsWith('00')) normalized = `+${normalized.slice(2)}`;
  else if (!country && !normalized.startsWith('+')) normalized = `+${normalized}`;
  try {
    const parsed = parsePhoneNumberWithError(normalized, {
      extract: false,
      ...(country === undefined
        ? {}
        : isSupportedCountry(country.alpha2)
          ? { defaultCountry: country.alpha2 }
          : { defaultCallingCode: country.country_code }),
    });
    return {
      ok: true,
      callingCode: parsed.countryCallingCode,
      national: parsed.nationalNumber,
      ...(parsed.ext ? { extension: parsed.ext } : {}),
      ...(parsed.country ? { guessedCountry: parsed.country } : {}),
    };
  } catch (error) {
    return fail(error instanceof ParseError ? toPhoneError(error.message) : 'NOT_A_NUMBER');
  }
}

function toPhoneError(message: string): PhoneError {
  return (PHONE_ERRORS as readonly string[]).includes(message)
    ? (message as PhoneError)
    : 'NOT_A_NUMBER';
}

function lengthError(length: number, candidates: readonly Country[]): PhoneError {
  const longest = Math.max(...candidates.flatMap((c) => c.phone_number_lengths));
  return length > longest ? 'TOO_LONG' : 'TOO_SHORT';
}

/**
 * Among entries sharing a calling code ('1': US, Canada, Jamaica...), take the one
 * libphonenumber recognised, else the one with the longest matching mobile prefix (area
 * codes for '1'), else the first in table order.
 */
function pickCountry(
  fitting: readonly Country[],
  national: string,
  guessed: string | undefined,
  prefixesOf: (c: Country) => string[],
): Country {
  const recognised = fitting.find((c) => c.alpha2 === guessed);
  if (recognised) return recognised;
  let best = fitting[0] as Country;
  let bestLength = -1;
  for (const candidate of fitting) {
    for (const prefix of prefixesOf(candidate)) {
      if (national.startsWith(prefix) && prefix.length > bestLength) {
        best = candidate;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}

/** No prefix data means no check: extra prefixes widen a country's list, never start one. */
function isMobile(country: Country, national: string, prefixesOf: (c: Country) => string[]) {
  if (country.mobile_begin_with.length === 0) return true;
  return prefixesOf(country).some((prefix) => national.startsWith(prefix));
}
