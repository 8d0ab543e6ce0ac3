/**
 * Signing guests' card codes with their event's Ed25519 key (decision 0008). The key pair
 * is made the first time an event needs it; the private key never leaves the server, the
 * public key goes to check-in devices in their kit. Verification is the shared
 * `verifyCardCode`, the same code the browser runs offline.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  cardCodeMessage,
  formatCardCode,
  parseCardCode,
  type CardCodeRefusal,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { eventKeys } from '../../../db/schema';

export type EventKey = { publicKey: string; privateKey: string };

/** The event's key pair, if it has one yet. */
async function findEventKey(db: Db, eventId: string): Promise<EventKey | undefined> {
  const [row] = await db
    .select({ publicKey: eventKeys.publicKey, privateKey: eventKeys.privateKey })
    .from(eventKeys)
    .where(eq(eventKeys.eventId, eventId));
  return row;
}

/**
 * The event's key pair, made on first need. Two first needs at once both insert; the
 * loser's insert does nothing and both read the winner's key. The event must exist.
 */
export async function getOrCreateEventKey(db: Db, eventId: string): Promise<EventKey> {
  const existing = await findEventKey(db, eventId);
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync('ed25519');
  // A JWK's `d` and `x` are the raw 32-byte private and public keys, base64url.
  const jwk = privateKey.export({ format: 'jwk' });
  await db
    .insert(eventKeys)
    .values({ eventId, publicKey: jwk.x!, privateKey: jwk.d! })
    .onConflictDoNothing({ target: eventKeys.eventId });
  return (await findEventKey(db, eventId))!;
}

function toPrivateKeyObject(key: EventKey): KeyObject {
  return createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: key.privateKey, x: key.publicKey },
    format: 'jwk',
  });
}

/**
 * A signer for many cards of one event (one key read): `(guestId) => code`. The caller
 * has checked that the guests belong to the event; the code itself proves only that the
 * server issued it.
 */
export async function createCardSigner(
  db: Db,
  eventId: string,
): Promise<(guestId: string) => string> {
  const keyObject = toPrivateKeyObject(await getOrCreateEventKey(db, eventId));
  return (guestId) => {
    const message = cardCodeMessage(eventId, guestId);
    if (!message) throw new Error('Card codes are made of an event id and a guest id (UUIDs)');
    return formatCardCode(eventId, guestId, sign(null, message, keyObject));
  };
}

/**
 * The text of a guest's QR code: `KRM1.<event>.<guest>.<signature>`. Invitation cards
 * render it; the guest's event must be `eventId` (not checked here).
 */
export async function signCardCode(db: Db, eventId: string, guestId: string): Promise<string> {
  return (await createCardSigner(db, eventId))(guestId);
}

/**
 * Each event's public key, read and parsed once: an event's key pair never changes once
 * made (it goes only with its event), and a busy door checks the same event's cards again
 * and again. An event without a key yet is not remembered: its key may be made any moment.
 */
const verifyingKeys = new Map<string, KeyObject>();
const VERIFYING_KEYS_KEPT = 1000;

async function verifyingKeyOf(db: Db, eventId: string): Promise<KeyObject | undefined> {
  const known = verifyingKeys.get(eventId);
  if (known) return known;
  const key = await findEventKey(db, eventId);
  if (!key) return undefined;
  const keyObject = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey },
    format: 'jwk',
  });
  if (verifyingKeys.size >= VERIFYING_KEYS_KEPT) verifyingKeys.clear();
  verifyingKeys.set(eventId, keyObject);
  return keyObject;
}

export type CodeCheck = { ok: true; guestId: string } | { ok: false; reason: CardCodeRefusal };

/**
 * Checks a code against the event at the door. Unlike a device offline, the server can
 * tell a genuine card of another event (`wrong_event`) from a forgery naming another
 * event (`forged`), since it holds every event's key. The signature is checked with
 * OpenSSL through node:crypto, not the shared pure-JavaScript verifier the browser uses
 * offline: the same answers for our keys (the server made them, so the shared verifier's
 * small-order-key guard adds nothing) at about a fifteenth of the CPU (bench/events/check-in).
 */
export async function checkCardCode(db: Db, eventId: string, code: string): Promise<CodeCheck> {
  const parts = parseCardCode(code);
  if (!parts) return { ok: false, reason: 'malformed' };
  const key = await verifyingKeyOf(db, parts.eventId);
  // No key yet: no card of that event was ever issued, so this one was not.
  const genuine = key !== undefined && verify(null, parts.message, key, parts.signature);
  if (!genuine) return { ok: false, reason: 'forged' };
  if (parts.eventId !== eventId) return { ok: false, reason: 'wrong_event' };
  return { ok: true, guestId: parts.guestId };
}
