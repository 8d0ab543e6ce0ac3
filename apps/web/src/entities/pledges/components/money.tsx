import { formatMinorUnits } from '@karamu/shared';
import { cn } from '@/lib/utils';

/** An amount in its currency, digits aligned in columns. */
export function Money({
  minor,
  currency,
  className,
}: {
  minor: number;
  currency: string;
  className?: string;
}) {
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)}>
      {formatMinorUnits(minor, currency)}
    </span>
  );
}
