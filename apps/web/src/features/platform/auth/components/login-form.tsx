import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { CircleAlert } from 'lucide-react';
import type { CurrentUser, LoginInput } from '@karamu/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useLogin } from '@/entities/session';

const loadResolver = () => import('../lib/login-resolver');

/**
 * The schema check, loaded once the visitor first touches the form (decisions 0020, 0058):
 * zod is not needed to show the sign-in page, and running the shared schemas holds a
 * phone's main thread for a moment that someone only looking at the page should not pay.
 * By the time they submit it has arrived; if not, the submit waits for it.
 */
const lazyLoginResolver: Resolver<LoginInput> = async (values, context, options) =>
  (await loadResolver()).loginResolver(values, context, options);

/** Only fetches ahead; should it fail, submitting loads it again and shows that error. */
const preloadResolver = () => {
  loadResolver().catch(() => {});
};

export type LoginFormProps = {
  onSignedIn?: (user: CurrentUser) => void;
};

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const id = useId();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: lazyLoginResolver,
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const user = await loginMutation.mutateAsync(input);
      onSignedIn?.(user);
    } catch {
      // The failure is shown from the mutation's state below.
    }
  });

  const fieldError = (name: keyof LoginInput) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };
  const busy = isSubmitting || loginMutation.isPending;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadResolver}
      onPointerDown={preloadResolver}
      className="grid gap-4"
      aria-busy={busy}
    >
      {loginMutation.isError && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{getErrorMessage(loginMutation.error)}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-username`}>Username</Label>
        <Input
          id={`${id}-username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
          {...register('username')}
        />
        {fieldError('username')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...register('password')}
        />
        {fieldError('password')}
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy && <Spinner className="size-4" />}
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
