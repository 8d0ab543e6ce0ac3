import { useWatch, type Control } from 'react-hook-form';
import { createScheduleInputSchema, type CreateScheduleInput } from '@karamu/shared';
import type { ContextChoice } from '@/entities/messaging';
import { toScheduleInput, type ScheduleFormValues } from '../lib/schedule-form';
import { describeNextRun } from '../lib/schedule-text';

/** The next run the form's values would have, or why there is none, as the user types. */
export function NextRunPreview({
  control,
  contexts,
  contextNoun,
}: {
  control: Control<ScheduleFormValues, unknown, CreateScheduleInput>;
  contexts: readonly ContextChoice[];
  contextNoun: string;
}) {
  const values = useWatch({ control }) as ScheduleFormValues;
  const parsed = createScheduleInputSchema.safeParse(toScheduleInput(values));
  if (!parsed.success) return null;
  const context = contexts.find((c) => c.id === parsed.data.contextId);
  const text = describeNextRun(parsed.data.timing, {
    contextDate: context ? new Date(context.startsAt) : undefined,
    timeZone: parsed.data.timeZone,
    contextNoun,
  });
  return (
    <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
      {text}
    </p>
  );
}
