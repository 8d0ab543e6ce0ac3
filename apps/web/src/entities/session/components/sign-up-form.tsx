import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isAxiosError } from '@/lib/http-errors';
import { CircleAlert } from 'lucide-react';
import { z } from 'zod';
import { signupInputSchema, type CurrentUser, type SignupKind } from '@karamu/shared';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { PhoneField } from '@/components/forms/phone-field';
import { useFormFields } from '@/components/forms/use-form-fields';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, setServerFieldErrors } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useSignUp } from '../api/sign-up';

/** The server's schema, and a second typing of the password that must match. */
const signUpFormSchema = signupInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type SignUpValues = z.input<typeof signUpFormSchema>;
type SignUpOutput = z.output<typeof signUpFormSchema>;

export type SignUpFormProps = {
  /** The phone picker starts on this country. */
  defaultCountry: string;
  onSignedUp: (user: CurrentUser) => void | Promise<void>;
  /** The number already has an account: offer to sign in with it. */
  onUseExistingAccount: (phone: string) => void;
  submitLabel: string;
  /** A vendor's account ("List your business", decision 0036); an organiser's without it. */
  kind?: SignupKind;
};

export function SignUpForm({
  defaultCountry,
  onSignedUp,
  onUseExistingAccount,
  submitLabel,
  kind,
}: SignUpFormProps) {
  const id = useId();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<{ message: string; takenPhone?: string } | null>(null);
  const form = useForm<SignUpValues, unknown, SignUpOutput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', phone: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const fields = useFormFields(form);

  const submit = handleSubmit(async ({ name, phone, password }) => {
    setFailure(null);
    let user: CurrentUser;
    try {
      user = await signUp.mutateAsync({ name, phone, password, ...(kind ? { kind } : {}) });
    } catch (error) {
      setServerFieldErrors(error, setError, ['name', 'phone', 'password']);
      const taken = isAxiosError(error) && error.response?.status === 409;
      setFailure({ message: getErrorMessage(error), ...(taken ? { takenPhone: phone } : {}) });
      return;
    }
    await onSignedUp(user);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <FormField id={`${id}-name`} label="Your name" error={errors.name?.message}>
        {(aria) => <Input autoComplete="name" {...aria} {...register('name')} />}
      </FormField>
      <PhoneField
        control={control}
        name="phone"
        id={`${id}-phone`}
        label="Phone number"
        description="You sign in with it. We do not share it."
        defaultCountry={defaultCountry}
        required
      />
      <NewPasswordFields
        password={{ label: 'Password', ...fields.register('password') }}
        confirm={{ label: 'Confirm password', ...fields.register('confirmPassword') }}
      />
      {failure && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription className="grid justify-items-start gap-2">
            <p>{failure.message}</p>
            {failure.takenPhone && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => onUseExistingAccount(failure.takenPhone!)}
              >
                Sign in with this number
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Creating your account…' : submitLabel}
      </Button>
    </form>
  );
}
