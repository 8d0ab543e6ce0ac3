const DECIMAL_DIGIT = /\p{Nd}/gu;
const IS_DECIMAL_DIGIT = /^\p{Nd}$/u;

/**
 * Unicode keeps every script's decimal digits (general category Nd) in runs of ten that
 * start at zero, so a digit's value is its distance from the start of its run, mod 10
 * (the mathematical digits are five such runs back to back). Walking back at most 50
 * code points finds the start.
 */
function valueOfDigit(digit: string): string {
  const codePoint = digit.codePointAt(0) ?? 0;
  let start = codePoint;
  while (codePoint - start < 50 && IS_DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) {
    start -= 1;
  }
  return String((codePoint - start) % 10);
}

/**
 * Replaces decimal digits of any script (Arabic-Indic, Persian, Devanagari, Bengali, Thai,
 * full-width...) with ASCII digits; everything else is left as it is.
 */
export function normalizeDigits(text: string): string {
  return text.replace(DECIMAL_DIGIT, (digit) =>
    digit >= '0' && digit <= '9' ? digit : valueOfDigit(digit),
  );
}
