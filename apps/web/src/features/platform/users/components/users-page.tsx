import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CircleCheck, KeyRound, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { formatDisplayDate, hasPrivilege, holdingsOf, type UserRecord } from '@karamu/shared';
import {
  DataTable,
  type DataTableBulkAction,
  type DataTableColumn,
  type DataTableFilter,
} from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { meKeys, useCurrentUser } from '@/entities/session';
import { UserAvatar } from '@/components/user-avatar';
import { useAllRoles } from '@/entities/role';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { USERS_ENDPOINT, userKeys } from '@/entities/user';
import { updateUser } from '../api/update-user';
import { ConfirmUserDialog, type UserConfirmation } from './confirm-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserFormDialog } from './user-form-dialog';

const NOUN = { one: 'user', other: 'users' };

const columns: readonly DataTableColumn<UserRecord>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    className: 'min-w-48',
    cell: (user) => (
      <span className="flex items-center gap-3">
        <UserAvatar user={user} className="size-8 text-xs" />
        <span className="font-medium">{user.name}</span>
      </span>
    ),
    csv: (user) => user.name,
  },
  {
    id: 'username',
    header: 'Username',
    sortable: true,
    cell: (user) => <span className="break-all">{user.username}</span>,
    csv: (user) => user.username,
  },
  {
    id: 'roles',
    header: 'Roles',
    hideable: true,
    cell: (user) =>
      user.roles.length === 0 ? (
        <span className="text-muted-foreground">None</span>
      ) : (
        <span className="flex flex-wrap gap-1">
          {user.roles.map((role) => (
            <Badge key={role.id} variant="secondary">
              {role.name}
            </Badge>
          ))}
        </span>
      ),
    csv: (user) => user.roles.map((role) => role.name).join('; '),
  },
  {
    id: 'status',
    header: 'Status',
    hideable: true,
    cell: (user) =>
      user.disabled ? (
        <Badge variant="destructive">Disabled</Badge>
      ) : (
        <Badge variant="outline">Enabled</Badge>
      ),
    csv: (user) => (user.disabled ? 'Disabled' : 'Enabled'),
  },
  {
    id: 'created',
    header: 'Created',
    sortable: true,
    hideable: true,
    cell: (user) => formatDisplayDate(user.created),
    csv: (user) => user.created,
  },
];

type Editing = { kind: 'create' } | { kind: 'edit'; user: UserRecord } | null;

/** Users: the list, and creating, editing, disabling and deleting for those who may. */
export function UsersPage() {
  useDocumentTitle('Users');
  const me = useCurrentUser();
  const holdings = holdingsOf(me.roles);
  const held = holdings.privileges;
  const queryClient = useQueryClient();
  const mayAdd = hasPrivilege(held, 'ADD_USERS');
  const mayUpdate = hasPrivilege(held, 'UPDATE_USERS');
  const mayDelete = hasPrivilege(held, 'DELETE_USERS');
  const mayReadRoles = hasPrivilege(held, 'READ_ROLES');
  const roles = useAllRoles({ enabled: mayReadRoles });

  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<UserRecord | null>(null);
  const [confirming, setConfirming] = useState<UserConfirmation | null>(null);

  const filters: DataTableFilter[] = [
    {
      kind: 'options',
      field: 'disabled',
      label: 'Status',
      options: [
        { value: 'false', label: 'Enabled' },
        { value: 'true', label: 'Disabled' },
      ],
    },
    ...(mayReadRoles
      ? [
          {
            kind: 'options' as const,
            field: 'roleId',
            label: 'Role',
            multiple: true,
            options: (roles.data ?? []).map((role) => ({ value: role.id, label: role.name })),
          },
        ]
      : []),
    { kind: 'date-range', field: 'created', label: 'Created' },
  ];

  /** Sets every chosen user's status, one request each, then refetches once. */
  async function setDisabled(users: UserRecord[], disabled: boolean) {
    // Nobody disables themselves from here: it would end their own session.
    const targets = users.filter((user) => user.disabled !== disabled && user.id !== me.id);
    const results = await Promise.allSettled(
      targets.map((user) =>
        updateUser({ id: user.id, input: { disabled, version: user.version } }),
      ),
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
    ]);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const changed = targets.length - failures.length;
    const verb = disabled ? 'disabled' : 'enabled';
    if (changed > 0) {
      toast.success(changed === 1 ? `1 user ${verb}` : `${changed} users ${verb}`);
    } else if (failures.length === 0) {
      toast.info(`No user needed to be ${verb}`);
    }
    if (failures.length > 0) {
      const [first] = failures;
      throw new Error(
        `${failures.length} of ${targets.length} could not be ${verb}: ${getErrorMessage(first?.reason)}`,
      );
    }
  }

  const bulkActions: DataTableBulkAction<UserRecord>[] = mayUpdate
    ? [
        { label: 'Enable', run: (users) => setDisabled(users, false) },
        {
          label: 'Disable',
          destructive: true,
          run: (users) => setDisabled(users, true),
          confirmTitle: (users) =>
            users.length === 1 ? 'Disable 1 user?' : `Disable ${users.length} users?`,
          confirmDescription: () =>
            'They are signed out at once and cannot sign in until enabled again. You stay enabled even if you chose yourself.',
        },
      ]
    : [];

  const rowActions =
    mayUpdate || mayDelete
      ? (user: UserRecord) => {
          const self = user.id === me.id;
          return (
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={`Actions for ${user.name}`}>
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {mayUpdate && (
                  <DropdownMenuItem onSelect={() => setEditing({ kind: 'edit', user })}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </DropdownMenuItem>
                )}
                {mayUpdate && !self && (
                  <DropdownMenuItem onSelect={() => setResetting(user)}>
                    <KeyRound aria-hidden="true" />
                    Reset password
                  </DropdownMenuItem>
                )}
                {mayUpdate && !self && (
                  <DropdownMenuItem
                    onSelect={() =>
                      setConfirming({ kind: user.disabled ? 'enable' : 'disable', user })
                    }
                  >
                    {user.disabled ? (
                      <CircleCheck aria-hidden="true" />
                    ) : (
                      <Ban aria-hidden="true" />
                    )}
                    {user.disabled ? 'Enable' : 'Disable'}
                  </DropdownMenuItem>
                )}
                {mayDelete && !self && (
                  <>
                    {mayUpdate && <DropdownMenuSeparator />}
                    <DropdownMenuItem
                      className="text-destructive"
                      onSelect={() => setConfirming({ kind: 'delete', user })}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete
                    </DropdownMenuItem>
                  </>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          );
        }
      : undefined;

  return (
    <section aria-labelledby="users-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="users-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Users
        </h1>
        {mayAdd && (
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            New user
          </Button>
        )}
      </div>
      <DataTable<UserRecord>
        label="Users"
        noun={NOUN}
        queryKey={userKeys.lists()}
        endpoint={USERS_ENDPOINT}
        columns={columns}
        filters={filters}
        getRowId={(user) => user.id}
        getRowLabel={(user) => user.name}
        searchConfig={{ searchFields: ['name', 'username'] }}
        defaultSort="name"
        defaultPageSize={20}
        bulkActions={bulkActions}
        rowActions={rowActions}
      />
      <UserFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        user={editing?.kind === 'edit' ? editing.user : undefined}
        held={holdings}
      />
      <ResetPasswordDialog user={resetting} onOpenChange={(open) => !open && setResetting(null)} />
      <ConfirmUserDialog
        confirmation={confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
      />
    </section>
  );
}
