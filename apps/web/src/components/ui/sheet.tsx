import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { ModalContent } from './dialog';

// A sheet is a dialog that slides in from an edge; it reuses the dialog's parts.
export {
  Dialog as Sheet,
  DialogTrigger as SheetTrigger,
  DialogTitle as SheetTitle,
  DialogDescription as SheetDescription,
} from './dialog';

export function SheetContent({
  className,
  side = 'left',
  ...props
}: ComponentProps<typeof ModalContent> & { side?: 'left' | 'right' }) {
  return (
    <ModalContent
      className={cn(
        'fixed inset-y-0 flex w-[85vw] max-w-xs flex-col gap-4 overflow-y-auto p-4',
        side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
        className,
      )}
      {...props}
    />
  );
}
