/**
 * The countries the installation sends SMS and codes to (decision 0059): the setting "SMS
 * countries" when a super administrator saved it, else the installation's default country;
 * with neither, every country (a fresh installation before its first settings). A number of
 * another country is refused: SMS pumping sends codes to numbers abroad that pay the caller.
 */
import { findCountry, parsePhone } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { getDefaultCountry, getSmsCountriesSetting } from '../settings';

/** Alpha-2 codes, or null for every country. */
export type ServedCountries = readonly string[] | null;

/** Read afresh on every send (one or two key lookups), so a change applies on every process. */
export async function readServedCountries(db: Db): Promise<ServedCountries> {
  const saved = await getSmsCountriesSetting(db);
  if (saved) return saved;
  const fallback = await getDefaultCountry(db);
  return fallback ? [fallback] : null;
}

/** Whether `e164` is a number of one of the countries (+1 is shared: any of them that fits). */
export const isServedPhone = (e164: string, served: ServedCountries) =>
  served === null || served.some((country) => parsePhone(e164, { country }).ok);

const namesOf = (served: readonly string[]) =>
  served.length === 0
    ? 'no country'
    : served.map((code) => `${findCountry(code)?.country_name ?? code} (${code})`).join(', ');

/** The refusal of an SMS or code to a number abroad, naming the setting to change. */
export function notServedRefusal(
  addresses: readonly string[],
  served: readonly string[],
  field?: string,
): HttpError {
  const which =
    addresses.length === 1 ? addresses[0] : `${addresses.length.toLocaleString('en')} numbers`;
  const message =
    `This installation sends SMS only to numbers of ${namesOf(served)}: ${which} ` +
    `${addresses.length === 1 ? 'is' : 'are'} not. A super administrator can add countries ` +
    'under Settings, "SMS countries" (smsCountries).';
  return new HttpError(403, message, field ? { [field]: [message] } : undefined);
}
