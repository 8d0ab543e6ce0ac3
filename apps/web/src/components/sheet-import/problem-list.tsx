import { useState } from 'react';
import type { ColumnMapping, SheetRowProblem } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

const PAGE_SIZE = 50;

export type ProblemListProps<F extends string> = {
  label: string;
  problems: readonly SheetRowProblem<F>[];
  mapping: ColumnMapping<F>;
  /** The import's field names, said after the file's column. */
  fieldLabels: Readonly<Record<F, string>>;
};

/** Every problem with its row number, a page at a time (a bad file can have 100,000). */
export function ProblemList<F extends string>({
  label,
  problems,
  mapping,
  fieldLabels,
}: ProblemListProps<F>) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(problems.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = problems.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const first = current * PAGE_SIZE + 1;

  return (
    <div className="grid gap-2">
      <div className="overflow-x-auto rounded-md border">
        <Table aria-label={label}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-20">Row</TableHead>
              <TableHead className="w-48">Column</TableHead>
              <TableHead>Problem</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((problem, i) => (
              <TableRow key={`${problem.row}-${problem.field}-${i}`}>
                <TableCell className="font-medium tabular-nums">{problem.row}</TableCell>
                <TableCell>
                  {mapping[problem.field] ?? fieldLabels[problem.field]}
                  <span className="sr-only"> ({fieldLabels[problem.field]})</span>
                </TableCell>
                <TableCell className="break-words">{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {pages > 1 && (
        <nav aria-label={`${label} pages`} className="flex items-center gap-2 text-sm">
          <Button
            variant="outline"
            size="sm"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </Button>
          <span className="tabular-nums">
            {first.toLocaleString('en')}–{(first + shown.length - 1).toLocaleString('en')} of{' '}
            {problems.length.toLocaleString('en')}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
