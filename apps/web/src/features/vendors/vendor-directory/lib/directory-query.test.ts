import { describe, expect, it } from 'vitest';
import { hiddenFilterCount, readDirectoryQuery, writeDirectoryQuery } from './directory-query';

const CATEGORY = '00000000-0000-4000-8000-0000000000d1';

describe('the directory query in the URL', () => {
  it('reads every filter and writes back the same link', () => {
    const search = `q=pilau&category=${CATEGORY}&city=Nairobi&minRating=4&minPrice=500000&maxPrice=2000000&currency=KES&sort=price&page=2`;
    const query = readDirectoryQuery(new URLSearchParams(search));
    expect(query).toEqual({
      q: 'pilau',
      category: CATEGORY,
      city: 'Nairobi',
      minRating: 4,
      minPrice: 500_000,
      maxPrice: 2_000_000,
      currency: 'KES',
      sort: 'price',
      page: 2,
      size: 12,
    });
    expect(writeDirectoryQuery(query).toString()).toBe(search);
  });

  it('leaves out what the API would refuse, so a mistyped link still opens', () => {
    const query = readDirectoryQuery(
      new URLSearchParams(
        'category=nope&minRating=9&minPrice=-5&currency=shillings&sort=cheap&page=0',
      ),
    );
    expect(query).toEqual({
      q: undefined,
      category: undefined,
      city: undefined,
      minRating: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      currency: undefined,
      sort: 'rating',
      page: 1,
      size: 12,
    });
  });

  it('writes nothing for the defaults, and the currency only with a price', () => {
    const query = readDirectoryQuery(new URLSearchParams('currency=KES&sort=rating&page=1'));
    expect(writeDirectoryQuery(query).toString()).toBe('');
  });
});

describe("the count on the phone's Filters button", () => {
  const count = (search: string) =>
    hiddenFilterCount(readDirectoryQuery(new URLSearchParams(search)));

  it('counts category, city, rating and the price range, not the always-shown search', () => {
    expect(count('q=pilau&sort=price')).toBe(0);
    expect(count(`category=${CATEGORY}&city=Nairobi&minRating=4`)).toBe(3);
  });

  it('counts a price range once, whichever of its ends are set', () => {
    expect(count('minPrice=500000&currency=KES')).toBe(1);
    expect(count('minPrice=500000&maxPrice=2000000&currency=KES')).toBe(1);
    expect(count('maxPrice=0&currency=KES&city=Mombasa')).toBe(2);
  });
});
