/**
 * The values of an `in` filter, comma-separated. A value may itself hold ',' or '\', so
 * both are escaped with '\'; `splitListValues(joinListValues(v))` gives `v` back.
 */

export function joinListValues(values: readonly string[]): string {
  return values.map((value) => value.replace(/[\\,]/g, (char) => `\\${char}`)).join(',');
}

/** The values, or undefined when a '\' escapes nothing (a trailing '\') or is unknown. */
export function splitListValues(text: string): string[] | undefined {
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') {
      const next = text[i + 1];
      if (next !== '\\' && next !== ',') return undefined;
      current += next;
      i += 1;
    } else if (char === ',') {
      values.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  values.push(current);
  return values;
}
