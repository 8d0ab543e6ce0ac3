import { Navigate, useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { LoginScreen, useMe } from '@/features/auth';
import { getDashboardHomePath, getWebDashboard } from '@/features/dashboards';
import { AuthLayout } from '../layouts/auth-layout';

const AFTER_LOGIN = getDashboardHomePath(getWebDashboard('events'));

/** /login: the sign-in screen, or straight to the events dashboard when signed in. */
export function LoginPage() {
  const me = useMe();
  const navigate = useNavigate();
  if (me.isPending) return <FullPageLoader label="Loading your account" />;
  if (me.data) return <Navigate to={AFTER_LOGIN} replace />;
  return (
    <AuthLayout>
      <LoginScreen onSignedIn={() => navigate(AFTER_LOGIN, { replace: true })} />
    </AuthLayout>
  );
}
