import { cn } from '@/lib/utils';
import { getTargetPercent } from '../lib/target-progress';

/** Paid towards the target as a bar and a percentage; "No target" without one. */
export function TargetProgress({
  paidMinor,
  targetMinor,
  label,
  className,
}: {
  paidMinor: number;
  targetMinor: number | null;
  /** The bar's accessible name, e.g. "Paid towards the target of Harusi". */
  label: string;
  className?: string;
}) {
  const percent = getTargetPercent(paidMinor, targetMinor);
  if (percent === null) return <span className="text-muted-foreground">No target</span>;
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <progress
        aria-label={label}
        className="h-2 w-full min-w-16 accent-primary"
        value={Math.min(percent, 100)}
        max={100}
      />
      <span className="text-sm whitespace-nowrap tabular-nums">{percent}%</span>
    </span>
  );
}
