/**
 * A guest's table as a label reads it: "Table 4" for a table named "4", but "Meza 2" and
 * "Table 7" as they are, since organisers often name tables with the word already
 * ("Table Meza 2" says it twice). Zod-free: the door and the card import it.
 */
const NAMED_WITH_THE_WORD = /^(?:table|meza|tbl)\b/i;

export function formatTableLabel(tableName: string): string {
  const name = tableName.trim();
  return NAMED_WITH_THE_WORD.test(name) ? name : `Table ${name}`;
}
