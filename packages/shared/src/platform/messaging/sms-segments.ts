/**
 * How many SMS a text costs. Texts made only of the GSM 03.38 alphabet travel 7 bits a
 * character (160 in one SMS, 153 a part once split, as each part carries a header); one
 * character outside it (an emoji, a curly quote some phones insert) turns the whole text
 * into UCS-2: 70 in one SMS, 67 a part. Characters of the extension table (€, [, ] ...)
 * take two GSM places. UCS-2 counts UTF-16 code units, so an emoji takes two.
 *
 * A character is never cut across two parts: an extension character's escape and the
 * character itself travel together, as do the two halves of an emoji, so a part may
 * hold one unit less than its size and a long text may need one more part than
 * `units / 153` suggests. Providers split that way too (3GPP TS 23.040 9.2.3.24.1).
 */

/**
 * The basic table without its ESC (0x1B): a lone escape in a text would merge with the
 * next character into an extension character, so it counts as a character outside.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic: ReadonlySet<string> = new Set(GSM_BASIC);
const extension: ReadonlySet<string> = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export type SmsCount = {
  encoding: SmsEncoding;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** How many more units fit before another segment is needed. */
  remaining: number;
  /** The characters that forced UCS-2, once each, so an editor can point at them. */
  nonGsm: string[];
};

export const SMS_LIMITS: Readonly<Record<SmsEncoding, { single: number; part: number }>> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/** Fills parts of `size` units in order, starting a new part when a character does not fit whole. */
function packParts(costs: readonly number[], size: number): { parts: number; lastFill: number } {
  let parts = 1;
  let fill = 0;
  for (const cost of costs) {
    if (fill + cost > size) {
      parts += 1;
      fill = 0;
    }
    fill += cost;
  }
  return { parts, lastFill: fill };
}

/**
 * The basic table's characters by UTF-16 code (all of them below U+0400): a look-up a
 * character is several times faster than a regular expression's class, and queuing 10,000
 * rendered messages counts each of them.
 */
const BASIC_CODES = new Uint8Array(0x400);
for (const char of GSM_BASIC) BASIC_CODES[char.charCodeAt(0)] = 1;

/** Texts made only of the basic table: one septet a character, every character one UTF-16 unit. */
function onlyBasic(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x400 || BASIC_CODES[code] === 0) return false;
  }
  return true;
}

export function countSms(text: string): SmsCount {
  // Most messages are plain GSM text: counted without building the per-character costs.
  if (onlyBasic(text)) {
    const { single, part } = SMS_LIMITS['GSM-7'];
    const units = text.length;
    const base = { encoding: 'GSM-7' as const, units, nonGsm: [] };
    if (units <= single)
      return { ...base, segments: units === 0 ? 0 : 1, remaining: single - units };
    const segments = Math.ceil(units / part);
    return { ...base, segments, remaining: segments * part - units };
  }
  const gsmCosts: number[] = [];
  const nonGsm = new Set<string>();
  // for...of walks code points: an emoji is one character here, two UTF-16 units below.
  for (const char of text) {
    if (basic.has(char)) gsmCosts.push(1);
    else if (extension.has(char)) gsmCosts.push(2);
    else nonGsm.add(char);
  }
  const encoding: SmsEncoding = nonGsm.size ? 'UCS-2' : 'GSM-7';
  const costs = encoding === 'GSM-7' ? gsmCosts : Array.from(text, (char) => char.length);
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const { single, part } = SMS_LIMITS[encoding];
  const base = { encoding, units, nonGsm: [...nonGsm] };
  if (units === 0) return { ...base, segments: 0, remaining: single };
  if (units <= single) return { ...base, segments: 1, remaining: single - units };
  const { parts, lastFill } = packParts(costs, part);
  return { ...base, segments: parts, remaining: part - lastFill };
}
