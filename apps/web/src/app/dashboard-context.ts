import { useOutletContext } from 'react-router';
import type { CurrentUser, Dashboard } from '@karamu/shared';
import type { NavItem } from '@/features/platform/dashboards';

/** What every page inside a dashboard gets from the shell that guarded it. */
export type DashboardContext = {
  dashboard: Dashboard;
  user: CurrentUser;
  held: ReadonlySet<string>;
  navItems: readonly NavItem[];
};

export function useDashboardContext(): DashboardContext {
  return useOutletContext<DashboardContext>();
}
