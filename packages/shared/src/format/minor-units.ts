/**
 * Money is integer minor units (cents) with an ISO 4217 currency, so sums stay exact. It
 * is read from and written out through decimal strings (Intl formats those exactly), never
 * through a float. No zod here: public pages that only show prices (the vendor directory)
 * do not download the schema library for it (money.ts holds the schemas).
 */

/** The largest amount a pledge, contribution or target may hold: far above any real one, far below 2^53. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

const CURRENCY = /^[A-Z]{3}$/;
let knownCurrencies: ReadonlySet<string> | undefined;

/** Whether Intl knows the code (and so can format it); well-formed is not enough ("XYZ"). */
export function isCurrency(code: string): boolean {
  if (!CURRENCY.test(code)) return false;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/** How many decimals the currency's minor unit has: 2 for KES, 0 for UGX, 3 for BHD. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

export function formatMinorUnits(minor: number, currency: string, locale?: string): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const sign = minor < 0 ? '-' : '';
  const units = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = units.slice(0, units.length - digits);
  const fraction = units.slice(units.length - digits);
  const decimal = digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
  return formatter.format(decimal as Intl.StringNumericLiteral);
}

/** The minor units as a plain decimal for an input box: 123450 KES -> "1234.50". */
export function minorToDecimalText(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const units = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = units.slice(0, units.length - digits);
  const sign = minor < 0 ? '-' : '';
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${units.slice(units.length - digits)}`;
}

export type ParsedAmount = { ok: true; minor: number } | { ok: false; message: string };

const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * What a person typed ("1,500", "1500.5", "0.75") as minor units of `currency`, digit by
 * digit: "0.1" KES is exactly 10, never 9.999... More decimals than the currency has is an
 * error, not a rounding.
 */
export function parseAmount(text: string, currency: string): ParsedAmount {
  const match = AMOUNT.exec(text.trim().replace(/\s/g, ''));
  if (!match) return { ok: false, message: 'Enter an amount such as 1500 or 1,500.50' };
  const digits = currencyDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? `${currency} amounts have no decimals`
          : `${currency} amounts have at most ${digits} decimals`,
    };
  }
  const minor = Number(match[1]!.replaceAll(',', '') + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT_MINOR) {
    return { ok: false, message: 'The amount is too large' };
  }
  return { ok: true, minor };
}
