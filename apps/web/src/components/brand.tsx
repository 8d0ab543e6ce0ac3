import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The Karamu name and mark, linking home. */
export function Brand({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn('flex items-center gap-2 rounded-md font-semibold tracking-tight', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <PartyPopper aria-hidden="true" className="size-4" />
      </span>
      <span className="text-lg">Karamu</span>
    </Link>
  );
}
