/**
 * Money arrives as integer minor units (cents) with an ISO currency, so sums stay exact.
 * It is written out through a decimal string (Intl formats those exactly), never through
 * a float.
 */
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
