import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { formatDisplayDate, toDate } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import type { FieldControlProps } from './field-control-props';

export type DatePickerProps = FieldControlProps<Date | undefined, HTMLButtonElement> & {
  /** The id of the visible label: the button's name is the label, then the date. */
  labelId: string;
  /** Days before this one cannot be picked (afterToday fields pass today). */
  fromDate?: Date;
  placeholder?: string;
};

/** A button showing the chosen day that opens a month calendar (weeks from Sunday). */
export function DatePicker({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  fromDate,
  placeholder = 'Pick a date',
  invalid,
  describedBy,
  ref,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = toDate(value) ?? undefined;
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          ref={ref}
          id={id}
          type="button"
          variant="outline"
          aria-labelledby={`${labelId} ${id}-value`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            'w-full justify-start font-normal aria-invalid:border-destructive',
            !selected && 'text-muted-foreground',
          )}
        >
          <CalendarDays aria-hidden="true" />
          <span id={`${id}-value`}>{selected ? formatDisplayDate(selected) : placeholder}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Calendar
          mode="single"
          selected={selected}
          defaultMonth={selected ?? fromDate}
          disabled={fromDate ? { before: fromDate } : undefined}
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
            onBlur?.();
          }}
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
}
