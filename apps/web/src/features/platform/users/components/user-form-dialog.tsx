import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  createUserInputSchema,
  hasPrivilege,
  smsDailyAllowanceSchema,
  type Holdings,
  type UserRecord,
} from '@karamu/shared';
import { FormField, setServerFieldErrors } from '@/components/ui/form-field';
import { saveVersioned } from '@/components/forms/save-versioned';
import { Input } from '@/components/ui/input';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { RolePicker } from './role-picker';
import { InputField } from '@/components/forms/input-field';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { useFormFields } from '@/components/forms/use-form-fields';

/**
 * Editing keeps the password out: resetting it is its own action. The SMS allowance is
 * only on the edit form of a super administrator (decision 0022).
 */
const editUserSchema = createUserInputSchema
  .omit({ password: true })
  .extend({ smsDailyAllowance: smsDailyAllowanceSchema.optional() });
/** As typed; after the resolver a blank e-mail reads null (no address). */
type UserFormValues = {
  username: string;
  name: string;
  password?: string;
  email: string | null;
  roleIds: string[];
  /** Empty reads null: the installation's default for their kind of account. */
  smsDailyAllowance?: number | null;
};
const createResolver = zodResolver(createUserInputSchema) as Resolver<UserFormValues>;
const editResolver = zodResolver(editUserSchema) as Resolver<UserFormValues>;

export type UserFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; a new user without it. */
  user?: UserRecord;
  /** What the editor holds: which roles they may hand out, and whether they may read roles. */
  held: Holdings;
};

export function UserFormDialog({ open, onOpenChange, user, held }: UserFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? `Edit ${user.name}` : 'New user'}
      description={
        <>
          {user
            ? 'Changes to their roles apply on their next request.'
            : 'They sign in with this username and password.'}
        </>
      }
    >
      <UserForm user={user} held={held} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type UserFormProps = {
  user?: UserRecord;
  held: Holdings;
  onDone: () => void;
};

function UserForm({ user, held, onDone }: UserFormProps) {
  const id = useId();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  // Without READ_ROLES the roles cannot be listed: a new user gets none, an edit keeps them.
  const mayReadRoles = hasPrivilege(held.privileges, 'READ_ROLES');
  // The server refuses anyone else a change of it.
  const maySetAllowance = user !== undefined && hasPrivilege(held.privileges, 'SUPER_ADMIN');
  const form = useForm<UserFormValues>({
    resolver: user ? editResolver : createResolver,
    // The edit schema is strict: a password field, even empty, would be refused.
    defaultValues: user
      ? {
          username: user.username,
          name: user.name,
          email: user.email ?? '',
          roleIds: user.roles.map((role) => role.id),
          ...(maySetAllowance ? { smsDailyAllowance: user.smsDailyAllowance } : {}),
        }
      : { username: '', name: '', password: '', email: '', roleIds: [] },
  });
  const fields = useFormFields(form);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    await saveVersioned(
      async () => {
        if (user) {
          await updateUser.mutateAsync({
            id: user.id,
            input: {
              username: values.username,
              name: values.name,
              email: values.email,
              ...(mayReadRoles ? { roleIds: values.roleIds } : {}),
              ...(maySetAllowance ? { smsDailyAllowance: values.smsDailyAllowance ?? null } : {}),
              version: user.version,
            },
          });
          toast.success(`${values.name} saved`);
        } else {
          const created = await createUser.mutateAsync({
            ...values,
            password: values.password ?? '',
          });
          toast.success(`User ${created.username} created`);
        }
        onDone();
      },
      {
        onStale: onDone,
        onRefused: (error) =>
          setServerFieldErrors(error, setError, [
            'username',
            'name',
            'email',
            'password',
            'roleIds',
            'smsDailyAllowance',
          ]),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <InputField label="Name" autoComplete="off" {...fields.register('name')} />
      <InputField
        label="Username"
        description="Letters, digits and . _ @ + - only."
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...fields.register('username')}
      />
      <InputField
        label="E-mail"
        description="Optional. Test sends of e-mail templates go here."
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...fields.register('email')}
      />
      {user && maySetAllowance && (
        <FormField
          id={`${id}-sms`}
          label="SMS a day"
          description={
            user.signedUp
              ? "Leave empty for the installation's allowance for new accounts made at sign-up."
              : "Leave empty for the installation's daily cap."
          }
          error={errors.smsDailyAllowance?.message}
        >
          {(aria) => (
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              autoComplete="off"
              {...aria}
              {...register('smsDailyAllowance', {
                setValueAs: (text: string | number | null) =>
                  text === '' || text === null ? null : Number(text),
              })}
            />
          )}
        </FormField>
      )}
      {!user && (
        <InputField
          label="Password"
          description="At least 8 characters. Give it to them privately."
          type="password"
          autoComplete="new-password"
          {...fields.register('password')}
        />
      )}
      {mayReadRoles ? (
        <Controller
          control={control}
          name="roleIds"
          render={({ field }) => (
            <RolePicker
              value={field.value}
              onChange={field.onChange}
              granter={held}
              disabled={isSubmitting}
              error={errors.roleIds?.message}
            />
          )}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {user
            ? 'Their roles stay as they are: you cannot see the roles.'
            : 'The new user gets no roles: you cannot see the roles.'}
        </p>
      )}
      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onDone}
        label={user ? 'Save user' : 'Create user'}
      />
    </form>
  );
}
