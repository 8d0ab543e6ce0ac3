import type { ReactNode, Ref } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/**
 * A checkbox with its label beside it and a hint under it that is announced with it (the
 * occasion's "may pay more", a schedule's "until nobody is left"), and the field's message.
 * `checked`, `onChange`, `onBlur` and `ref` take a react-hook-form `Controller`'s field.
 */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  checked,
  onChange,
  onBlur,
  ref,
  className,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          onBlur={onBlur}
          ref={ref}
          aria-describedby={`${id}-hint`}
        />
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}
