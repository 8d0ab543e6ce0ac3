import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createGroupCommit', () => {
  it('writes what arrives during a write or the gathering time together, answering each its own result', async () => {
    const groups: number[][] = [];
    const commit = createGroupCommit(
      async (items: number[]) => {
        groups.push(items);
        await sleep(30);
        return items.map((n) => n * 10);
      },
      { gatherMs: 10, fullAt: 100 },
    );
    const first = [1, 2].map((n) => commit.add(n));
    await sleep(20);
    const rest = [3, 4, 5].map((n) => commit.add(n));
    expect(await Promise.all([...first, ...rest])).toEqual([10, 20, 30, 40, 50]);
    expect(groups).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('writes a full group at once, without waiting', async () => {
    const commit = createGroupCommit(async (items: number[]) => items, {
      gatherMs: 10_000,
      fullAt: 3,
    });
    const started = Date.now();
    await Promise.all([1, 2, 3].map((n) => commit.add(n)));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('fails only the group whose write failed', async () => {
    let calls = 0;
    const commit = createGroupCommit(
      async (items: string[]) => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
        return items;
      },
      { gatherMs: 1, fullAt: 10 },
    );
    await expect(commit.add('a')).rejects.toThrow('database gone');
    await expect(commit.add('b')).resolves.toBe('b');
  });
});
