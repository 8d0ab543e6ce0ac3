import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowRight, UserRound } from 'lucide-react';
import { VENDOR_DASHBOARD } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDefaultCountry } from '@/entities/installation';
import { SignInForm, SignUpForm, useMe } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Where a new vendor goes once they have an account: their first profile's form. */
export const NEW_VENDOR_PATH = `${VENDOR_DASHBOARD.base}/vendors/new`;

const STEPS = [
  'Create your account: your phone number is your username.',
  'Describe your business, its services and prices, and add photos.',
  'Submit it: once a moderator approves it, visitors find you in the directory.',
];

/**
 * "List your business" (decision 0036): a visitor signs up as a vendor (the organiser
 * sign-up with `kind: 'vendor'`) or signs in, then creates their first vendor profile.
 */
export function ListYourBusinessPage() {
  useDocumentTitle('List your business');
  const navigate = useNavigate();
  const me = useMe();
  const defaultCountry = useDefaultCountry();
  const [tab, setTab] = useState<'sign-up' | 'sign-in'>('sign-up');
  const [existingPhone, setExistingPhone] = useState<string | undefined>();
  const onAccount = () => navigate(NEW_VENDOR_PATH);

  return (
    <section aria-labelledby="list-title" className="grid max-w-2xl gap-6">
      <div className="grid gap-3">
        <h1 id="list-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          List your business
        </h1>
        <p className="text-lg text-muted-foreground">
          Caterers, decorators, photographers, MCs, tents and chairs: show your work and your prices
          to the people planning celebrations, and get their enquiries by SMS. It is free.
        </p>
        <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      {me.isPending || !defaultCountry ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4" />
          Checking whether you are signed in…
        </p>
      ) : me.data ? (
        <div className="grid justify-items-start gap-3">
          <div className="flex items-center gap-3 rounded-lg border p-4">
            <UserRound aria-hidden="true" className="size-5 text-muted-foreground" />
            <p>
              Signed in as <strong>{me.data.name}</strong>{' '}
              <span className="text-muted-foreground">({me.data.username})</span>
            </p>
          </div>
          <Button asChild>
            <Link to={NEW_VENDOR_PATH}>
              Create your vendor profile
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : (
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
      )}
    </section>
  );
}
