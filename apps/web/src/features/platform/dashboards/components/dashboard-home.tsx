import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@karamu/shared';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { NavItem } from '../nav-items';

export type DashboardHomeProps = {
  dashboard: Dashboard;
  userName: string;
  items: readonly NavItem[];
  /** Shown between the welcome and the pages: the setup checklist of those who send. */
  children?: ReactNode;
};

/** A dashboard's home: a welcome and the pages this user may open. */
export function DashboardHome({ dashboard, userName, items, children }: DashboardHomeProps) {
  useDocumentTitle(`${dashboard.title} dashboard`);
  const destinations = items.filter((item) => item.path !== 'home');
  return (
    <section aria-labelledby="dashboard-home-title" className="grid gap-6">
      <div className="grid gap-1">
        <h1 id="dashboard-home-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Welcome, {userName}
        </h1>
        <p className="text-muted-foreground">
          This is the {dashboard.title.toLowerCase()} dashboard. Here is what you can open.
        </p>
      </div>
      {children}
      {destinations.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {destinations.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="group flex items-center gap-3 rounded-lg border bg-card p-4 hover:bg-accent"
                >
                  {Icon && <Icon aria-hidden="true" className="size-5 text-primary" />}
                  <span className="flex-1 font-medium">{item.label}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-muted-foreground">
          Your roles do not open any pages here yet. Ask an administrator for access.
        </p>
      )}
    </section>
  );
}
