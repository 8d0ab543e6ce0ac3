import { describe, expect, it } from 'vitest';
import { publicDirectoryQuerySchema } from './public-directory';

describe('publicDirectoryQuerySchema', () => {
  it('fills defaults and refuses a price range upside down on maxPrice', () => {
    expect(publicDirectoryQuerySchema.parse({})).toEqual({ sort: 'rating', page: 1, size: 12 });
    const result = publicDirectoryQuerySchema.safeParse({ minPrice: '10', maxPrice: '5' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['maxPrice']]);
  });
});
