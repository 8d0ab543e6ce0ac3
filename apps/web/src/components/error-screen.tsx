import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';

export type ErrorScreenProps = {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
};

/** A whole-page failure with the reason and, when given, a way to try again. */
export function ErrorScreen({
  error,
  title = 'We could not load this page',
  onRetry,
  retrying = false,
}: ErrorScreenProps) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <div role="alert" className="grid max-w-md justify-items-center gap-4 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{getErrorMessage(error)}</p>
        {onRetry && (
          <Button onClick={onRetry} disabled={retrying}>
            {retrying && <Spinner className="size-4" />}
            Retry
          </Button>
        )}
      </div>
    </main>
  );
}
