import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * A save refused with 409 because someone else saved first: why, and a way to load their
 * version (typed changes are then lost, which the reader chooses knowingly).
 */
export function StaleVersionAlert({
  message,
  onLoadLatest,
  loading = false,
}: {
  message: string;
  onLoadLatest: () => void;
  /** The latest version is still being fetched. */
  loading?: boolean;
}) {
  return (
    <Alert role="alert" variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Not saved</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{message}</p>
        <p>
          Loading their changes replaces what you typed here; note anything you want to keep first.
        </p>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onLoadLatest}
            disabled={loading}
          >
            Load the latest version
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
