import { AccountTabs } from '@/entities/session';

/**
 * A new vendor account, or an existing account signed in; either way `onAccount` next.
 * A module of its own so that the page loads the forms after its first paint.
 */
export function AccountForms({
  defaultCountry,
  onAccount,
}: {
  defaultCountry: string;
  onAccount: () => void;
}) {
  return (
    <AccountTabs
      kind="vendor"
      defaultCountry={defaultCountry}
      onAccount={onAccount}
      submitLabels={{ signUp: 'Create account and continue', signIn: 'Sign in and continue' }}
    />
  );
}
