/** Password hashing: argon2id with OWASP's minimum (m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * A hash of a password nobody knows, verified when the username does not exist so that
 * the answer takes as long as for a real user (no user enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
