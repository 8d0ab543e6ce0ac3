import { useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import type { CurrentUser, Dashboard } from '@karamu/shared';
import { Brand } from '@/components/brand';
import { SkipLink } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { DashboardNav, getDashboardHomePath, type NavItem } from '@/features/platform/dashboards';
import { DashboardSwitcher } from './dashboard-switcher';
import { UserMenu } from './user-menu';

export type DashboardLayoutProps = {
  dashboard: Dashboard;
  user: CurrentUser;
  navItems: readonly NavItem[];
  children: ReactNode;
};

function MobileNav({ dashboard, navItems }: Pick<DashboardLayoutProps, 'dashboard' | 'navItems'>) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left">
        <SheetTitle className="pr-8">{dashboard.title} dashboard</SheetTitle>
        <SheetDescription className="sr-only">Pages of this dashboard</SheetDescription>
        <DashboardNav
          label={`${dashboard.title} dashboard`}
          items={navItems}
          onNavigate={() => setOpen(false)}
        />
      </SheetContent>
    </Sheet>
  );
}

/**
 * A dashboard's frame: the navigation as a sidebar from the `lg` breakpoint and as a
 * drawer below it; a header with the dashboard switcher and the user menu.
 */
export function DashboardLayout({ dashboard, user, navItems, children }: DashboardLayoutProps) {
  const home = getDashboardHomePath(dashboard);
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] print:block">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh print:hidden flex-col gap-6 overflow-y-auto border-r bg-card/50 p-4 lg:flex">
        <Brand to={home} />
        <DashboardNav label={`${dashboard.title} dashboard`} items={navItems} />
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-14 print:hidden items-center gap-2 border-b bg-background/95 px-2 backdrop-blur sm:px-4">
          <MobileNav dashboard={dashboard} navItems={navItems} />
          <Brand to={home} className="max-sm:[&>span:last-child]:sr-only lg:hidden" />
          <DashboardSwitcher current={dashboard} />
          <div className="ml-auto">
            <UserMenu user={user} settingsPath={`${dashboard.base}/settings`} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
