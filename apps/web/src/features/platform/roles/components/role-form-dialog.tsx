import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  PRIVILEGES,
  canGrant,
  createRoleInputSchema,
  grantRefusal,
  type CreateRoleInput,
  type Holdings,
  type Privilege,
  type Role,
  type RoleScope,
} from '@karamu/shared';
import { setServerFieldErrors } from '@/components/ui/form-field';
import { saveVersioned } from '@/components/forms/save-versioned';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { PrivilegeGrid } from './privilege-grid';
import { InputField } from '@/components/forms/input-field';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { useFormFields } from '@/components/forms/use-form-fields';

type RoleFormInput = z.input<typeof createRoleInputSchema>;

/** A role's two record scopes (every record, or only the holder's own) in plain words. */
export const SCOPE_CHOICES: readonly { value: RoleScope; label: string; description: string }[] = [
  {
    value: 'all',
    label: 'Every record',
    description: 'People with this role work on every record their privileges cover.',
  },
  {
    value: 'assigned',
    label: 'Only records they created or are assigned to',
    description: 'For example an organiser who sees only their own events and guests.',
  },
];

export type RoleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role to edit; a new role without it. */
  role?: Role;
  /** What the editor holds: they may grant only that, on no more records (see `canGrant`). */
  granter: Holdings;
};

/** Creating or editing a role: its name, its scope and its privileges. */
export function RoleFormDialog({ open, onOpenChange, role, granter }: RoleFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={role ? `Edit role ${role.name}` : 'New role'}
      description="A role is a set of privileges. Everyone holding the role gets them on their next request."
      className="max-w-3xl"
    >
      <RoleForm
        role={role}
        granter={granter}
        onDone={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

type RoleFormProps = {
  role?: Role;
  granter: Holdings;
  onDone: () => void;
  onCancel: () => void;
};

function RoleForm({ role, granter, onDone, onCancel }: RoleFormProps) {
  const id = useId();
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const grantsAnythingEverywhere = PRIVILEGES.some((p) => canGrant(granter, p, 'all'));
  const form = useForm<RoleFormInput, unknown, CreateRoleInput>({
    resolver: zodResolver(createRoleInputSchema),
    defaultValues: {
      name: role?.name ?? '',
      // A new role reaches every record unless the editor can grant nothing that far.
      scope: role?.scope ?? (grantsAnythingEverywhere ? 'all' : 'assigned'),
      privileges: role?.privileges.map((p) => p.value) ?? [],
    },
  });
  const fields = useFormFields(form);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const scope = useWatch({ control, name: 'scope' }) ?? 'all';
  const privileges = useWatch({ control, name: 'privileges' }) ?? [];
  // "Every record" is offered only when the editor could grant what is ticked on every record.
  const mayReachAll =
    grantsAnythingEverywhere && grantRefusal(granter, { scope: 'all', privileges }) === null;

  const submit = handleSubmit(async (input) => {
    await saveVersioned(
      async () => {
        const saved = role
          ? await updateRole.mutateAsync({
              id: role.id,
              input: { ...input, version: role.version },
            })
          : await createRole.mutateAsync(input);
        toast.success(role ? `Role ${saved.name} saved` : `Role ${saved.name} created`);
        onDone();
      },
      {
        onStale: onDone,
        onRefused: (error) =>
          setServerFieldErrors(error, setError, ['name', 'scope', 'privileges']),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
      <InputField label="Name" autoComplete="off" {...fields.register('name')} />

      <Controller
        control={control}
        name="scope"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend id={`${id}-scope`} className="mb-2 text-sm font-medium">
              Which records
            </legend>
            <RadioGroup
              value={field.value}
              onValueChange={(value) => field.onChange(value as RoleScope)}
              disabled={isSubmitting}
              aria-labelledby={`${id}-scope`}
            >
              {SCOPE_CHOICES.map((choice) => (
                <div key={choice.value} className="flex items-start gap-3">
                  <RadioGroupItem
                    id={`${id}-scope-${choice.value}`}
                    value={choice.value}
                    disabled={choice.value === 'all' && !mayReachAll && field.value !== 'all'}
                    aria-describedby={`${id}-scope-${choice.value}-description`}
                    className="mt-0.5"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-scope-${choice.value}`}>{choice.label}</Label>
                    <p
                      id={`${id}-scope-${choice.value}-description`}
                      className="text-sm text-muted-foreground"
                    >
                      {choice.description}
                    </p>
                  </div>
                </div>
              ))}
            </RadioGroup>
            {errors.scope?.message && (
              <p className="text-sm text-destructive">{errors.scope.message}</p>
            )}
          </fieldset>
        )}
      />

      <Controller
        control={control}
        name="privileges"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Privileges</legend>
            <PrivilegeGrid
              value={field.value as Privilege[]}
              onChange={field.onChange}
              granter={granter}
              scope={scope}
              disabled={isSubmitting}
            />
            {errors.privileges?.message && (
              <p className="text-sm text-destructive">{errors.privileges.message}</p>
            )}
          </fieldset>
        )}
      />

      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onCancel}
        label={role ? 'Save role' : 'Create role'}
      />
    </form>
  );
}
