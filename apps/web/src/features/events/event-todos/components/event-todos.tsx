import { useState } from 'react';
import { toast } from 'sonner';
import { AlertTriangle, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { starterChecklistFor, type Todo } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import {
  useAddStarterChecklist,
  useDeleteTodo,
  useEventTodos,
  useUpdateTodo,
} from '../api/event-todos';
import { formatDaysBefore, formatDueDay } from '../lib/due-text';
import { TodoFormDialog, type TodoDialogState } from './todo-form-dialog';

export type EventTodosProps = {
  eventId: string;
  /** ADD_TODOS, UPDATE_TODOS, DELETE_TODOS (the server has the last word). */
  may: { add: boolean; update: boolean; delete: boolean };
};

type Group = { key: string; title: string; items: Todo[] };

/**
 * Overdue first (what needs doing now), then what is due today, then the rest by due day,
 * then what is done. `today` is the event's day as the server counted overdue.
 */
function groupTodos(items: readonly Todo[], today: string): Group[] {
  const open = items.filter((todo) => todo.status === 'open' && !todo.overdue);
  const groups: Group[] = [
    { key: 'overdue', title: 'Overdue', items: items.filter((todo) => todo.overdue) },
    { key: 'now', title: 'Due now', items: open.filter((todo) => todo.dueDate <= today) },
    { key: 'open', title: 'Coming up', items: open.filter((todo) => todo.dueDate > today) },
    { key: 'done', title: 'Done', items: items.filter((todo) => todo.status === 'done') },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/**
 * More items due today than this fold into one line: a starter checklist added weeks
 * before the event lands every item whose usual time has passed on today.
 */
const FOLD_DUE_NOW_ABOVE = 3;

/**
 * The event's To-dos tab (decision 0049): tasks due on a date or some time before the
 * event, each with an assignee from the event's team, grouped as overdue, coming up and
 * done; the starter checklist of the event's category can be added in one go.
 */
export function EventTodos({ eventId, may }: EventTodosProps) {
  const todos = useEventTodos(eventId);
  const update = useUpdateTodo(eventId);
  const remove = useDeleteTodo(eventId);
  const starter = useAddStarterChecklist(eventId);
  // An edit by id: the form is handed the to-do as the list has it now.
  const [dialog, setDialog] = useState<{ mode: 'add' } | { mode: 'edit'; id: string }>();
  const editing =
    dialog?.mode === 'edit' ? todos.data?.items.find((todo) => todo.id === dialog.id) : undefined;
  const dialogState: TodoDialogState | undefined =
    dialog?.mode === 'add' ? dialog : editing && { mode: 'edit', todo: editing };
  const [deleting, setDeleting] = useState<Todo>();
  const [offeringStarter, setOfferingStarter] = useState(false);

  const toggleDone = (todo: Todo) =>
    update.mutate(
      { id: todo.id, status: todo.status === 'done' ? 'open' : 'done', version: todo.version },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.status === 'done' ? `Done: ${saved.title}` : `Reopened: ${saved.title}`,
          ),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Deleted: ${deleting.title}`);
        setDeleting(undefined);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };

  const addStarter = () =>
    starter.mutate(undefined, {
      onSuccess: (items) => {
        toast.success(`${items.length} to-dos added from the starter checklist`);
        setOfferingStarter(false);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  const starterItems = starterChecklistFor(todos.data?.categoryName);

  return (
    <section aria-labelledby="todos-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="todos-title" className="text-lg font-semibold">
          To-dos
        </h2>
        {may.add && todos.data && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setOfferingStarter(true)}>
              <ListChecks aria-hidden="true" />
              Add starter checklist
            </Button>
            <Button onClick={() => setDialog({ mode: 'add' })}>
              <Plus aria-hidden="true" />
              Add to-do
            </Button>
          </div>
        )}
      </div>

      {todos.isPending ? (
        <div role="status" aria-label="Loading to-dos" className="grid gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : todos.isError ? (
        <LoadFailed
          what="the to-dos"
          error={todos.error}
          onRetry={() => void todos.refetch()}
          retrying={todos.isRefetching}
        />
      ) : todos.data.items.length === 0 ? (
        <p className="text-muted-foreground">
          No to-dos yet.{' '}
          {may.add
            ? 'Add your own, or start from the checklist for this kind of event.'
            : 'The organisers have not added any.'}
        </p>
      ) : (
        groupTodos(todos.data.items, todos.data.today).map((group) => {
          const list = (
            <ul className="grid gap-2" aria-label={`${group.title} to-dos`}>
              {group.items.map((todo) => (
                <TodoItem
                  key={todo.id}
                  todo={todo}
                  may={may}
                  busy={update.isPending && update.variables?.id === todo.id}
                  onToggle={() => toggleDone(todo)}
                  onEdit={() => setDialog({ mode: 'edit', id: todo.id })}
                  onDelete={() => setDeleting(todo)}
                />
              ))}
            </ul>
          );
          const folded = group.key === 'now' && group.items.length > FOLD_DUE_NOW_ABOVE;
          return (
            <section key={group.key} aria-labelledby={`todos-${group.key}`} className="grid gap-2">
              <h3 id={`todos-${group.key}`} className="font-medium">
                {group.title} <span className="text-muted-foreground">({group.items.length})</span>
              </h3>
              {folded ? (
                <details>
                  <summary className="cursor-pointer rounded-md text-sm break-words text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring">
                    {group.items.map((todo) => todo.title).join(' · ')}
                  </summary>
                  <div className="mt-2">{list}</div>
                </details>
              ) : (
                list
              )}
            </section>
          );
        })
      )}

      {(may.add || may.update) && (
        <TodoFormDialog
          eventId={eventId}
          team={todos.data?.team ?? []}
          state={dialogState}
          onOpenChange={(open) => !open && setDialog(undefined)}
        />
      )}
      {may.delete && (
        <ConfirmDialog
          open={deleting !== undefined}
          onOpenChange={(open) => !open && setDeleting(undefined)}
          title={`Delete "${deleting?.title ?? ''}"?`}
          description="The to-do goes for good, and its assignee gets no more reminders for it."
          confirmLabel="Delete to-do"
          pending={remove.isPending}
          onConfirm={confirmDelete}
        />
      )}
      {may.add && (
        <ConfirmDialog
          open={offeringStarter}
          onOpenChange={setOfferingStarter}
          title={`Add the ${todos.data?.categoryName ?? 'general'} checklist?`}
          description={
            <>
              These {starterItems.length} to-dos are added, each due some time before the event
              (today, for those whose usual time has already passed) and assigned to nobody; edit or
              delete any of them afterwards: {starterItems.map((item) => item.title).join('; ')}.
            </>
          }
          confirmLabel="Add checklist"
          destructive={false}
          pending={starter.isPending}
          onConfirm={addStarter}
        />
      )}
    </section>
  );
}

function TodoItem({
  todo,
  may,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  todo: Todo;
  may: EventTodosProps['may'];
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const checkboxId = `todo-${todo.id}-done`;
  return (
    <li
      className={
        todo.overdue
          ? 'grid min-w-0 gap-2 rounded-lg border-2 border-destructive p-3'
          : 'grid min-w-0 gap-2 rounded-lg border p-3'
      }
    >
      <div className="flex min-w-0 items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-4 shrink-0"
          checked={todo.status === 'done'}
          disabled={!may.update || busy}
          onChange={onToggle}
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <label
            htmlFor={checkboxId}
            className={
              todo.status === 'done'
                ? 'font-medium break-words text-muted-foreground line-through'
                : 'font-medium break-words'
            }
          >
            {todo.title}
            {todo.status === 'done' && <span className="sr-only"> (done)</span>}
          </label>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {todo.overdue && (
              <span className="flex items-center gap-1 font-semibold text-destructive">
                <AlertTriangle aria-hidden="true" className="size-4" />
                Overdue
              </span>
            )}
            <span>
              Due {formatDueDay(todo.dueDate)}
              {todo.daysBefore !== null && ` (${formatDaysBefore(todo.daysBefore)})`}
            </span>
            <span>{todo.assigneeName ? `Assigned to ${todo.assigneeName}` : 'Unassigned'}</span>
            {busy && <Spinner />}
          </p>
          {todo.notes && <p className="text-sm break-words whitespace-pre-line">{todo.notes}</p>}
        </div>
      </div>
      {(may.update || may.delete) && (
        <div className="flex flex-wrap justify-end gap-2">
          {may.update && (
            <Button variant="outline" size="sm" aria-label={`Edit ${todo.title}`} onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
          {may.delete && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              aria-label={`Delete ${todo.title}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
