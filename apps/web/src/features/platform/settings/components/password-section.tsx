import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { SAME_PASSWORD_MESSAGE, changePasswordShape } from '@karamu/shared';
import { InputField } from '@/components/forms/input-field';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useFormFields } from '@/components/forms/use-form-fields';
import { Button } from '@/components/ui/button';
import { setServerFieldErrors } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useChangePassword } from '../api/change-password';

/** The server's rules (changePasswordShape), plus typing the new password twice. */
const passwordFormSchema = z
  .strictObject({
    ...changePasswordShape,
    confirmPassword: z.string().min(1, 'Type the new password again'),
  })
  .superRefine((values, ctx) => {
    if (values.newPassword === values.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: SAME_PASSWORD_MESSAGE });
    }
    if (values.confirmPassword !== values.newPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'The passwords do not match',
      });
    }
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection({ username }: { username: string }) {
  const changePassword = useChangePassword();
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;
  const fields = useFormFields(form);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await changePassword.mutateAsync({ currentPassword, newPassword });
      toast.success(answer.message);
      reset(EMPTY);
    } catch (error) {
      toast.error(getErrorMessage(error));
      setServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting} className="grid gap-4 sm:max-w-md">
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={username} hidden readOnly />
      <InputField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...fields.register('currentPassword')}
      />
      <NewPasswordFields
        password={{ label: 'New password', ...fields.register('newPassword') }}
        confirm={{ label: 'Confirm new password', ...fields.register('confirmPassword') }}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
