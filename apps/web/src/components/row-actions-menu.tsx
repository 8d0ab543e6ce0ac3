import type { ReactNode } from 'react';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type RowActionsMenuProps = {
  /** The record's name, for the trigger's accessible name. */
  name: string;
  /** Left out when the user may not edit. */
  onEdit?: (() => void) | undefined;
  /** Left out when the user may not delete. */
  onDelete?: (() => void) | undefined;
  /** Further items, shown between Edit and Delete. */
  children?: ReactNode;
};

/** The "…" menu of a table row: Edit, any extra actions, and Delete last in red. */
export function RowActionsMenu({ name, onEdit, onDelete, children }: RowActionsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
        )}
        {children}
        {onDelete && (
          <DropdownMenuItem className="text-destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
