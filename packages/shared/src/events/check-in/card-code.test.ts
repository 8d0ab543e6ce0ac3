import * as ed from '@noble/ed25519';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64url, encodeBase64url } from './base64url';
import {
  cardCodeMessage,
  formatCardCode,
  parseCardCode,
  verifyCardCode,
  verifyCardSignature,
} from './card-code';
import { remainingAdmissions, settleAdmission, cardStanding } from './check-in-rules';
import { checkInInputSchema } from './check-in-schemas';

const EVENT = '3f8e2a41-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const OTHER_EVENT = '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f';
const GUEST = 'c0ffee00-1234-4abc-9def-0123456789ab';
const OTHER_GUEST = 'deadbeef-0000-4000-8000-000000000001';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The same event id with one of the spare low bits of its last character set. */
function respell(code: string) {
  const last = code[26]!;
  const spare = ALPHABET[ALPHABET.indexOf(last) ^ 1]!;
  return `${code.slice(0, 26)}${spare}${code.slice(27)}`;
}

function keyPair() {
  const secret = ed.utils.randomSecretKey();
  return { secret, publicKey: encodeBase64url(ed.getPublicKey(secret)) };
}

function sign(secret: Uint8Array, eventId: string, guestId: string) {
  return formatCardCode(eventId, guestId, ed.sign(cardCodeMessage(eventId, guestId)!, secret));
}

describe('card codes', () => {
  const key = keyPair();

  it('verifies a code signed by the event key, and says whose it is', () => {
    const code = sign(key.secret, EVENT, GUEST);
    expect(code).toMatch(/^KRM1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{86}$/);
    expect(verifyCardCode(code, { eventId: EVENT, publicKey: key.publicKey })).toEqual({
      ok: true,
      eventId: EVENT,
      guestId: GUEST,
    });
    // What a scanner hands over may carry a line break; the event id may come in capitals.
    expect(
      verifyCardCode(`${code}\n`, { eventId: EVENT.toUpperCase(), publicKey: key.publicKey }).ok,
    ).toBe(true);
  });

  it('holds no sequential or readable ids: the ids are packed bytes', () => {
    const code = sign(key.secret, EVENT, GUEST);
    expect(code).not.toContain(GUEST);
    expect(parseCardCode(code)).toMatchObject({ eventId: EVENT, guestId: GUEST });
  });

  it('refuses a code whose guest was changed as forged', () => {
    const code = sign(key.secret, EVENT, GUEST);
    const signature = parseCardCode(code)!.signature;
    const swapped = formatCardCode(EVENT, OTHER_GUEST, signature);
    expect(verifyCardCode(swapped, { eventId: EVENT, publicKey: key.publicKey })).toEqual({
      ok: false,
      reason: 'forged',
      eventId: EVENT,
      guestId: OTHER_GUEST,
    });
  });

  it('refuses a code with a flipped signature bit, and one signed by another key', () => {
    const parts = parseCardCode(sign(key.secret, EVENT, GUEST))!;
    const flipped = Uint8Array.from(parts.signature);
    flipped[10] = flipped[10]! ^ 1;
    const tampered = formatCardCode(EVENT, GUEST, flipped);
    expect(verifyCardCode(tampered, { eventId: EVENT, publicKey: key.publicKey })).toMatchObject({
      ok: false,
      reason: 'forged',
    });
    const stranger = sign(keyPair().secret, EVENT, GUEST);
    expect(verifyCardCode(stranger, { eventId: EVENT, publicKey: key.publicKey })).toMatchObject({
      ok: false,
      reason: 'forged',
    });
  });

  it("calls another event's code the wrong event", () => {
    const other = keyPair();
    const code = sign(other.secret, OTHER_EVENT, GUEST);
    expect(verifyCardCode(code, { eventId: EVENT, publicKey: key.publicKey })).toEqual({
      ok: false,
      reason: 'wrong_event',
      eventId: OTHER_EVENT,
      guestId: GUEST,
    });
    expect(verifyCardSignature(parseCardCode(code)!, other.publicKey)).toBe(true);
  });

  it('calls text that is not a card code malformed', () => {
    const code = sign(key.secret, EVENT, GUEST);
    const expected = { eventId: EVENT, publicKey: key.publicKey };
    for (const input of [
      '',
      'hello',
      GUEST,
      code.replace('KRM1', 'KRM2'),
      `${code}.x`,
      code.slice(0, -1),
      // The last character of a 16-byte id carries 4 spare bits: a respelling is refused.
      respell(code),
      `${code}${' '.repeat(300)}`,
      null,
      42,
      { code },
    ]) {
      expect(verifyCardCode(input, expected)).toMatchObject({ ok: false });
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.string(),
          fc
            .tuple(fc.string(), fc.string(), fc.string(), fc.string())
            .map((parts) => parts.join('.')),
          fc
            .tuple(
              fc.uint8Array({ minLength: 16, maxLength: 16 }),
              fc.uint8Array({ minLength: 64, maxLength: 64 }),
            )
            .map(
              ([id, sig]) =>
                `KRM1.${encodeBase64url(id)}.${encodeBase64url(id)}.${encodeBase64url(sig)}`,
            ),
        ),
        fc.oneof(fc.constant(key.publicKey), fc.string()),
        (input, publicKey) => {
          const check = verifyCardCode(input, { eventId: EVENT, publicKey });
          expect(check.ok).toBe(false);
        },
      ),
    );
  });
});

