import { CalendarDays } from 'lucide-react';
import type { DateRange } from 'react-day-picker';
import { formatCalendarDate, formatDisplayDate, toDate } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import type { DayRange } from './url-state';

type DateRangeFilterProps = {
  label: string;
  value: DayRange | undefined;
  onChange: (range: DayRange | undefined) => void;
};

function describeRange({ from, to }: DayRange): string {
  if (from && to) {
    return from === to
      ? formatDisplayDate(from)
      : `${formatDisplayDate(from)} – ${formatDisplayDate(to)}`;
  }
  return from ? `from ${formatDisplayDate(from)}` : `until ${formatDisplayDate(to)}`;
}

function toDayRange(range: DateRange | undefined): DayRange | undefined {
  const from = formatCalendarDate(range?.from);
  const to = formatCalendarDate(range?.to);
  if (!from && !to) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** A button naming the chosen days that opens a two-click range calendar (weeks from Sunday). */
export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const selected: DateRange | undefined = value && {
    from: toDate(value.from) ?? undefined,
    to: toDate(value.to) ?? undefined,
  };
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className={cn(value && 'border-primary')}>
          <CalendarDays aria-hidden="true" />
          {value ? `${label}: ${describeRange(value)}` : label}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" aria-label={label}>
        <Calendar
          mode="range"
          selected={selected}
          defaultMonth={selected?.from ?? selected?.to}
          onSelect={(range) => onChange(toDayRange(range))}
          autoFocus
        />
        {value && (
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              onClick={() => onChange(undefined)}
            >
              Clear dates
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
