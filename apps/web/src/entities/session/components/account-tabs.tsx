import { useState } from 'react';
import type { CurrentUser, SignupKind } from '@karamu/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AccountTabsProps = {
  /** Which built-in role a new account gets (the organiser's by default). */
  kind?: SignupKind;
  defaultCountry: string;
  /** After either a new account or a sign-in. */
  onAccount: (user: CurrentUser) => void | Promise<void>;
  /** The two forms' buttons, saying what follows: "Create account and event". */
  submitLabels: { signUp: string; signIn: string };
};

/**
 * A new account or an existing one, as two tabs: the public flows that need an account
 * (`/create-event`, `/list-your-business`). A number that already has an account moves to
 * "I have an account" with the number filled in.
 */
export function AccountTabs({ kind, defaultCountry, onAccount, submitLabels }: AccountTabsProps) {
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
          kind={kind}
          defaultCountry={defaultCountry}
          onSignedUp={onAccount}
          onUseExistingAccount={(phone) => {
            setExistingPhone(phone);
            setTab('sign-in');
          }}
          submitLabel={submitLabels.signUp}
        />
      </TabsContent>
      <TabsContent value="sign-in">
        <SignInForm
          key={existingPhone ?? ''}
          defaultCountry={defaultCountry}
          defaultPhone={existingPhone}
          onSignedIn={onAccount}
          submitLabel={submitLabels.signIn}
        />
      </TabsContent>
    </Tabs>
  );
}
