import { Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

type ColumnMenuProps = {
  columns: readonly { id: string; header: string; hideable?: boolean }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
};

/** Shows and hides the hideable columns; the last visible column cannot be hidden. */
export function ColumnMenu({ columns, hidden, onChange }: ColumnMenuProps) {
  const hideable = columns.filter((column) => column.hideable);
  if (hideable.length === 0) return null;
  const visibleCount = columns.length - hidden.length;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hideable.map((column) => {
          const visible = !hidden.includes(column.id);
          return (
            <DropdownMenuCheckboxItem
              key={column.id}
              checked={visible}
              disabled={visible && visibleCount === 1}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) =>
                onChange(checked ? hidden.filter((id) => id !== column.id) : [...hidden, column.id])
              }
            >
              {column.header}
            </DropdownMenuCheckboxItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
