import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowRight, UserRound } from 'lucide-react';
import { VENDOR_DASHBOARD } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDefaultCountry } from '@/entities/installation';
import { useMe } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';

/** Where a new vendor goes once they have an account: their first profile's form. */
const NEW_VENDOR_PATH = `${VENDOR_DASHBOARD.base}/vendors/new`;

const STEPS = [
  'Create your account: your phone number is your username.',
  'Describe your business, its services and prices, and add photos.',
  'Submit it: once a moderator approves it, visitors find you in the directory.',
];

/**
 * The sign-up and sign-in forms (the phone field's country tables, the form library) load
 * after the page has painted: the page's first download stays within the public budget
 * (decision 0020) and the visitor reads the steps meanwhile.
 */
const AccountForms = lazy(() =>
  import('./account-forms').then((m) => ({ default: m.AccountForms })),
);

function FormsLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner className="size-4" />
      Loading the form…
    </p>
  );
}

/** The forms, once the app has taken the page over (`useHydrated`: not in the page's HTML). */
function FormsAfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? (
    <Suspense fallback={<FormsLoading />}>{children}</Suspense>
  ) : (
    <FormsLoading />
  );
}

/**
 * "List your business" (decision 0036): a visitor signs up as a vendor (the organiser
 * sign-up with `kind: 'vendor'`) or signs in, then creates their first vendor profile.
 */
export function ListYourBusinessPage() {
  useDocumentTitle('List your business');
  const navigate = useNavigate();
  const me = useMe();
  const defaultCountry = useDefaultCountry();
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
        <FormsAfterHydration>
          <AccountForms defaultCountry={defaultCountry} onAccount={onAccount} />
        </FormsAfterHydration>
      )}
    </section>
  );
}
