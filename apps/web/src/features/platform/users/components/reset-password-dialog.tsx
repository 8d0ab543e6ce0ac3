import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { passwordSchema, type UserRecord } from '@karamu/shared';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useFormFields } from '@/components/forms/use-form-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { setServerFieldErrors } from '@/components/ui/form-field';
import { saveVersioned } from '@/components/forms/save-versioned';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateUser } from '../api/update-user';

const resetPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: 'The passwords do not match',
    path: ['confirm'],
  });
type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export type ResetPasswordDialogProps = {
  user: UserRecord | null;
  onOpenChange: (open: boolean) => void;
};

/** A new password for someone else; the server ends every session they had. */
export function ResetPasswordDialog({ user, onOpenChange }: ResetPasswordDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset the password of {user?.name}</DialogTitle>
          <DialogDescription>
            They are signed out everywhere and sign in again with the new password.
          </DialogDescription>
        </DialogHeader>
        {user && <ResetPasswordForm user={user} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ResetPasswordForm({ user, onDone }: { user: UserRecord; onDone: () => void }) {
  const updateUser = useUpdateUser();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const fields = useFormFields(form);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    await saveVersioned(
      async () => {
        await updateUser.mutateAsync({ id: user.id, input: { password, version: user.version } });
        toast.success(`Password of ${user.name} reset`);
        onDone();
      },
      {
        onStale: onDone,
        onRefused: (error) => setServerFieldErrors(error, form.setError, ['password']),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={user.username} readOnly />
      <NewPasswordFields
        password={{ label: 'New password', ...fields.register('password') }}
        confirm={{ label: 'Repeat the password', ...fields.register('confirm') }}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          Reset password
        </Button>
      </DialogFooter>
    </form>
  );
}
