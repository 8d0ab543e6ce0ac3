import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInForm, SignUpForm } from '@/entities/session';

/** A new vendor account, or an existing account signed in; either way `onAccount` next. */
export function AccountForms({
  defaultCountry,
  onAccount,
}: {
  defaultCountry: string;
  onAccount: () => void;
}) {
  const [tab, setTab] = useState<'sign-up' | 'sign-in'>('sign-up');
  const [existingPhone, setExistingPhone] = useState<string | undefined>();
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
      <TabsList aria-label="Account" className="w-full sm:w-auto">
        <TabsTrigger value="sign-up" className="flex-1 sm:flex-none">
          Create an account
        </TabsTrigger>
        <TabsTrigger value="sign-in" className="flex-1 sm:flex-none">
          I have an account
        </TabsTrigger>
      </TabsList>
      <TabsContent value="sign-up">
        <SignUpForm
          kind="vendor"
          defaultCountry={defaultCountry}
          onSignedUp={onAccount}
          onUseExistingAccount={(phone) => {
            setExistingPhone(phone);
            setTab('sign-in');
          }}
          submitLabel="Create account and continue"
        />
      </TabsContent>
      <TabsContent value="sign-in">
        <SignInForm
          key={existingPhone ?? ''}
          defaultCountry={defaultCountry}
          defaultPhone={existingPhone}
          onSignedIn={onAccount}
          submitLabel="Sign in and continue"
        />
      </TabsContent>
    </Tabs>
  );
}
