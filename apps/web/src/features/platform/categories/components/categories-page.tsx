import { useQueryClient } from '@tanstack/react-query';
import {
  CATEGORY_KINDS,
  formatDisplayDate,
  hasPrivilege,
  heldPrivileges,
  type Category,
} from '@karamu/shared';
import {
  runOnEach,
  type DataTableBulkAction,
  type DataTableColumn,
  type DataTableFilter,
} from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { EditableRecordsTable } from '@/components/editable-records-table';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CATEGORIES_ENDPOINT, categoryKeys } from '@/entities/category';
import { CategoryFormDialog, KIND_LABELS } from './category-form-dialog';
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

/** Event and service categories: the list, and creating, editing and deleting them. */
export function CategoriesPage() {
  useDocumentTitle('Categories');
  const held = heldPrivileges(useCurrentUser());
  const queryClient = useQueryClient();
  const mayDelete = hasPrivilege(held, 'DELETE_CATEGORIES');
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
    <EditableRecordsTable<Category>
      may={{
        add: hasPrivilege(held, 'ADD_CATEGORIES'),
        update: hasPrivilege(held, 'UPDATE_CATEGORIES'),
        delete: mayDelete,
      }}
      newLabel="New category"
      title="Categories"
      label="Categories"
      noun={NOUN}
      queryKey={categoryKeys.lists()}
      endpoint={CATEGORIES_ENDPOINT}
      columns={columns}
      filters={filters}
      searchConfig={{ searchFields: ['name'] }}
      bulkActions={bulkActions}
      form={({ record, ...dialog }) => <CategoryFormDialog {...dialog} category={record} />}
      deletion={{
        noun: 'category',
        consequence: 'Events and services in it keep existing, without a category.',
        remove: removeCategory,
      }}
    />
  );
}
