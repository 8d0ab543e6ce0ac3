import { hasPrivilege, heldPrivileges } from '@karamu/shared';
import { ComingSoon } from '@/components/coming-soon';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useOutboundUse, useSendingStatus } from '@/entities/sending';
import { DashboardHome, OutboundUseToday, SetupChecklist } from '@/features/platform/dashboards';
import { getErrorMessage } from '@/lib/get-error-message';
import { useInstallation } from '@/entities/installation';
import { useDashboardContext } from '../dashboard-context';

/** The routes that send messages: whoever may open one sees the setup checklist. */
const SEND_ROUTES = new Set(['send-invitations', 'send-messages']);

export function DashboardHomePage() {
  const { dashboard, user, navItems } = useDashboardContext();
  const sends = navItems.some((item) => SEND_ROUTES.has(item.path));
  const held = heldPrivileges(user);
  const superAdmin = hasPrivilege(held, 'SUPER_ADMIN');
  // Only what the reader can act on (issue 29): an organiser changes neither.
  const setsDefaults = hasPrivilege(held, 'UPDATE_SETTINGS');
  return (
    <DashboardHome dashboard={dashboard} userName={user.name} items={navItems}>
      {superAdmin && <HomeOutboundUse />}
      {sends && (superAdmin || setsDefaults) && (
        <HomeSetupChecklist
          operator={superAdmin}
          setsDefaults={setsDefaults}
          settingsPath={`${dashboard.base}/settings`}
        />
      )}
    </DashboardHome>
  );
}

/** The installation's sends today against its budgets (decision 0059): super admins only. */
function HomeOutboundUse() {
  const use = useOutboundUse();
  if (use.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading today's sending…
      </p>
    );
  }
  if (use.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="grid justify-items-start gap-2">
          We could not load today's sending: {getErrorMessage(use.error)}
          <Button variant="outline" size="sm" onClick={() => void use.refetch()}>
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return <OutboundUseToday use={use.data} />;
}

/** The checklist once its sources are read; nothing while they load or fail. */
function HomeSetupChecklist({
  operator,
  setsDefaults,
  settingsPath,
}: {
  operator: boolean;
  setsDefaults: boolean;
  settingsPath: string;
}) {
  const status = useSendingStatus();
  const installation = useInstallation({ enabled: setsDefaults });
  if ((operator && !status.data) || (setsDefaults && !installation.data)) return null;
  return (
    <SetupChecklist
      delivery={operator ? status.data!.delivery : null}
      defaults={setsDefaults ? installation.data! : null}
      settingsPath={settingsPath}
    />
  );
}

/** A route whose page is not built yet: its label and a plain "coming". */
export function RoutePlaceholderPage({ title }: { title: string }) {
  return <ComingSoon title={title} />;
}
