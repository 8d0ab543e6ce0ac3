import { useState } from 'react';
import { Plus } from 'lucide-react';
import { formatDisplayDate, hasPrivilege, type Holdings, type Role } from '@karamu/shared';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { Button } from '@/components/ui/button';
import { ROLES_ENDPOINT, roleKeys } from '@/entities/role';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleFormDialog, SCOPE_CHOICES } from './role-form-dialog';

const SCOPE_LABELS: Record<Role['scope'], string> = {
  all: 'Every record',
  assigned: 'Own and assigned records',
};

/** The first few privileges by name; the rest as a count. */
const SHOWN_PRIVILEGES = 4;

const columns: readonly DataTableColumn<Role>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (role) => <span className="font-medium">{role.name}</span>,
    csv: (role) => role.name,
  },
  {
    id: 'scope',
    header: 'Records',
    sortable: true,
    hideable: true,
    cell: (role) => SCOPE_LABELS[role.scope],
    csv: (role) => role.scope,
  },
  {
    id: 'privileges',
    header: 'Privileges',
    hideable: true,
    className: 'min-w-64',
    cell: (role) => {
      const values = role.privileges.map((p) => p.value);
      if (values.length === 0) return <span className="text-muted-foreground">None</span>;
      const rest = values.length - SHOWN_PRIVILEGES;
      return (
        <span className="flex flex-wrap gap-1">
          {values.slice(0, SHOWN_PRIVILEGES).map((value) => (
            <Badge key={value} variant="secondary" className="font-mono">
              {value}
            </Badge>
          ))}
          {rest > 0 && <Badge variant="outline">{`and ${rest} more`}</Badge>}
        </span>
      );
    },
    csv: (role) => role.privileges.map((p) => p.value).join(' '),
  },
  {
    id: 'created',
    header: 'Created',
    sortable: true,
    hideable: true,
    cell: (role) => formatDisplayDate(role.created),
    csv: (role) => role.created,
  },
];

const filters: readonly DataTableFilter[] = [
  {
    kind: 'options',
    field: 'scope',
    label: 'Records',
    options: SCOPE_CHOICES.map((choice) => ({ value: choice.value, label: choice.label })),
  },
  { kind: 'date-range', field: 'created', label: 'Created' },
];

type Editing = { kind: 'create' } | { kind: 'edit'; role: Role } | null;

/** The roles, with creating, editing and deleting for those who may. */
export function RolesTable({ holdings }: { holdings: Holdings }) {
  const held = holdings.privileges;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const mayAdd = hasPrivilege(held, 'ADD_ROLES');
  const mayUpdate = hasPrivilege(held, 'UPDATE_ROLES');
  const mayDelete = hasPrivilege(held, 'DELETE_ROLES');

  return (
    <div className="grid gap-3">
      {mayAdd && (
        <div className="flex justify-end">
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            New role
          </Button>
        </div>
      )}
      <DataTable<Role>
        label="Roles"
        noun={{ one: 'role', other: 'roles' }}
        queryKey={roleKeys.lists()}
        endpoint={ROLES_ENDPOINT}
        columns={columns}
        filters={filters}
        getRowId={(role) => role.id}
        searchConfig={{ searchFields: ['name'] }}
        defaultSort="name"
        defaultPageSize={20}
        rowActions={
          mayUpdate || mayDelete
            ? (role) => (
                <RowActionsMenu
                  name={role.name}
                  onEdit={mayUpdate ? () => setEditing({ kind: 'edit', role }) : undefined}
                  onDelete={mayDelete ? () => setDeleting(role) : undefined}
                />
              )
            : undefined
        }
      />
      <RoleFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        role={editing?.kind === 'edit' ? editing.role : undefined}
        granter={holdings}
      />
      <DeleteRoleDialog role={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
