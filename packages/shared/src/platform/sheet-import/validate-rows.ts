/**
 * A whole file's rows, for any import: each row read by the import's own rules, then phone
 * numbers repeated within the file (one person, one row) flagged on the later rows.
 */

/** `row` is the row number a spreadsheet shows (the header is usually row 1). */
export type SheetRow<F extends string> = { row: number; values: Partial<Record<F, string>> };
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

export function validateSheetRows<F extends string, T extends { phone?: string }>(
  rows: readonly SheetRow<F>[],
  readRow: (values: Partial<Record<F, string>>) => ReadSheetRow<F, T>,
  phoneField: NoInfer<F>,
): ValidatedSheetRows<F, T> {
  const valid: ValidSheetRow<T>[] = [];
  const problems: SheetRowProblem<F>[] = [];
  // The first row without other problems keeps its number; later rows with it are problems
  // (a row already refused must not take a number from a good row further down).
  const firstRowOfPhone = new Map<string, number>();
  for (const { row, values } of rows) {
    const read = readRow(values);
    const rowProblems = read.problems.map((problem) => ({ row, ...problem }));
    const phone = read.record.phone;
    if (phone !== undefined && rowProblems.length === 0) {
      const first = firstRowOfPhone.get(phone);
      if (first === undefined) firstRowOfPhone.set(phone, row);
      else rowProblems.push({ row, field: phoneField, message: samePhoneMessage(first) });
    }
    if (rowProblems.length === 0) valid.push({ row, record: read.record });
    else problems.push(...rowProblems);
  }
  return { valid, problems };
}
