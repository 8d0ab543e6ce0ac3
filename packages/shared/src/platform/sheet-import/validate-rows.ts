/**
 * A whole file's rows, for any import: each row read by the import's own rules, then phone
 * numbers repeated within the file (one person, one row) flagged on the later rows.
 */

/**
 * `row` is the row number a spreadsheet shows (the header is usually row 1); `firstCell` the
 * row's first non-blank cell, which names the row when its name cell is blank.
 */
export type SheetRow<F extends string> = {
  row: number;
  values: Partial<Record<F, string>>;
  firstCell?: string;
};
export type SheetRowProblem<F extends string> = { row: number; field: F; message: string };
export type ValidSheetRow<T> = { row: number; record: T };
export type ReadSheetRow<F extends string, T> = {
  record: T;
  problems: { field: F; message: string }[];
};

export type ValidatedSheetRows<F extends string, T> = {
  /** Rows without a problem, in file order. */
  valid: ValidSheetRow<T>[];
  /** Every problem of every row, in file order. */
  problems: SheetRowProblem<F>[];
};

export const samePhoneMessage = (firstRow: number) => `Same phone number as row ${firstRow}`;

/** Long enough to recognise a cell, short enough for a line of the problem list. */
const SHOWN_CELL_LENGTH = 40;
const shownCell = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length > SHOWN_CELL_LENGTH ? `${trimmed.slice(0, SHOWN_CELL_LENGTH)}…` : trimmed;
};

/**
 * A problem as a person fixing the file needs it (issue 29): which guest or member, and the
 * value that is wrong, not only the row number.
 */
function describeProblem(
  message: string,
  cell: string | undefined,
  who: string | undefined,
): string {
  const value = cell === undefined ? '' : `: '${shownCell(cell)}'`;
  return who === undefined ? `${message}${value}` : `${message}${value} (${who})`;
}

function nameOfRow<F extends string>(row: SheetRow<F>, nameField: F): string | undefined {
  const name = row.values[nameField];
  if (name !== undefined && name.trim() !== '') return shownCell(name);
  const first = row.firstCell?.trim();
  return first ? `row starting '${shownCell(first)}'` : undefined;
}

export function validateSheetRows<F extends string, T extends { phone?: string }>(
  rows: readonly SheetRow<F>[],
  readRow: (values: Partial<Record<F, string>>) => ReadSheetRow<F, T>,
  fields: { name: NoInfer<F>; phone: NoInfer<F> },
): ValidatedSheetRows<F, T> {
  const valid: ValidSheetRow<T>[] = [];
  const problems: SheetRowProblem<F>[] = [];
  // The first row without other problems keeps its number; later rows with it are problems
  // (a row already refused must not take a number from a good row further down).
  const firstRowOfPhone = new Map<string, number>();
  for (const sheetRow of rows) {
    const { row, values } = sheetRow;
    const read = readRow(values);
    const rowProblems = read.problems.map((problem) => ({ row, ...problem }));
    const phone = read.record.phone;
    if (phone !== undefined && rowProblems.length === 0) {
      const first = firstRowOfPhone.get(phone);
      if (first === undefined) firstRowOfPhone.set(phone, row);
      else rowProblems.push({ row, field: fields.phone, message: samePhoneMessage(first) });
    }
    const who = rowProblems.length === 0 ? undefined : nameOfRow(sheetRow, fields.name);
    for (const problem of rowProblems) {
      const cell = values[problem.field];
      // A name cell's own problem already shows the name as its value.
      const named = problem.field === fields.name && cell !== undefined ? undefined : who;
      problem.message = describeProblem(problem.message, cell, named);
    }
    if (rowProblems.length === 0) valid.push({ row, record: read.record });
    else problems.push(...rowProblems);
  }
  return { valid, problems };
}
