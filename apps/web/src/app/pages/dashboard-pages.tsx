import { ComingSoon } from '@/components/coming-soon';
import { useSendingStatus } from '@/entities/sending';
import { DashboardHome, SetupChecklist } from '@/features/dashboards';
import { useProfile } from '@/entities/profile';
import { useDashboardContext } from '../dashboard-context';

/** The routes that send messages: whoever may open one sees the setup checklist. */
const SEND_ROUTES = new Set(['send-invitations', 'send-messages']);

export function DashboardHomePage() {
  const { dashboard, user, navItems } = useDashboardContext();
  const sends = navItems.some((item) => SEND_ROUTES.has(item.path));
  return (
    <DashboardHome dashboard={dashboard} userName={user.name} items={navItems}>
      {sends && <HomeSetupChecklist settingsPath={`${dashboard.base}/settings`} />}
    </DashboardHome>
  );
}

/** The checklist once both of its sources are read; nothing while they load or fail. */
function HomeSetupChecklist({ settingsPath }: { settingsPath: string }) {
  const status = useSendingStatus();
  const profile = useProfile();
  if (!status.data || !profile.data) return null;
  return (
    <SetupChecklist
      delivery={status.data.delivery}
      defaultCountry={profile.data.defaultCountry}
      settingsPath={settingsPath}
    />
  );
}

/** A route whose page is not built yet: its label and a plain "coming". */
export function RoutePlaceholderPage({ title }: { title: string }) {
  return <ComingSoon title={title} />;
}
