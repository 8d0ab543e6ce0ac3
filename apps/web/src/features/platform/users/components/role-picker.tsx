import { useId } from 'react';
import { grantRefusal, type Holdings, type Role } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useAllRoles } from '@/entities/role';
import { getErrorMessage } from '@/lib/get-error-message';

export type RolePickerProps = {
  value: readonly string[];
  onChange: (roleIds: string[]) => void;
  /** What the editor holds: roles granting more than that, or on more records, are locked. */
  granter: Holdings;
  disabled?: boolean;
  /** The field's message, if any. */
  error?: string;
};

const assignable = (role: Role, granter: Holdings) =>
  grantRefusal(granter, { scope: role.scope, privileges: role.privileges.map((p) => p.value) }) ===
  null;

/**
 * The roles as a list of checkboxes (a multi-select that keyboards and screen readers
 * know). Roles granting privileges the editor cannot grant are locked, with the reason.
 */
export function RolePicker({ value, onChange, granter, disabled = false, error }: RolePickerProps) {
  const id = useId();
  const roles = useAllRoles();
  const chosen = new Set(value);
  const errorId = error ? `${id}-error` : undefined;

  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium">Roles</legend>
      {roles.isPending ? (
        <div role="status" aria-label="Loading roles" className="grid gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-52" />
        </div>
      ) : roles.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>We could not load the roles: {getErrorMessage(roles.error)}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void roles.refetch()}>
            Retry
          </Button>
        </div>
      ) : roles.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">There are no roles yet.</p>
      ) : (
        <div className="grid max-h-56 gap-2 overflow-y-auto rounded-md border p-3">
          <p id={`${id}-locked`} className="sr-only">
            This role grants privileges you cannot grant, or on more records than you hold them.
          </p>
          {roles.data.map((role) => {
            const locked = !assignable(role, granter);
            const boxId = `${id}-${role.id}`;
            return (
              <div key={role.id} className="flex items-start gap-3">
                <Checkbox
                  id={boxId}
                  className="mt-0.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                  checked={chosen.has(role.id)}
                  disabled={disabled}
                  aria-disabled={locked ? true : undefined}
                  aria-describedby={locked ? `${id}-locked` : undefined}
                  onCheckedChange={(checked) => {
                    if (locked) return;
                    onChange(
                      checked === true
                        ? [...value, role.id]
                        : value.filter((roleId) => roleId !== role.id),
                    );
                  }}
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={boxId}>{role.name}</Label>
                  <p className="text-xs text-muted-foreground">
                    {locked
                      ? 'Grants more than you can grant'
                      : role.privileges.length === 1
                        ? '1 privilege'
                        : `${role.privileges.length} privileges`}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
