import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  className?: string;
  /** The form: mounted only while open, so each opening starts from the record as it is. */
  children: ReactNode;
};

/** A dialog holding one form: it scrolls within a short phone screen. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className={className}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * Where the buttons go: `end` wraps them at the right; `stack` (a dialog footer's, a page
 * form's) stacks them on a phone, the submit button on top.
 */
const LAYOUTS = {
  end: 'flex flex-wrap justify-end gap-2',
  stack: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
} as const;

/** Cancel, and the form's submit button, busy while it saves. */
export function FormButtons({
  pending,
  onCancel,
  label,
  layout = 'end',
}: {
  pending: boolean;
  onCancel: () => void;
  label: string;
  layout?: keyof typeof LAYOUTS;
}) {
  return (
    <div className={LAYOUTS[layout]}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner className="size-4" />}
        {label}
      </Button>
    </div>
  );
}
