import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { SAME_PASSWORD_MESSAGE, changePasswordShape } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { FormField, setServerFieldErrors } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
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
  const id = useId();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });

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
      <FormField
        id={`${id}-current`}
        label="Current password"
        error={errors.currentPassword?.message}
      >
        {(aria) => (
          <Input
            type="password"
            autoComplete="current-password"
            {...aria}
            {...register('currentPassword')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-new`}
        label="New password"
        description="At least 8 characters."
        error={errors.newPassword?.message}
      >
        {(aria) => (
          <Input
            type="password"
            autoComplete="new-password"
            {...aria}
            {...register('newPassword')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-confirm`}
        label="Confirm new password"
        error={errors.confirmPassword?.message}
      >
        {(aria) => (
          <Input
            type="password"
            autoComplete="new-password"
            {...aria}
            {...register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
