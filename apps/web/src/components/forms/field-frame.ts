import type { ReactNode } from 'react';

/** What a field draws around its control: `FormField`'s label, hint and message. */
export type FieldFrameProps = {
  /** The control's id; the hint's and message's ids derive from it. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** The field's own box (a grid column span), not its control. */
  className?: string;
};

/** A field's props parted into its frame's and its control's. */
export function splitFrame<P extends FieldFrameProps>({
  id,
  label,
  description,
  error,
  className,
  ...control
}: P) {
  return [{ id, label, description, error, className }, control] as const;
}
