import type { Noun } from './types';

const numbers = new Intl.NumberFormat('en');

export const formatNumber = (value: number): string => numbers.format(value);

/** "1 guest", "1,250 guests". */
export function countOf(count: number, noun: Noun): string {
  return `${formatNumber(count)} ${count === 1 ? noun.one : noun.other}`;
}
