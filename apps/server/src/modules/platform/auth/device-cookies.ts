/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies";
 * decision 0016): a browser that signed in as a user gets a cookie naming that user, a
 * random nonce and the time, signed with HMAC-SHA256 under a server secret. Later sign-ins
 * of that user from that browser count their failures against the nonce alone, so
 * guessing from elsewhere cannot lock the owner out.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { settings } from '../../../db/schema';

export const DEVICE_COOKIE = 'karamu_device';

/** A device stays trusted this long after its last successful sign-in, then it is unknown again. */
export const DEVICE_COOKIE_LIFETIME_MS = 180 * 86_400_000;

/** Where a generated secret is kept, so that every server process on one database shares it. */
const SECRET_SETTING_KEY = 'auth.device-cookie-secret';

export type DeviceCookies = {
  /** A fresh signed cookie value for `username`, issued now. */
  issue: (username: string) => string;
  /** The device's nonce when `value` is a valid, unexpired cookie issued for `username`; else null. */
  read: (value: string | undefined, username: string) => string | null;
};

export function createDeviceCookies(secret: string, now: () => number): DeviceCookies {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  // Usernames match without regard to case, so the cookie does too.
  const loginOf = (username: string) => Buffer.from(username.toLowerCase()).toString('base64url');
  return {
    issue(username) {
      const payload = `${loginOf(username)}.${randomBytes(16).toString('base64url')}.${now().toString(36)}`;
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    read(value, username) {
      const parts = value?.split('.');
      if (parts?.length !== 4) return null;
      const [login, nonce, issuedAt, signature] = parts as [string, string, string, string];
      const expected = sign(`${login}.${nonce}.${issuedAt}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (login !== loginOf(username)) return null;
      if (now() - parseInt(issuedAt, 36) > DEVICE_COOKIE_LIFETIME_MS) return null;
      return nonce;
    },
  };
}

/**
 * DEVICE_COOKIE_SECRET when set; otherwise one generated at first start and kept in the
 * settings table (never served: settings are read by their own keys), so `npm start`
 * needs no configuration and a restart keeps browsers trusted.
 */
export async function loadDeviceCookieSecret(db: Db, configured: string | undefined) {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: SECRET_SETTING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SECRET_SETTING_KEY));
  if (typeof row?.value !== 'string')
    throw new Error(`Setting ${SECRET_SETTING_KEY} is not a string`);
  return row.value;
}
