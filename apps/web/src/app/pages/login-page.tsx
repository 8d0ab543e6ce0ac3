import { Navigate, useNavigate } from 'react-router';
import { LoginScreen } from '@/features/platform/auth';
import { useMe } from '@/entities/session';
import { getDashboardHomePath, getWebDashboard } from '@/features/platform/dashboards';
import { AuthLayout } from '../layouts/auth-layout';

const AFTER_LOGIN = getDashboardHomePath(getWebDashboard('events'));

/**
 * /login: the sign-in screen at once, without waiting for the session check (decision
 * 0020); when that check finds someone already signed in, straight to the events dashboard.
 */
export function LoginPage() {
  const me = useMe();
  const navigate = useNavigate();
  if (me.data) return <Navigate to={AFTER_LOGIN} replace />;
  return (
    <AuthLayout>
      <LoginScreen onSignedIn={() => navigate(AFTER_LOGIN, { replace: true })} />
    </AuthLayout>
  );
}
