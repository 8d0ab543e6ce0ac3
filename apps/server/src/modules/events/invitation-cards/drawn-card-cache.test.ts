import { describe, expect, it } from 'vitest';
import { DrawnCardCache, drawnCardTag } from './drawn-card-cache';

const png = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe('DrawnCardCache', () => {
  it('draws a card once, however many ask for it at the same time or later', async () => {
    const cache = new DrawnCardCache();
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return png(10);
    };
    const [a, b] = await Promise.all([cache.get('"a"', draw), cache.get('"a"', draw)]);
    const c = await cache.get('"a"', draw);
    expect(draws).toBe(1);
    expect([a.bytes, b.bytes, c.bytes].every((card) => card.equals(png(10)))).toBe(true);
    expect(c.etag).toBe('"a"');
  });

  it('keeps at most its bytes, the least recently used card out first', async () => {
    const cache = new DrawnCardCache(25);
    const drawn: string[] = [];
    const drawer = (tag: string) => async () => {
      drawn.push(tag);
      return png(10);
    };
    await cache.get('"a"', drawer('a'));
    await cache.get('"b"', drawer('b'));
    await cache.get('"a"', drawer('a')); // a kept, and now the most recently used
    await cache.get('"c"', drawer('c')); // 30 bytes: b goes
    await cache.get('"a"', drawer('a'));
    await cache.get('"b"', drawer('b'));
    expect(drawn).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps no failed drawing: the next ask draws again', async () => {
    const cache = new DrawnCardCache();
    await expect(cache.get('"a"', () => Promise.reject(new Error('no artwork')))).rejects.toThrow(
      'no artwork',
    );
    expect((await cache.get('"a"', async () => png(3))).bytes.length).toBe(3);
  });
});

describe('drawnCardTag', () => {
  it('changes with the artwork and with any input, and is a strong ETag', () => {
    const artwork = Buffer.from('artwork');
    const tag = drawnCardTag(artwork, { guest: 'Wanjiku' });
    expect(tag).toMatch(/^"[\w-]{43}"$/);
    expect(drawnCardTag(Buffer.from('artwork'), { guest: 'Wanjiku' })).toBe(tag);
    expect(drawnCardTag(Buffer.from('artwork2'), { guest: 'Wanjiku' })).not.toBe(tag);
    expect(drawnCardTag(artwork, { guest: 'Wanjiku Kamau' })).not.toBe(tag);
  });
});
