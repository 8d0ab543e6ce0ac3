/**
 * The phone rules an administrator sets: mobile prefixes allowed on top of the country
 * table (decision 0005). Every server module that checks a phone number passes them to
 * `parsePhone(text, { country, mobileOnly, extraMobilePrefixes })`.
 */
import {
  findCountry,
  parseRecipientPhone,
  readExtraMobilePrefixesSetting,
  recipientPhoneMessage,
  type ExtraMobilePrefixes,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import { getSettingRow } from './settings-repository';

/** The `settings` key the extra prefixes are stored under. */
export const EXTRA_MOBILE_PREFIXES_KEY = 'extraMobilePrefixes';

/**
 * The extra prefixes as saved, or `{}` when nobody saved any. Read afresh on every call
 * (one primary-key lookup), so a change applies at once on every server process; inside
 * a transaction pass its handle.
 */
export async function getExtraMobilePrefixes(db: Db): Promise<ExtraMobilePrefixes> {
  const row = await getSettingRow(db, EXTRA_MOBILE_PREFIXES_KEY);
  // Tolerant on read: a stored value that fails today's schema must not stop every check.
  return row ? readExtraMobilePrefixesSetting(row.value) : {};
}

/** The `settings` key of the installation's default country for phone numbers. */
export const DEFAULT_COUNTRY_KEY = 'defaultCountry';

/**
 * The installation's default country (alpha-2), or null when none is set; a stored value
 * that is not a known country code reads as none, like an unusable prefix setting above.
 */
export async function getDefaultCountry(db: Db): Promise<string | null> {
  const row = await getSettingRow(db, DEFAULT_COUNTRY_KEY);
  const value = row?.value;
  return typeof value === 'string' && findCountry(value)?.alpha2 === value ? value : null;
}

/**
 * A person's mobile number as E.164, read in `defaultCountry` when typed without a country
 * code (members of an occasion, as guests of an event); a bad one is a 400 naming `phone`.
 * Undefined stays undefined (a PATCH that leaves it alone); blank is null (cleared).
 */
export async function normalizeMobilePhone(
  db: Db,
  text: string | null | undefined,
  defaultCountry: string,
): Promise<string | null | undefined> {
  if (text === undefined) return undefined;
  if (text === null || text === '') return null;
  const parsed = parseRecipientPhone(text, {
    defaultCountry,
    extraMobilePrefixes: await getExtraMobilePrefixes(db),
  });
  if (!parsed.ok) {
    const message = recipientPhoneMessage(parsed);
    throw badRequest(message, { phone: [message] });
  }
  return parsed.e164;
}

/** The `settings` key of the countries SMS and codes may go to (decision 0059). */
export const SMS_COUNTRIES_KEY = 'smsCountries';

/**
 * The countries SMS and codes may go to as saved (alpha-2 codes), or null when nobody
 * saved any; unknown codes in a stored value are dropped, as above.
 */
export async function getSmsCountriesSetting(db: Db): Promise<string[] | null> {
  const value = (await getSettingRow(db, SMS_COUNTRIES_KEY))?.value;
  if (!Array.isArray(value)) return null;
  return value.filter(
    (code): code is string => typeof code === 'string' && findCountry(code)?.alpha2 === code,
  );
}
