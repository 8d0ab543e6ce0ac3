import { useId, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/get-error-message';

export type SettingsSectionProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** One card of the settings screen: a landmark named by its heading. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/** What a section shows while its data loads. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/** What a section shows when its data could not be loaded, with a way to try again. */
export function SectionError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-2">
        {getErrorMessage(error)}
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          Retry
        </Button>
      </AlertDescription>
    </Alert>
  );
}
