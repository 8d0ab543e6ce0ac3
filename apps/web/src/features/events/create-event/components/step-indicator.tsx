import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export type StepInfo<Id extends string> = { id: Id; label: string };

/** Where the visitor is in the flow: done steps ticked, the current one marked for assistive technology. */
export function StepIndicator<Id extends string>({
  steps,
  current,
}: {
  steps: readonly StepInfo<Id>[];
  current: Id;
}) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <ol aria-label="Steps" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {steps.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li
            key={step.id}
            aria-current={active ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2',
              active ? 'font-semibold text-foreground' : 'text-muted-foreground',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 items-center justify-center rounded-full border text-xs',
                active && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary text-primary',
              )}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span>
              {step.label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
