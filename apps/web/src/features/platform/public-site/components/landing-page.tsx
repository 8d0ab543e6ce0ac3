import { CalendarDays, HandCoins, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ArrowLink } from '@/components/arrow-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PUBLIC_NAV } from '../public-pages';

type Area = {
  title: string;
  icon: LucideIcon;
  description: string;
  to: string;
  action: string;
};

/**
 * What works today, and nothing else (issue 16): as an area gains a part, it adds its
 * words here.
 */
const AREAS: readonly Area[] = [
  {
    title: 'Events',
    icon: CalendarDays,
    description:
      'For organisers: events and their guests (typed or imported from a spreadsheet), invitation cards, messages by SMS and e-mail now or on a schedule, guests’ answers, check-in at the door, card prices and bundles that guests pay by mobile money from their answer page, a budget with what is paid to vendors, and to-dos with reminders.',
    to: '/dashboard/home',
    action: 'Open the events dashboard',
  },
  {
    title: 'Pledges',
    icon: HandCoins,
    description:
      'For committees: occasions, members (typed or imported from a spreadsheet) and contributions, reminders with each member’s pay link, and mobile-money payments counted as they arrive.',
    to: '/pledges-dashboard/home',
    action: 'Open the pledges dashboard',
  },
];

/** The public pages to browse (creating an event has its own button above). */
const BROWSE = PUBLIC_NAV.filter((page) => page.path !== '/create-event');

/** The public home page, also shown for any public URL the app does not know. */
export function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <div className="grid gap-16 py-2 sm:py-10">
      <section aria-labelledby="landing-title" className="grid max-w-3xl gap-6">
        <h1
          id="landing-title"
          className="text-4xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          Plan celebrations together, from the first idea to the last thank-you.
        </h1>
        <p className="text-lg text-muted-foreground">
          Karamu is an open-source platform for celebrations: organise events and their guests, and
          collect pledges and contributions for an occasion.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/create-event">Create an event</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">Sign in</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="areas-title" className="grid gap-6">
        <h2 id="areas-title" className="text-2xl font-semibold tracking-tight">
          Two areas, one account
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {AREAS.map(({ title, icon: Icon, description, to, action }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <ArrowLink to={to}>{action}</ArrowLink>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="browse-title" className="grid gap-4">
        <h2 id="browse-title" className="text-2xl font-semibold tracking-tight">
          Browse without an account
        </h2>
        <p className="text-muted-foreground">
          Invitation designs, vendors and services: open to everyone.
        </p>
        <div className="flex flex-wrap gap-2">
          {BROWSE.map((page) => (
            <Button key={page.path} asChild variant="secondary">
              <Link to={page.path}>{page.navLabel}</Link>
            </Button>
          ))}
          <Button asChild variant="outline">
            <Link to="/list-your-business">List your business</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
