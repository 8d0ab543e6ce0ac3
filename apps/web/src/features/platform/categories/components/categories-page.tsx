import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import {
  CATEGORY_KINDS,
  formatDisplayDate,
  hasPrivilege,
  heldPrivileges,
  type Category,
} from '@karamu/shared';
import {
  DataTable,
  runOnEach,
  type DataTableBulkAction,
  type DataTableColumn,
  type DataTableFilter,
} from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CATEGORIES_ENDPOINT, categoryKeys } from '@/entities/category';
import { CategoryFormDialog, KIND_LABELS } from './category-form-dialog';
import { DeleteRecordDialog } from '@/components/delete-record-dialog';
import { deleteCategory, useDeleteCategory } from '../api/delete-category';

const NOUN = { one: 'category', other: 'categories' };

const columns: readonly DataTableColumn<Category>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (category) => <span className="font-medium">{category.name}</span>,
    csv: (category) => category.name,
  },
  {
    id: 'kind',
    header: 'Kind',
    sortable: true,
    cell: (category) => <Badge variant="secondary">{KIND_LABELS[category.kind]}</Badge>,
    csv: (category) => category.kind,
  },
  {
    id: 'description',
    header: 'Description',
    hideable: true,
    className: 'min-w-48',
    cell: (category) => category.description ?? <span className="text-muted-foreground">None</span>,
    csv: (category) => category.description,
  },
  {
    id: 'created',
    header: 'Created',
    sortable: true,
    hideable: true,
    cell: (category) => formatDisplayDate(category.created),
    csv: (category) => category.created,
  },
  {
    id: 'createdBy',
    header: 'Created by',
    hideable: true,
    defaultHidden: true,
    cell: (category) => category.createdBy ?? '',
    csv: (category) => category.createdBy,
  },
];

const filters: readonly DataTableFilter[] = [
  {
    kind: 'options',
    field: 'kind',
    label: 'Kind',
    options: CATEGORY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
  },
  { kind: 'date-range', field: 'created', label: 'Created' },
];

type Editing = { kind: 'create' } | { kind: 'edit'; category: Category } | null;

/** Event and service categories: the list, and creating, editing and deleting them. */
export function CategoriesPage() {
  useDocumentTitle('Categories');
  const held = heldPrivileges(useCurrentUser());
  const queryClient = useQueryClient();
  const mayAdd = hasPrivilege(held, 'ADD_CATEGORIES');
  const mayUpdate = hasPrivilege(held, 'UPDATE_CATEGORIES');
  const mayDelete = hasPrivilege(held, 'DELETE_CATEGORIES');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const removeCategory = useDeleteCategory();

  const deleteMany = (categories: Category[]) =>
    runOnEach(categories, (c) => deleteCategory(c.id), {
      refresh: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      succeeded: (deleted) =>
        deleted === 1 ? '1 category deleted' : `${deleted} categories deleted`,
      failed: 'could not be deleted',
    });

  const bulkActions: DataTableBulkAction<Category>[] = mayDelete
    ? [{ label: 'Delete', destructive: true, run: deleteMany }]
    : [];

  return (
    <section aria-labelledby="categories-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="categories-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Categories
        </h1>
        {mayAdd && (
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            New category
          </Button>
        )}
      </div>
      <DataTable<Category>
        label="Categories"
        noun={NOUN}
        queryKey={categoryKeys.lists()}
        endpoint={CATEGORIES_ENDPOINT}
        columns={columns}
        filters={filters}
        getRowId={(category) => category.id}
        getRowLabel={(category) => category.name}
        searchConfig={{ searchFields: ['name'] }}
        defaultSort="name"
        defaultPageSize={20}
        bulkActions={bulkActions}
        rowActions={
          mayUpdate || mayDelete
            ? (category) => (
                <RowActionsMenu
                  name={category.name}
                  onEdit={mayUpdate ? () => setEditing({ kind: 'edit', category }) : undefined}
                  onDelete={mayDelete ? () => setDeleting(category) : undefined}
                />
              )
            : undefined
        }
      />
      <CategoryFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        category={editing?.kind === 'edit' ? editing.category : undefined}
      />
      <DeleteRecordDialog
        record={deleting}
        noun="category"
        consequence="Events and services in it keep existing, without a category."
        remove={removeCategory}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  );
}
