import { describe, expect, it } from 'vitest';
import { safeEqual } from './safe-equal';

describe('safeEqual', () => {
  it('compares texts of any lengths', () => {
    expect(safeEqual('a-long-shared-secret', 'a-long-shared-secret')).toBe(true);
    expect(safeEqual('a-long-shared-secret', 'a-long-shared-secreT')).toBe(false);
    expect(safeEqual('short', 'a-long-shared-secret')).toBe(false);
  });
});
