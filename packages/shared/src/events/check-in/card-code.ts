/**
 * Guests' card codes: `KRM1.<event id>.<guest id>.<signature>`, each part base64url, the
 * signature Ed25519 over the ASCII bytes of everything before its dot, by the event's
 * private key (decision 0008). Only the server signs (apps/server check-in/card-codes.ts);
 * the server and the check-in screen verify with this same code, the screen offline with
 * the event's public key from its check-in kit.
 *
 * Nothing here throws on input: a scanner hands over whatever text a QR code holds.
 */
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import { bytesToUuid, decodeBase64url, encodeBase64url, uuidToBytes } from './base64url';

// The synchronous API needs a SHA-512; noble's own works where WebCrypto does not (a
// phone on the venue's network over plain http is not a secure context).
ed.hashes.sha512 = sha512;

export const CARD_CODE_PREFIX = 'KRM1';
/** Longer text is not a card code; refused before any work is done on it. */
export const MAX_CARD_CODE_LENGTH = 256;
const ID_LENGTH = 22;
const SIGNATURE_LENGTH = 86;
const KEY_LENGTH = 43;

export type CardCodeParts = {
  eventId: string;
  guestId: string;
  /** What the signature covers: `KRM1.<event>.<guest>` as bytes. */
  message: Uint8Array;
  signature: Uint8Array;
};

/** Why a code is not a valid card of the event at hand. */
export type CardCodeRefusal = 'malformed' | 'wrong_event' | 'forged';

export type CardCodeCheck =
  | { ok: true; eventId: string; guestId: string }
  | { ok: false; reason: CardCodeRefusal; eventId?: string; guestId?: string };

const asciiBytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

function signedText(eventId: string, guestId: string): string | undefined {
  const event = uuidToBytes(eventId);
  const guest = uuidToBytes(guestId);
  if (!event || !guest) return undefined;
  return `${CARD_CODE_PREFIX}.${encodeBase64url(event)}.${encodeBase64url(guest)}`;
}

/** The bytes the server signs for a guest's card; undefined when an id is not a UUID. */
export function cardCodeMessage(eventId: string, guestId: string): Uint8Array | undefined {
  const text = signedText(eventId, guestId);
  return text === undefined ? undefined : asciiBytes(text);
}

/** The card code text from its ids and the 64-byte signature of `cardCodeMessage`. */
export function formatCardCode(eventId: string, guestId: string, signature: Uint8Array): string {
  const text = signedText(eventId, guestId);
  if (text === undefined || signature.length !== 64) {
    throw new Error('formatCardCode needs two UUIDs and a 64-byte signature');
  }
  return `${text}.${encodeBase64url(signature)}`;
}

/** The parts of a well-formed card code (signature not checked), or undefined. */
export function parseCardCode(input: unknown): CardCodeParts | undefined {
  if (typeof input !== 'string' || input.length > MAX_CARD_CODE_LENGTH) return undefined;
  const parts = input.trim().split('.');
  if (parts.length !== 4) return undefined;
  const [prefix, event, guest, signature] = parts as [string, string, string, string];
  if (prefix !== CARD_CODE_PREFIX) return undefined;
  if (event.length !== ID_LENGTH || guest.length !== ID_LENGTH) return undefined;
  if (signature.length !== SIGNATURE_LENGTH) return undefined;
  const eventBytes = decodeBase64url(event);
  const guestBytes = decodeBase64url(guest);
  const signatureBytes = decodeBase64url(signature);
  if (!eventBytes || !guestBytes || !signatureBytes) return undefined;
  return {
    eventId: bytesToUuid(eventBytes),
    guestId: bytesToUuid(guestBytes),
    message: asciiBytes(`${prefix}.${event}.${guest}`),
    signature: signatureBytes,
  };
}

/** A raw 32-byte Ed25519 public key from its base64url text, or undefined. */
export function decodePublicKey(publicKey: unknown): Uint8Array | undefined {
  if (typeof publicKey !== 'string' || publicKey.length !== KEY_LENGTH) return undefined;
  return decodeBase64url(publicKey);
}

/**
 * Whether `parts` carries a valid signature by `publicKey` (base64url). Strict RFC 8032
 * verification (no ZIP-215 leniency): non-canonical points and small-order keys fail.
 */
export function verifyCardSignature(parts: CardCodeParts, publicKey: string): boolean {
  const key = decodePublicKey(publicKey);
  if (!key) return false;
  try {
    return ed.verify(parts.signature, parts.message, key, { zip215: false });
  } catch {
    return false;
  }
}

/**
 * Checks a scanned code against the event being checked in: not a card code at all
 * (`malformed`), a card of another event (`wrong_event`: its signature cannot be checked
 * with this event's key, so a device offline cannot tell a forged one apart; the server
 * can and does), or a card whose signature does not verify (`forged`).
 */
export function verifyCardCode(
  input: unknown,
  expected: { eventId: string; publicKey: string },
): CardCodeCheck {
  const parts = parseCardCode(input);
  if (!parts) return { ok: false, reason: 'malformed' };
  const { eventId, guestId } = parts;
  if (eventId !== expected.eventId.toLowerCase()) {
    return { ok: false, reason: 'wrong_event', eventId, guestId };
  }
  if (!verifyCardSignature(parts, expected.publicKey)) {
    return { ok: false, reason: 'forged', eventId, guestId };
  }
  return { ok: true, eventId, guestId };
}
