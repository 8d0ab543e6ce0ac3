/**
 * The currencies money is typed in (occasions, vendor prices): every one the platform can format, named
 * in English, with the region's own listed first.
 */
import { isCurrency } from '@karamu/shared';

/** Where committees using Karamu mostly are (East Africa), and the usual foreign ones. */
const REGIONAL_BY_COUNTRY: Readonly<Record<string, string>> = {
  KE: 'KES',
  TZ: 'TZS',
  UG: 'UGX',
  RW: 'RWF',
  BI: 'BIF',
  SS: 'SSP',
  ET: 'ETB',
  SO: 'SOS',
  CD: 'CDF',
  US: 'USD',
  GB: 'GBP',
};
const FIRST = [...new Set(Object.values(REGIONAL_BY_COUNTRY))];

type CurrencyOption = { code: string; label: string };

let options: { first: CurrencyOption[]; rest: CurrencyOption[] } | undefined;

/** The region's currencies, then every other one by code. */
export function listCurrencies() {
  if (!options) {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    const option = (code: string) => ({ code, label: `${code} · ${names.of(code) ?? code}` });
    const supported = Intl.supportedValuesOf('currency').filter(isCurrency);
    options = {
      first: FIRST.filter(isCurrency).map(option),
      rest: supported.filter((code) => !FIRST.includes(code)).map(option),
    };
  }
  return options;
}

/** The currency of the organiser's country when it is one of the region's; else none chosen. */
export function getDefaultCurrency(country: string): string {
  return REGIONAL_BY_COUNTRY[country] ?? '';
}
