/** Password hashing: argon2id with OWASP's minimum (m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2 } as const;

type HashCost = { memoryCost: number; timeCost: number };
let cost: HashCost = PASSWORD_HASH_COST;

/**
 * The test suites hash hundreds of passwords; at production cost that is most of their
 * run time, so their setup lowers it here. Nothing else calls this: a server always hashes
 * at PASSWORD_HASH_COST (asserted in auth.test.ts), and a hash carries its own cost, so
 * verifying is unaffected.
 */
export function setPasswordHashCost(next: HashCost): void {
  cost = next;
  decoyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  // Algorithm.Argon2id (2): a const enum, which isolated modules cannot read.
  return hash(password, { algorithm: 2, parallelism: 1, ...cost });
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
