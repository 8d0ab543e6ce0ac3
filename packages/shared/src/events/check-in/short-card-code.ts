/**
 * A card's short code (issue 29): what a person reads off a card and types at the door when
 * the QR code will not scan, instead of the signed code's 150 characters. Eight symbols of
 * an alphabet without the look-alikes 0/O, 1/I/L (and U, as in Crockford's base32), drawn
 * by the database (migration 0025 holds the same alphabet) and unique within the event.
 * Unlike the signed code it proves nothing by itself: it names a guest on the event's list,
 * which the server and the door device's downloaded kit both hold.
 */
export const SHORT_CARD_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SHORT_CARD_CODE_LENGTH = 8;

const SHAPE = new RegExp(`^[${SHORT_CARD_CODE_ALPHABET}]{${SHORT_CARD_CODE_LENGTH}}$`);
/** What people put between the symbols when they copy a code: spaces, dashes, dots. */
const SEPARATORS = /[\s\-‐-―.]/g;

/**
 * The stored form of a typed code (capitals, no separators), or undefined when the text is
 * not a short code at all (a signed code, a name, a typo with a look-alike).
 */
export function normalizeShortCardCode(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.length > 4 * SHORT_CARD_CODE_LENGTH) return undefined;
  const code = input.replace(SEPARATORS, '').toUpperCase();
  return SHAPE.test(code) ? code : undefined;
}

/** The code as printed: two groups of four, easier to read aloud and to type back. */
export function formatShortCardCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
