import { describe, expect, it } from 'vitest';
import { WINDOW_COUNTER_CAPACITY, WindowCounter } from './window-counter';

const HOUR = 3_600_000;

/** A counter on a clock the test moves. */
function counterAt(limit: number, capacity?: number) {
  let now = 1_000_000;
  const counter = new WindowCounter(limit, HOUR, () => now, capacity);
  return { counter, advance: (ms: number) => (now += ms) };
}

describe('WindowCounter', () => {
  it('throttles a key past its limit until its window ends', () => {
    const { counter, advance } = counterAt(3);
    for (let i = 0; i < 3; i += 1) {
      expect(counter.retryAfterMs('token')).toBe(0);
      counter.hit('token');
    }
    expect(counter.retryAfterMs('token')).toBe(HOUR);
    advance(HOUR - 1);
    expect(counter.retryAfterMs('token')).toBe(1);
    expect(counter.retryAfterMs('another token')).toBe(0);
    advance(1);
    expect(counter.retryAfterMs('token')).toBe(0);
    counter.hit('token');
    expect(counter.retryAfterMs('token')).toBe(0);
  });

  it('holds at most its capacity of keys under a flood of distinct keys, by default 10,000', () => {
    const { counter } = counterAt(20);
    for (let i = 0; i < 3 * WINDOW_COUNTER_CAPACITY; i += 1) counter.hit(`guess-${i}`);
    expect(counter.size).toBe(WINDOW_COUNTER_CAPACITY);
  });

  it('forgets the keys nearest the end of their window first, a tenth at a time, and keeps throttling the rest', () => {
    const { counter, advance } = counterAt(2, 100);
    for (let i = 0; i < 10; i += 1) counter.hit(`oldest-${i}`);
    counter.hit('oldest-0');
    advance(1_000);
    counter.hit('honest');
    counter.hit('honest');
    advance(1_000);
    // 89 keys fill the counter; the 90th takes the place of the ten oldest.
    for (let i = 0; i < 90; i += 1) counter.hit(`flood-${i}`);
    expect(counter.size).toBe(91);
    expect(counter.retryAfterMs('oldest-0')).toBe(0);
    expect(counter.retryAfterMs('honest')).toBe(HOUR - 1_000);
    // A key hit again while the flood goes on stays throttled.
    counter.hit('flood-89');
    for (let i = 90; i < 1_000; i += 1) {
      counter.hit(`flood-${i}`);
      expect(counter.size).toBeLessThanOrEqual(100);
    }
    expect(counter.retryAfterMs('flood-999')).toBe(0);
    counter.hit('flood-999');
    expect(counter.retryAfterMs('flood-999')).toBe(HOUR);
  });

  it('drops ended windows first, so a counter that was full takes keys again without forgetting live ones', () => {
    const { counter, advance } = counterAt(1, 10);
    for (let i = 0; i < 10; i += 1) counter.hit(`old-${i}`);
    advance(HOUR);
    counter.hit('live');
    expect(counter.size).toBe(1);
    for (let i = 0; i < 9; i += 1) counter.hit(`new-${i}`);
    expect(counter.size).toBe(10);
    expect(counter.retryAfterMs('live')).toBe(HOUR);
  });

  it('starts a key again at the end after its window ends, so it is not the next one forgotten', () => {
    const { counter, advance } = counterAt(1, 3);
    counter.hit('a');
    advance(10);
    counter.hit('b');
    advance(HOUR - 5);
    // `a`'s window has ended; `b`'s has not.
    counter.hit('a');
    counter.hit('c');
    counter.hit('d');
    expect(counter.retryAfterMs('b')).toBe(0);
    expect(counter.retryAfterMs('a')).toBe(HOUR);
  });

  it('reset forgets a key at once', () => {
    const { counter } = counterAt(1);
    counter.hit('device');
    expect(counter.retryAfterMs('device')).toBeGreaterThan(0);
    counter.reset('device');
    expect(counter.retryAfterMs('device')).toBe(0);
    expect(counter.size).toBe(0);
  });
});
