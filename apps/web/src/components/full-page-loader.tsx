import { Spinner } from '@/components/ui/spinner';

/** Covers the page while something the whole screen depends on loads. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground"
    >
      <Spinner className="size-8" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
