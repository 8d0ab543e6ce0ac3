/**
 * Amounts are typed as decimals in the occasion's currency ("1,500.50") and travel as
 * integer minor units. `parseAmount` reads them digit by digit and says what is wrong
 * ("KES amounts have at most 2 decimals"); this puts its message on the form field.
 */
import { z } from 'zod';
import { minorToDecimalText, parseAmount } from '@karamu/shared';

/** The box's text as minor units of `currency`, null when blank; issues are added to `ctx`. */
export function readAmountText(
  text: string,
  currency: string,
  addIssue: (message: string) => void,
): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = parseAmount(trimmed, currency);
  if (parsed.ok) return parsed.minor;
  addIssue(parsed.message);
  return null;
}

/** A field of amount text in a fixed currency: minor units, or null when left blank. */
export const amountTextSchema = (currency: string) =>
  z.string().transform((text, ctx) => {
    let failed = false;
    const minor = readAmountText(text, currency, (message) => {
      failed = true;
      ctx.addIssue({ code: 'custom', message });
    });
    return failed ? z.NEVER : minor;
  });

/** An amount as its box shows it: 150050 KES -> "1500.50"; blank for none. */
export const toAmountText = (minor: number | null, currency: string) =>
  minor === null ? '' : minorToDecimalText(minor, currency);
