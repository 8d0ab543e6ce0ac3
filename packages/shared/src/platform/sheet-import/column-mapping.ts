/**
 * Which spreadsheet column fills which field of an import (guests, an occasion's members):
 * the mapping's schema and the guess from the header texts people actually write, so the
 * server's guess and the wizard's selects start from the same mapping. Each import names
 * its fields, their exact aliases and their word stems; the guessing is the same for all.
 */
import { z } from 'zod';

/** Which column (by its header text) fills each field; a field left out is not imported. */
export type ColumnMapping<F extends string> = Partial<Record<F, string | null>>;

export const columnMappingSchema = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.partialRecord(
    z.enum(fields),
    z.string().max(200, 'Column names are at most 200 characters').nullable(),
  );

/** Headers compared without case, accents, spaces or punctuation: "E-mail " is "email". */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

const words = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export type ColumnAliases<F extends string> = {
  fields: readonly F[];
  /** Whole headers that name a field outright (compared after `normalizeHeader`). */
  exact: Readonly<Record<F, readonly string[]>>;
  /**
   * Word stems for headers that are not an exact alias ("Guest phone number"). Tried in
   * this order, so "Guest phone" is a phone column before it is a name column.
   */
  stems: readonly (readonly [F, readonly string[]])[];
};

/**
 * The guess of one import: the column each field most likely comes from, exact aliases
 * first, then word stems; each column fills one field at most and each field takes the
 * first column that fits.
 */
export function createColumnGuesser<F extends string>(aliases: ColumnAliases<F>) {
  const exact = new Map<string, F>();
  for (const field of aliases.fields) {
    for (const alias of aliases.exact[field]) exact.set(normalizeHeader(alias), field);
  }
  const byStem = (header: string): F | undefined => {
    const headerWords = words(header);
    for (const [field, stems] of aliases.stems) {
      if (headerWords.some((word) => stems.some((stem) => word.startsWith(stem)))) return field;
    }
    return undefined;
  };
  return (headers: readonly string[]): ColumnMapping<F> => {
    const mapping: ColumnMapping<F> = {};
    const used = new Set<string>();
    const assign = (field: F | undefined, header: string) => {
      if (!field || mapping[field] || used.has(header)) return;
      mapping[field] = header;
      used.add(header);
    };
    for (const header of headers) assign(exact.get(normalizeHeader(header)), header);
    for (const header of headers) assign(byStem(header), header);
    return mapping;
  };
}
