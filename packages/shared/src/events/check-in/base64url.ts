/**
 * Base64url without padding (RFC 4648 section 5) and UUIDs as 16 bytes: written out here
 * because this package runs in the browser too (no Buffer) and `btoa` works on strings.
 * Decoding is strict: only the canonical spelling of some bytes is accepted, so one set
 * of bytes has exactly one text and a card code cannot be respelled.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES: ReadonlyMap<string, number> = new Map([...ALPHABET].map((c, i) => [c, i]));

export function encodeBase64url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    text += ALPHABET[a >> 2]!;
    text += ALPHABET[((a & 0b11) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) text += ALPHABET[((b & 0b1111) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) text += ALPHABET[c & 0b111111]!;
  }
  return text;
}

/** The bytes of `text`, or undefined when it is not canonical unpadded base64url. */
export function decodeBase64url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let bitCount = 0;
  let at = 0;
  for (const char of text) {
    const value = VALUES.get(char);
    if (value === undefined) return undefined;
    bits = ((bits << 6) | value) & 0xffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      bytes[at++] = (bits >> bitCount) & 0xff;
    }
  }
  // Leftover bits must be zero, or two texts would decode to the same bytes.
  if ((bits & ((1 << bitCount) - 1)) !== 0) return undefined;
  return bytes;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The 16 bytes of a UUID, or undefined when `uuid` is not one. */
export function uuidToBytes(uuid: string): Uint8Array | undefined {
  if (!UUID_PATTERN.test(uuid)) return undefined;
  const hex = uuid.replaceAll('-', '');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Lower-case hyphenated text of 16 bytes. */
export function bytesToUuid(bytes: Uint8Array): string {
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
