import { useId, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { DataTable, type DataTableProps } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { DeleteRecordDialog } from './delete-record-dialog';
import { RowActionsMenu } from './row-actions-menu';

type Named = { id: string; name: string };

/** What a screen's form dialog is handed: no record to create one, a record to edit it. */
type RecordFormProps<Record> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  record: Record | undefined;
};

type Editing<Record> = { kind: 'create' } | { kind: 'edit'; record: Record } | null;

export type EditableRecordsTableProps<Record extends Named> = Omit<
  DataTableProps<Record>,
  'getRowId' | 'getRowLabel' | 'defaultSort' | 'defaultPageSize' | 'rowActions'
> & {
  may: { add: boolean; update: boolean; delete: boolean };
  /** The button that opens the empty form, e.g. "New category". */
  newLabel: string;
  /**
   * The page's heading: given, the table is the page, a section named by it with the new
   * button beside it; without it, the table sits under a heading of its own page.
   */
  title?: string | undefined;
  /** Further items of a row's menu, between Edit and Delete; given, they show the menu. */
  moreRowActions?: ((record: Record) => ReactNode) | undefined;
  form: (props: RecordFormProps<Record>) => ReactNode;
  /** What the delete dialog says and runs (DeleteRecordDialog). */
  deletion: {
    noun: string;
    consequence: string;
    remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  };
};

/**
 * A table of named records, sorted by name, that the user may create, edit and delete by
 * the privileges in `may`: the new button, each row's menu, the form dialog and the
 * delete dialog, so the admin lists that manage such records hold only what differs.
 */
export function EditableRecordsTable<Record extends Named>({
  may,
  newLabel,
  title,
  moreRowActions,
  form,
  deletion,
  ...table
}: EditableRecordsTableProps<Record>) {
  const [editing, setEditing] = useState<Editing<Record>>(null);
  const [deleting, setDeleting] = useState<Record | null>(null);
  const titleId = useId();

  const newButton = may.add ? (
    <Button onClick={() => setEditing({ kind: 'create' })}>
      <Plus aria-hidden="true" />
      {newLabel}
    </Button>
  ) : null;

  const body = (
    <>
      {title ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id={titleId} className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {title}
          </h1>
          {newButton}
        </div>
      ) : (
        newButton && <div>{newButton}</div>
      )}
      <DataTable<Record>
        {...table}
        getRowId={(record) => record.id}
        getRowLabel={(record) => record.name}
        defaultSort="name"
        defaultPageSize={20}
        rowActions={
          may.update || may.delete || moreRowActions
            ? (record) => (
                <RowActionsMenu
                  name={record.name}
                  onEdit={may.update ? () => setEditing({ kind: 'edit', record }) : undefined}
                  onDelete={may.delete ? () => setDeleting(record) : undefined}
                >
                  {moreRowActions?.(record)}
                </RowActionsMenu>
              )
            : undefined
        }
      />
      {form({
        open: editing !== null,
        onOpenChange: (open) => !open && setEditing(null),
        record: editing?.kind === 'edit' ? editing.record : undefined,
      })}
      <DeleteRecordDialog
        record={deleting}
        noun={deletion.noun}
        consequence={deletion.consequence}
        remove={deletion.remove}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </>
  );
  return title ? (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-4">
      {body}
    </section>
  ) : (
    body
  );
}
