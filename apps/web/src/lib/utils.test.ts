import { describe, expect, it } from 'vitest';
import { cn, getInitials } from './utils';

describe('getInitials', () => {
  it.each([
    ['Amina Njeri', 'AN'],
    ['  amina   wanjiru njeri ', 'AN'],
    ['Baraka', 'B'],
    ['', '?'],
  ])('%j -> %s', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

describe('cn', () => {
  it('lets a later utility win over an earlier one', () => {
    expect(cn('px-2 text-sm', false, 'px-4')).toBe('text-sm px-4');
  });
});
