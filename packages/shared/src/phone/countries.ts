/**
 * The country reference table (codes, calling code, number lengths, mobile prefixes), taken
 * from the maintained table of the `phone` package (AfterShip) rather than typed by hand, so
 * that prefix and length updates arrive with `npm update`.
 * @see https://github.com/AfterShip/phone/blob/master/src/data/country_phone_data.ts
 */
import { countryPhoneData } from 'phone';

export type Country = {
  readonly alpha2: string;
  readonly alpha3: string;
  /** The calling code without '+', e.g. '254'. */
  readonly country_code: string;
  readonly country_name: string;
  /** Allowed starts of a mobile national number; empty when unknown, [''] for "any". */
  readonly mobile_begin_with: readonly string[];
  /** Allowed lengths of the national (significant) number. */
  readonly phone_number_lengths: readonly number[];
};

export const countries: readonly Country[] = Object.freeze(
  countryPhoneData.map((entry) =>
    Object.freeze({
      alpha2: entry.alpha2,
      alpha3: entry.alpha3,
      country_code: entry.country_code,
      country_name: entry.country_name,
      mobile_begin_with: Object.freeze([...entry.mobile_begin_with]),
      phone_number_lengths: Object.freeze([...entry.phone_number_lengths]),
    }),
  ),
);

const byCode = new Map<string, Country>();
const byCallingCode = new Map<string, Country[]>();
for (const country of countries) {
  byCode.set(country.alpha2, country);
  byCode.set(country.alpha3, country);
  const sharing = byCallingCode.get(country.country_code) ?? [];
  sharing.push(country);
  byCallingCode.set(country.country_code, sharing);
}

/** The entry for an ISO 3166 alpha-2 or alpha-3 code (any case), or undefined. */
export function findCountry(code: unknown): Country | undefined {
  if (typeof code !== 'string') return undefined;
  return byCode.get(code.trim().toUpperCase());
}

/** Every entry using a calling code ('1' is shared by the US, Canada and the Caribbean). */
export function listCountriesByCallingCode(callingCode: string): readonly Country[] {
  return byCallingCode.get(callingCode) ?? [];
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of an alpha-2 code ('KE' -> 🇰🇪), or '' for anything else. */
export function getCountryFlag(alpha2: string): string {
  if (!/^[A-Za-z]{2}$/.test(alpha2)) return '';
  return String.fromCodePoint(
    ...[...alpha2.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
