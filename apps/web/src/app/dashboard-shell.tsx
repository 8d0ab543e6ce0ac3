import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  decideDashboardRoute,
  heldPrivileges,
  type CurrentUser,
  type Dashboard,
} from '@karamu/shared';
import { ErrorScreen } from '@/components/error-screen';
import { FullPageLoader } from '@/components/full-page-loader';
import { LoginScreen } from '@/features/platform/auth';
import { useMe } from '@/entities/session';
import { getNavItems } from './dashboard-routes';
import type { DashboardContext } from './dashboard-context';
import { AuthLayout } from './layouts/auth-layout';
import { DashboardLayout } from './layouts/dashboard-layout';

function GuardedDashboard({ dashboard, user }: { dashboard: Dashboard; user: CurrentUser }) {
  const { pathname } = useLocation();
  const held = useMemo(() => heldPrivileges(user), [user]);
  const navItems = useMemo(() => getNavItems(dashboard, held), [dashboard, held]);

  const decision = decideDashboardRoute(dashboard, pathname.slice(dashboard.base.length), held);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  const context: DashboardContext = { dashboard, user, held, navItems };
  return (
    <DashboardLayout dashboard={dashboard} user={user} navItems={navItems}>
      <Outlet context={context} />
    </DashboardLayout>
  );
}

/**
 * Everything under a dashboard's base: a loader while the current user loads, an error
 * screen with Retry when that fails, the login screen in place (URL unchanged) when
 * nobody is signed in, and otherwise the route guard from the shared tables.
 */
export function DashboardShell({ dashboard }: { dashboard: Dashboard }) {
  const me = useMe();
  if (me.isPending) return <FullPageLoader label="Loading your account" />;
  if (me.isError) {
    return (
      <ErrorScreen
        error={me.error}
        title="We could not load your account"
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  if (!me.data) {
    return (
      <AuthLayout>
        <LoginScreen />
      </AuthLayout>
    );
  }
  return <GuardedDashboard dashboard={dashboard} user={me.data} />;
}
