import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CircleAlert } from 'lucide-react';
import { FORM_MESSAGES, parsePhone, type CurrentUser } from '@karamu/shared';
import { PhoneField } from '@/components/forms/phone-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useLogin } from '../api/login';
import { getErrorMessage } from '@/lib/get-error-message';

type SignInValues = { username: string; password: string };

export type SignInFormProps = {
  defaultCountry: string;
  /** A number to start with (from a sign-up refused because it has an account). */
  defaultPhone?: string;
  onSignedIn: (user: CurrentUser) => void | Promise<void>;
  submitLabel: string;
};

/**
 * Sign in without leaving the page (nothing typed so far is lost): organisers sign in
 * with their phone number, staff may use their username instead.
 */
export function SignInForm({
  defaultCountry,
  defaultPhone,
  onSignedIn,
  submitLabel,
}: SignInFormProps) {
  const id = useId();
  const login = useLogin();
  const [byUsername, setByUsername] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ defaultValues: { username: defaultPhone ?? '', password: '' } });

  const submit = handleSubmit(async ({ username, password }) => {
    let user: CurrentUser;
    try {
      user = await login.mutateAsync({ username: username.trim(), password });
    } catch {
      return; // The failure is shown from the mutation's state below.
    }
    await onSignedIn(user);
  });

  const switchMode = () => {
    resetField('username', { defaultValue: '' });
    setByUsername((value) => !value);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      {byUsername ? (
        <FormField id={`${id}-username`} label="Username" error={errors.username?.message}>
          {(aria) => (
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...aria}
              {...register('username', { required: 'Username is required' })}
            />
          )}
        </FormField>
      ) : (
        <PhoneField
          control={control}
          name="username"
          id={`${id}-phone`}
          label="Phone number"
          defaultCountry={defaultCountry}
          required
          rules={{
            required: 'Phone number is required',
            validate: (value) => parsePhone(value).ok || FORM_MESSAGES.invalidPhone,
          }}
        />
      )}
      <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
        {(aria) => (
          <Input
            type="password"
            autoComplete="current-password"
            {...aria}
            {...register('password', { required: 'Password is required' })}
          />
        )}
      </FormField>
      {login.isError && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{getErrorMessage(login.error)}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? 'Signing in…' : submitLabel}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={switchMode}>
          {byUsername ? 'Use my phone number instead' : 'Use a username instead'}
        </Button>
      </div>
    </form>
  );
}
