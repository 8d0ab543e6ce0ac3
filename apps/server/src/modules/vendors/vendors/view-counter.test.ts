import { describe, expect, it } from 'vitest';
import { ViewCounter } from './view-counter';

const DAY = 86_400_000;

function counterAt(options: { perAddress: number; capacity: number }) {
  let now = 0;
  const counter = new ViewCounter({ ...options, windowMs: DAY }, () => now);
  const view = (address: string, vendorId: string) => {
    const counted = counter.counts(address, vendorId);
    if (counted) counter.record(address, vendorId);
    return counted;
  };
  return { view, advance: (ms: number) => (now += ms) };
}

describe('ViewCounter', () => {
  it('counts a vendor once per address and day', () => {
    const { view, advance } = counterAt({ perAddress: 10, capacity: 100 });
    expect(view('a', 'v1')).toBe(true);
    expect(view('a', 'v1')).toBe(false);
    expect(view('b', 'v1')).toBe(true);
    advance(DAY);
    expect(view('a', 'v1')).toBe(true);
  });

  it('counts at most perAddress vendors per address and day', () => {
    const { view } = counterAt({ perAddress: 2, capacity: 100 });
    expect([view('a', 'v1'), view('a', 'v2'), view('a', 'v3')]).toEqual([true, true, false]);
    expect(view('b', 'v3')).toBe(true);
  });

  it('stops counting new keys when full, and counts again once the oldest expire', () => {
    const { view, advance } = counterAt({ perAddress: 100, capacity: 3 });
    expect([view('a', 'v1'), view('b', 'v1'), view('c', 'v1')]).toEqual([true, true, true]);
    advance(DAY / 2);
    expect(view('d', 'v1')).toBe(false);
    advance(DAY / 2);
    expect(view('d', 'v1')).toBe(true);
  });
});
