import { ComingSoon } from '@/components/coming-soon';
import { CheckInScreen } from '@/features/check-in';
import { DashboardHome, getRouteLabel } from '@/features/dashboards';
import { SettingsScreen } from '@/features/settings';
import { useDashboardContext } from '../dashboard-context';

export function DashboardHomePage() {
  const { dashboard, user, navItems } = useDashboardContext();
  return <DashboardHome dashboard={dashboard} userName={user.name} items={navItems} />;
}

/** A route whose page is not built yet: its title and a plain "coming". */
export function RoutePlaceholderPage({ path }: { path: string }) {
  return <ComingSoon title={getRouteLabel(path)} />;
}

/** The guest-verification screen: check-in at the door, online or offline. */
export function VerifyGuestsPage() {
  return <CheckInScreen />;
}

/** The settings route of all three dashboards: the settings feature's screen. */
export function SettingsPage() {
  return <SettingsScreen />;
}
