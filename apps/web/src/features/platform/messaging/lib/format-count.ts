const numbers = new Intl.NumberFormat('en');

/** "1,250": counts of recipients and messages. */
export function formatCount(value: number): string {
  return numbers.format(value);
}

/** "1 guest", "1,250 guests". */
export function countOf(value: number, one: string, other: string): string {
  return `${formatCount(value)} ${value === 1 ? one : other}`;
}
