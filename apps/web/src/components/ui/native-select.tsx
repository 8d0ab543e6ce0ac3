import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The browser's own select: keyboard and screen-reader behaviour for free, in the input look.
 * `min-w-0 max-w-full`: a select is as wide as its longest option (a long event name) unless
 * held to its container (both are needed in Chromium), and at 360 px that pushed the send
 * page sideways.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-9 min-w-0 max-w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
