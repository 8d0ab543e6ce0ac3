import { describe, expect, it, vi } from 'vitest';

describe('password hashing', () => {
  it('hashes with argon2id at OWASP cost unless a test lowers it', async () => {
    // A fresh copy of the module: the suites' own copies run at a lowered cost.
    vi.resetModules();
    const { hashPassword, verifyPassword } = await import('./passwords');
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
  });

  it('verifies a hash at the cost it was made with, whatever the current cost', async () => {
    vi.resetModules();
    const { hashPassword, setPasswordHashCost, verifyPassword } = await import('./passwords');
    const strong = await hashPassword('pw');
    setPasswordHashCost({ memoryCost: 1024, timeCost: 1 });
    const cheap = await hashPassword('pw');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(strong, 'pw')).toBe(true);
    expect(await verifyPassword(cheap, 'pw')).toBe(true);
  });
});
