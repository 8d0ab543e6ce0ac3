import { describe, expect, it } from 'vitest';
import { createOneAtATime } from './one-at-a-time';

/** A promise and the function that settles it, for a task the test ends itself. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('createOneAtATime', () => {
  it('runs the tasks of one key in turn, and of two keys side by side', async () => {
    const oneAtATime = createOneAtATime();
    const order: string[] = [];
    const first = gate();
    const a1 = oneAtATime('payer-a', async () => {
      order.push('a1 starts');
      await first.opened;
      order.push('a1 ends');
    });
    const a2 = oneAtATime('payer-a', async () => {
      order.push('a2 starts');
    });
    await oneAtATime('payer-b', async () => {
      order.push('b runs');
    });
    expect(order).toEqual(['a1 starts', 'b runs']);
    first.open();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['a1 starts', 'b runs', 'a1 ends', 'a2 starts']);
  });

  it('goes on with a key after a task of it failed', async () => {
    const oneAtATime = createOneAtATime();
    const failed = oneAtATime('payer', () => Promise.reject(new Error('provider down')));
    const next = oneAtATime('payer', async () => 'second tap');
    await expect(failed).rejects.toThrow('provider down');
    await expect(next).resolves.toBe('second tap');
    expect(oneAtATime.size).toBe(0);
  });

  it('holds a key only while a task of it runs: none after many distinct keys', async () => {
    const oneAtATime = createOneAtATime();
    const running = gate();
    const held = oneAtATime('still paying', () => running.opened);
    await Promise.all(
      Array.from({ length: 10_000 }, (_, i) => oneAtATime(`payer-${i}`, async () => i)),
    );
    expect(oneAtATime.size).toBe(1);
    running.open();
    await held;
    expect(oneAtATime.size).toBe(0);
  });
});
