import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { pageReload } from '@/lib/reload';

/** Shown when a page throws while rendering, instead of React Router's developer screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(error.statusText) : error;
  return (
    <ErrorScreen
      error={shown}
      title="Something broke on this page"
      onRetry={() => pageReload.reload()}
    />
  );
}
