import { useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Todo, TodoTeamMember } from '@karamu/shared';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { changedFields } from '@/lib/changed-fields';
import { useCreateTodo, useUpdateTodo } from '../api/event-todos';
import {
  NEW_TODO_VALUES,
  TODO_SERVER_FIELDS,
  todoFormSchema,
  toTodoFormValues,
  type TodoFormOutput,
  type TodoFormValues,
} from '../lib/todo-form-schema';
import { InputField, TextareaField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { useFormFields } from '@/components/forms/use-form-fields';

const resolver = () =>
  zodResolver(todoFormSchema) as Resolver<TodoFormValues, unknown, TodoFormOutput>;

/**
 * The open dialog's subject: a new to-do, or the one being edited as the list has it now
 * (after a refused save, the list's refetch is what the form offers to load).
 */
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
    <FormDialog
      open={state !== undefined}
      onOpenChange={onOpenChange}
      title={state?.mode === 'edit' ? 'Edit the to-do' : 'Add a to-do'}
      description="A to-do due before the event moves with it when the event's date changes. Its assignee gets one reminder the day before it is due."
    >
      {state && (
        <TodoForm
          eventId={eventId}
          team={team}
          todo={state.mode === 'edit' ? state.todo : undefined}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
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
  const { form, stale, submit } = useVersionedForm({
    record: todo,
    toValues: toTodoFormValues,
    newValues: () => NEW_TODO_VALUES,
    resolver,
    serverFields: TODO_SERVER_FIELDS,
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const fields = useFormFields(form);
  const dueKind = watch('dueKind');

  const onSubmit = submit({
    diff: changedFields,
    unchanged: onDone,
    update: async (changes, before) => {
      await update.mutateAsync({ id: before.id, ...changes });
      toast.success('To-do saved');
      onDone();
    },
    create: async (output) => {
      await create.mutateAsync(output);
      toast.success('To-do added');
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      <InputField label="Title" {...fields.register('title')} />

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Due</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="relative" {...register('dueKind')} />
            Before the event
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="fixed" {...register('dueKind')} />
            On a date
          </label>
        </div>
        {dueKind === 'relative' ? (
          <FormField
            id={`${id}-count`}
            label="How long before the event"
            error={errors.count?.message}
          >
            {(props) => (
              <div className="flex flex-wrap items-center gap-2">
                <Input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  className="w-24"
                  {...register('count')}
                />
                <NativeSelect aria-label="Unit" {...register('unit')}>
                  <option value="days">days before</option>
                  <option value="weeks">weeks before</option>
                </NativeSelect>
              </div>
            )}
          </FormField>
        ) : (
          <InputField
            label="Due date"
            type="date"
            controlClassName="w-fit"
            {...fields.register('dueOn')}
          />
        )}
      </fieldset>

      <SelectField
        label="Assignee"
        description="Someone on the event's team: its creator or a team member."
        {...fields.register('assigneeId')}
      >
        <option value="">Nobody yet</option>
        {team.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>

      <TextareaField label="Notes" {...fields.register('notes')} />

      <FormButtons
        pending={isSubmitting}
        onCancel={onDone}
        label={todo ? 'Save to-do' : 'Add to-do'}
      />
    </form>
  );
}
