import type { ReactNode } from 'react';
import { ArrowLeft, CircleAlert, UserRound } from 'lucide-react';
import { hasPrivilege, heldPrivileges, type CurrentUser } from '@karamu/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AccountTabs, useMe } from '@/entities/session';

export type AccountStepProps = {
  defaultCountry: string;
  /** Creates the event as the signed-in user (and leaves the page when it succeeds). */
  onCreate: () => Promise<void>;
  creating: boolean;
  /** Why the last attempt to create the event failed. */
  createError: string | null;
  onBack: () => void;
};

/** Step 3: who the event belongs to: a new account, an existing one, or the one signed in. */
export function AccountStep({
  defaultCountry,
  onCreate,
  creating,
  createError,
  onBack,
}: AccountStepProps) {
  const me = useMe();

  const back = (
    <Button variant="ghost" className="justify-self-start" onClick={onBack} disabled={creating}>
      <ArrowLeft aria-hidden="true" />
      Back to the details
    </Button>
  );
  const failure = createError && (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>The event was not created</AlertTitle>
      <AlertDescription>{createError}</AlertDescription>
    </Alert>
  );

  if (me.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4" />
        Checking whether you are signed in…
      </p>
    );
  }

  if (me.data) {
    return (
      <SignedIn
        user={me.data}
        onCreate={onCreate}
        creating={creating}
        failure={failure}
        back={back}
      />
    );
  }

  const afterAccount = async (_user: CurrentUser) => onCreate();
  return (
    <div className="grid max-w-xl gap-4">
      <p className="text-muted-foreground">
        Your event is kept in your account, where you add guests and send invitations. It is free.
      </p>
      <AccountTabs
        defaultCountry={defaultCountry}
        onAccount={afterAccount}
        submitLabels={{ signUp: 'Create account and event', signIn: 'Sign in and create event' }}
      />
      {failure}
      {back}
    </div>
  );
}

function SignedIn({
  user,
  onCreate,
  creating,
  failure,
  back,
}: {
  user: CurrentUser;
  onCreate: () => Promise<void>;
  creating: boolean;
  failure: ReactNode;
  back: ReactNode;
}) {
  const mayCreate = hasPrivilege(heldPrivileges(user), 'ADD_EVENTS');
  return (
    <div className="grid max-w-xl gap-4">
      <div className="flex items-center gap-3 rounded-lg border p-4">
        <UserRound aria-hidden="true" className="size-5 text-muted-foreground" />
        <p>
          Signed in as <strong>{user.name}</strong>{' '}
          <span className="text-muted-foreground">({user.username})</span>
        </p>
      </div>
      {mayCreate ? (
        <Button className="justify-self-start" onClick={() => void onCreate()} disabled={creating}>
          {creating && <Spinner className="size-4" />}
          {creating ? 'Creating your event…' : 'Create event'}
        </Button>
      ) : (
        <Alert role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            This account cannot create events. Sign out and create an account of your own, or ask an
            administrator for the privilege to add events.
          </AlertDescription>
        </Alert>
      )}
      {failure}
      {back}
    </div>
  );
}
