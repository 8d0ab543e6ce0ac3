/**
 * The to-do form: a fixed due day or "N days/weeks before" the event, as typed, made into
 * the to-do the server takes and checked by the shared schema's own rules (exactly one way
 * of being due, days before within bounds), each message on the field it is about.
 */
import { z } from 'zod';
import { createTodoInputSchema, type Todo } from '@karamu/shared';

export type TodoFormValues = {
  title: string;
  dueKind: 'fixed' | 'relative';
  dueOn: string;
  /** How many `unit`s before the event's start day. */
  count: string;
  unit: 'days' | 'weeks';
  /** Blank for nobody. */
  assigneeId: string;
  notes: string;
};

export type TodoFormOutput = {
  title: string;
  notes: string | null;
  dueOn: string | null;
  daysBefore: number | null;
  assigneeId: string | null;
};

/** The server's field names and the form's fields their messages go under. */
export const TODO_SERVER_FIELDS = {
  title: 'title',
  dueOn: 'dueOn',
  daysBefore: 'count',
  assigneeId: 'assigneeId',
  notes: 'notes',
} as const;

export const todoFormSchema = z
  .object({
    title: z.string(),
    dueKind: z.enum(['fixed', 'relative']),
    dueOn: z.string(),
    count: z.string(),
    unit: z.enum(['days', 'weeks']),
    assigneeId: z.string(),
    notes: z.string(),
  })
  .transform((values, ctx): TodoFormOutput => {
    const relative = values.dueKind === 'relative';
    const count = values.count.trim() === '' ? Number.NaN : Number(values.count);
    const parsed = createTodoInputSchema.safeParse({
      title: values.title,
      notes: values.notes,
      dueOn: relative ? null : values.dueOn || null,
      daysBefore: relative ? (values.unit === 'weeks' ? count * 7 : count) : null,
      assigneeId: values.assigneeId || null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const server = String(issue.path[0]);
        // A missing due day is the date's field when fixed, the number's when relative.
        const field =
          relative && server === 'dueOn'
            ? 'count'
            : TODO_SERVER_FIELDS[server as keyof typeof TODO_SERVER_FIELDS];
        ctx.addIssue({ code: 'custom', path: field ? [field] : [], message: issue.message });
      }
      return z.NEVER;
    }
    const todo = parsed.data;
    return {
      title: todo.title,
      notes: todo.notes ?? null,
      dueOn: todo.dueOn ?? null,
      daysBefore: todo.daysBefore ?? null,
      assigneeId: todo.assigneeId ?? null,
    };
  });

/** A relative due day shows in weeks when it is a whole number of them. */
function toCount(daysBefore: number): Pick<TodoFormValues, 'count' | 'unit'> {
  return daysBefore % 7 === 0
    ? { count: String(daysBefore / 7), unit: 'weeks' }
    : { count: String(daysBefore), unit: 'days' };
}

/** A new to-do is due three weeks before the event until told otherwise. */
export const NEW_TODO_VALUES: TodoFormValues = {
  title: '',
  dueKind: 'relative',
  dueOn: '',
  ...toCount(21),
  assigneeId: '',
  notes: '',
};

export const toTodoFormValues = (todo: Todo): TodoFormValues => ({
  title: todo.title,
  dueKind: todo.dueOn ? 'fixed' : 'relative',
  dueOn: todo.dueOn ?? '',
  ...toCount(todo.daysBefore ?? 21),
  assigneeId: todo.assigneeId ?? '',
  notes: todo.notes ?? '',
});
