/**
 * Amounts as messages write them: one locale for every message, as dates are written, so a
 * reminder reads the same whoever sends it. en-GB writes shillings as "KES 6,000.00".
 */
import { formatMinorUnits } from '@karamu/shared';

export const MESSAGE_LOCALE = 'en-GB';

/**
 * Intl puts a no-break space between the currency code and the number; that one
 * character is outside the GSM alphabet and would turn the whole SMS into UCS-2 (70
 * characters a part instead of 160), so it is written as a plain space.
 */
export const formatMoneyForSms = (minor: number, currency: string) =>
  formatMinorUnits(minor, currency, MESSAGE_LOCALE).replace(/\s/gu, ' ');