describe('base64url', () => {
  it('round-trips any bytes and refuses non-canonical text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const text = encodeBase64url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeBase64url(text)).toEqual(bytes);
      }),
    );
    expect(encodeBase64url(Uint8Array.from([0xfb, 0xff]))).toBe('-_8');
    expect(decodeBase64url('-_9')).toBeUndefined();
    expect(decodeBase64url('A')).toBeUndefined();
    expect(decodeBase64url('AA==')).toBeUndefined();
  });
});

describe('admission rules', () => {
  it('never admits beyond the card before entry', () => {
    const card = { admissions: 2, checkedIn: 1 };
    expect(remainingAdmissions(card)).toBe(1);
    expect(cardStanding(card)).toBe('partly_used');
    expect(settleAdmission(card, 2, 'before-entry')).toEqual({
      result: 'admitted',
      admitted: 1,
      overAdmitted: 0,
      remaining: 0,
    });
    expect(settleAdmission({ admissions: 2, checkedIn: 2 }, 1, 'before-entry')).toMatchObject({
      result: 'already_used',
      admitted: 0,
    });
  });

  it('records what offline devices let in beyond the card as over-admitted', () => {
    expect(settleAdmission({ admissions: 2, checkedIn: 1 }, 2, 'already-entered')).toEqual({
      result: 'admitted',
      admitted: 1,
      overAdmitted: 1,
      remaining: 0,
    });
    // An organiser lowered the card below what was already admitted.
    expect(settleAdmission({ admissions: 1, checkedIn: 3 }, 1, 'already-entered')).toEqual({
      result: 'already_used',
      admitted: 0,
      overAdmitted: 1,
      remaining: 0,
    });
    expect(cardStanding({ admissions: 3, checkedIn: 0 })).toBe('unused');
  });
});

describe('check-in input', () => {
  const base = {
    clientId: '9b2f7c1e-3d4a-4b5c-8d6e-7f8091a2b3c4',
    deviceId: 'gate-1',
    count: 1,
    scannedAt: '2026-12-05T18:30:00.000+03:00',
  };
  it('takes a card code or a guest id, not both or neither', () => {
    expect(checkInInputSchema.safeParse({ ...base, code: 'KRM1.x' }).success).toBe(true);
    expect(checkInInputSchema.safeParse({ ...base, guestId: GUEST }).success).toBe(true);
    expect(checkInInputSchema.safeParse(base).success).toBe(false);
    expect(checkInInputSchema.safeParse({ ...base, code: 'x', guestId: GUEST }).success).toBe(
      false,
    );
    expect(checkInInputSchema.safeParse({ ...base, guestId: GUEST, count: 0 }).success).toBe(false);
  });
});
