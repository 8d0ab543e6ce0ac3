import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  createTodoInputSchema,
  type CreateTodoInput,
  type Todo,
  type TodoTeamMember,
} from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateTodo, useUpdateTodo } from '../api/event-todos';

type DueKind = 'fixed' | 'relative';
type Unit = 'days' | 'weeks';
type Field = 'title' | 'dueOn' | 'daysBefore' | 'assigneeId' | 'notes';
type Errors = Partial<Record<Field | 'form', string>>;

/** The open dialog's subject: a new to-do, or the one being edited. */
export type TodoDialogState = { mode: 'add' } | { mode: 'edit'; todo: Todo };

type Props = {
  eventId: string;
  team: readonly TodoTeamMember[];
  state: TodoDialogState | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Adds or edits a to-do: a fixed due date or "N days/weeks before" the event. */
export function TodoFormDialog({ eventId, team, state, onOpenChange }: Props) {
  return (
    <Dialog open={state !== undefined} onOpenChange={onOpenChange}>
      {state && (
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{state.mode === 'add' ? 'Add a to-do' : 'Edit the to-do'}</DialogTitle>
            <DialogDescription>
              A to-do due before the event moves with it when the event&apos;s date changes. Its
              assignee gets one reminder the day before it is due.
            </DialogDescription>
          </DialogHeader>
          <TodoForm
            eventId={eventId}
            team={team}
            todo={state.mode === 'edit' ? state.todo : undefined}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function TodoForm({
  eventId,
  team,
  todo,
  onDone,
}: {
  eventId: string;
  team: readonly TodoTeamMember[];
  todo: Todo | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const create = useCreateTodo(eventId);
  const update = useUpdateTodo(eventId);
  const pending = create.isPending || update.isPending;
  const relativeDays = todo?.daysBefore ?? 21;
  const [title, setTitle] = useState(todo?.title ?? '');
  const [notes, setNotes] = useState(todo?.notes ?? '');
  const [dueKind, setDueKind] = useState<DueKind>(todo?.dueOn ? 'fixed' : 'relative');
  const [dueOn, setDueOn] = useState(todo?.dueOn ?? '');
  const [unit, setUnit] = useState<Unit>(relativeDays % 7 === 0 ? 'weeks' : 'days');
  const [amount, setAmount] = useState(
    String(relativeDays % 7 === 0 ? relativeDays / 7 : relativeDays),
  );
  const [assigneeId, setAssigneeId] = useState(todo?.assigneeId ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const build = (): CreateTodoInput => {
    const count = amount.trim() === '' ? Number.NaN : Number(amount);
    return {
      title,
      notes: notes || null,
      dueOn: dueKind === 'fixed' ? dueOn || null : null,
      daysBefore: dueKind === 'relative' ? (unit === 'weeks' ? count * 7 : count) : null,
      assigneeId: assigneeId || null,
    };
  };

  const show = (fieldErrors: Record<string, string[] | undefined>, fallback?: string) => {
    const next: Errors = {};
    for (const field of ['title', 'dueOn', 'daysBefore', 'assigneeId', 'notes'] as const) {
      const message = fieldErrors[field]?.[0];
      if (message) next[field] = message;
    }
    // A missing due day is the date's field when fixed, the number's when relative.
    if (next.dueOn && dueKind === 'relative') {
      next.daysBefore ??= next.dueOn;
      delete next.dueOn;
    }
    if (Object.keys(next).length === 0 && fallback) next.form = fallback;
    setErrors(next);
    const first = (['title', 'dueOn', 'daysBefore', 'assigneeId', 'notes'] as const).find(
      (field) => next[field],
    );
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = build();
    const parsed = createTodoInputSchema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        (fieldErrors[key] ??= []).push(issue.message);
      }
      show(fieldErrors);
      return;
    }
    const options = {
      onSuccess: () => {
        toast.success(todo ? 'To-do saved' : 'To-do added');
        onDone();
      },
      onError: (error: unknown) => show(readFieldErrors(error), getErrorMessage(error)),
    };
    if (todo) update.mutate({ id: todo.id, ...input, version: todo.version }, options);
    else create.mutate(input, options);
  };

  const control = (field: Field) => ({ id: `${id}-${field}`, error: errors[field] });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {errors.form && (
        <Alert variant="destructive">
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      )}
      <FormField {...control('title')} label="Title">
        {(props) => <Input {...props} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </FormField>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Due</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={dueKind === 'relative'}
              onChange={() => setDueKind('relative')}
            />
            Before the event
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={dueKind === 'fixed'}
              onChange={() => setDueKind('fixed')}
            />
            On a date
          </label>
        </div>
        {dueKind === 'relative' ? (
          <FormField {...control('daysBefore')} label="How long before the event">
            {(props) => (
              <div className="flex flex-wrap items-center gap-2">
                <Input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  className="w-24"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
                <NativeSelect
                  aria-label="Unit"
                  value={unit}
                  onChange={(e) => setUnit(e.target.value as Unit)}
                >
                  <option value="days">days before</option>
                  <option value="weeks">weeks before</option>
                </NativeSelect>
              </div>
            )}
          </FormField>
        ) : (
          <FormField {...control('dueOn')} label="Due date">
            {(props) => (
              <Input
                {...props}
                type="date"
                className="w-fit"
                value={dueOn}
                onChange={(e) => setDueOn(e.target.value)}
              />
            )}
          </FormField>
        )}
      </fieldset>

      <FormField
        {...control('assigneeId')}
        label="Assignee"
        description="Someone on the event's team: its creator or a team member."
      >
        {(props) => (
          <NativeSelect
            {...props}
            value={assigneeId}
            onChange={(e) => setAssigneeId(e.target.value)}
          >
            <option value="">Nobody yet</option>
            {team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <FormField {...control('notes')} label="Notes">
        {(props) => (
          <Textarea {...props} value={notes} onChange={(e) => setNotes(e.target.value)} />
        )}
      </FormField>

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {todo ? 'Save to-do' : 'Add to-do'}
        </Button>
      </div>
    </form>
  );
}
