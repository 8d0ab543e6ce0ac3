import { ComingSoon } from '@/components/coming-soon';
import { DashboardHome, getRouteLabel } from '@/features/dashboards';
import { useDashboardContext } from '../dashboard-context';

export function DashboardHomePage() {
  const { dashboard, user, navItems } = useDashboardContext();
  return <DashboardHome dashboard={dashboard} userName={user.name} items={navItems} />;
}

/** A route whose page is not built yet: its title and a plain "coming". */
export function RoutePlaceholderPage({ path }: { path: string }) {
  return <ComingSoon title={getRouteLabel(path)} />;
}
