/**
 * How many SMS a text costs. Texts made only of the GSM 03.38 alphabet travel 7 bits a
 * character (160 in one SMS, 153 a part once split, as each part carries a header); one
 * character outside it (an emoji, a curly quote some phones insert) turns the whole text
 * into UCS-2: 70 in one SMS, 67 a part. Characters of the extension table (€, [, ] ...)
 * take two GSM places. UCS-2 counts UTF-16 code units, so an emoji takes two.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
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

const LIMITS: Readonly<Record<SmsEncoding, { single: number; part: number }>> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

export function countSms(text: string): SmsCount {
  let septets = 0;
  const nonGsm = new Set<string>();
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else nonGsm.add(char);
  }
  const encoding: SmsEncoding = nonGsm.size ? 'UCS-2' : 'GSM-7';
  const units = encoding === 'GSM-7' ? septets : text.length;
  const { single, part } = LIMITS[encoding];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);
  const capacity = segments <= 1 ? single : segments * part;
  return { encoding, units, segments, remaining: capacity - units, nonGsm: [...nonGsm] };
}
