import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Brand } from '@/components/brand';
import { SkipLink } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { useMe } from '@/entities/session';
import { getDashboardHomePath, getWebDashboard } from '@/features/platform/dashboards';
import { PUBLIC_NAV } from '@/features/platform/public-site';
import { ThemeMenu } from '@/components/theme';
import { cn } from '@/lib/utils';
import { PhoneNavButton } from './phone-nav-button';

/**
 * Sign in, or Dashboard once the session check finds a user. One width for both, so the
 * header does not move when the check answers after the page has drawn (decision 0020).
 */
function AccountButton() {
  const { data: user } = useMe();
  return user ? (
    <Button asChild size="sm" className="min-w-24">
      <Link to={getDashboardHomePath(getWebDashboard('events'))}>Dashboard</Link>
    </Button>
  ) : (
    <Button asChild size="sm" variant="outline" className="min-w-24">
      <Link to="/login">Sign in</Link>
    </Button>
  );
}

/**
 * The header's links behind one button on a phone (issue 29): four links beside the brand,
 * theme and account buttons wrap to a second line at 360 px. The menu (Radix and its
 * positioning) is a chunk of its own, as the theme menu's is: a public page's first
 * download stays within its budget (decision 0020).
 */
const PhoneNavDropdown = lazy(() => import('./phone-nav-dropdown'));

function PhoneNavMenu() {
  return (
    <Suspense fallback={<PhoneNavButton disabled />}>
      <PhoneNavDropdown />
    </Suspense>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center gap-x-4 px-4 py-3">
          <Brand />
          <nav aria-label="Main" className="md:flex-1">
            <ul className="hidden gap-1 md:flex">
              {PUBLIC_NAV.map((page) => (
                <li key={page.path}>
                  <NavLink
                    to={page.path}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                        isActive && 'text-foreground',
                      )
                    }
                  >
                    {page.navLabel}
                  </NavLink>
                </li>
              ))}
            </ul>
            <PhoneNavMenu />
          </nav>
          <div className="ml-auto flex items-center gap-1 md:ml-0">
            <ThemeMenu />
            <AccountButton />
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none"
      >
        <Outlet />
      </main>
      <footer className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground">
          Karamu is open-source software for celebrations.
        </p>
      </footer>
    </div>
  );
}
