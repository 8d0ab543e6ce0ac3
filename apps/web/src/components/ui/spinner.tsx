import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning icon; decorative, so wrap it in something with role="status" and a label. */
export function Spinner({ className, ...props }: ComponentProps<typeof LoaderCircle>) {
  return (
    <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} {...props} />
  );
}
