/**
 * Spreadsheet formulas in guest data (CSV injection, OWASP): text that starts with one of
 * these characters is run as a formula when a CSV file is opened in a spreadsheet. Exports
 * put a single quote in front, which spreadsheets show as plain text; imports take that
 * quote off again, so a file exported here comes back unchanged ('+2547…' stays a phone).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PROTECTED_FORMULA = /^'[=+\-@\t\r]/;

export const startsLikeFormula = (text: string) => FORMULA_START.test(text);

/** A CSV cell that no spreadsheet will evaluate. */
export function neutralizeCsvCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes `neutralizeCsvCell`: the stored text is what the guest list said. */
export function restoreCsvCell(text: string): string {
  return PROTECTED_FORMULA.test(text) ? text.slice(1) : text;
}
