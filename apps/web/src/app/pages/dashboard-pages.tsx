import { formatDisplayDate } from '@karamu/shared';
import { ComingSoon } from '@/components/coming-soon';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DashboardHome, getRouteLabel } from '@/features/dashboards';
import { UserAvatar } from '@/features/auth';
import { ThemeChoice } from '@/features/theme';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDashboardContext } from '../dashboard-context';

export function DashboardHomePage() {
  const { dashboard, user, navItems } = useDashboardContext();
  return <DashboardHome dashboard={dashboard} userName={user.name} items={navItems} />;
}

/** A route whose page is not built yet: its title and a plain "coming". */
export function RoutePlaceholderPage({ path }: { path: string }) {
  return <ComingSoon title={getRouteLabel(path)} />;
}

export function VerifyGuestsPage() {
  return (
    <ComingSoon
      title={getRouteLabel('verify-guests')}
      description="Checking guests in at the door is coming soon. It is not available yet."
    />
  );
}

/** Profile (what the me call tells) and appearance; other settings are coming. */
export function SettingsPage() {
  const { user } = useDashboardContext();
  useDocumentTitle('Settings');
  const roles = user.roles.map((role) => role.name).filter(Boolean);
  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>Editing your profile is coming soon.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <UserAvatar user={user} className="size-16 text-lg" />
          <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Name</dt>
            <dd className="break-words">{user.name}</dd>
            <dt className="text-muted-foreground">Username</dt>
            <dd className="break-all">{user.username}</dd>
            <dt className="text-muted-foreground">Roles</dt>
            <dd>{roles.length > 0 ? roles.join(', ') : 'None'}</dd>
            <dt className="text-muted-foreground">Member since</dt>
            <dd>{formatDisplayDate(user.created) || 'Unknown'}</dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>Saved on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <ThemeChoice />
        </CardContent>
      </Card>
    </div>
  );
}
