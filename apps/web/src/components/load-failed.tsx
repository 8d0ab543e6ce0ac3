import { isAxiosError } from '@/lib/http-errors';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';

/** A part of a page that could not load: why, and Retry unless it is simply not there. */
export function LoadFailed({
  what,
  error,
  onRetry,
  retrying = false,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const missing = isAxiosError(error) && error.response?.status === 404;
  return (
    <Alert role="alert" variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{missing ? `We could not find ${what}` : `We could not load ${what}`}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          {missing
            ? 'It may have been deleted, or you may not have access to it.'
            : getErrorMessage(error)}
        </p>
        {!missing && (
          <div>
            <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
              {retrying && <Spinner className="size-4" />}
              Retry
            </Button>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}
