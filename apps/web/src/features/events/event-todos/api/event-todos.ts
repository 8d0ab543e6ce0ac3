import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTodoInput, Todo, TodoList, UpdateTodoInput } from '@karamu/shared';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';
import { http } from '@/lib/http';

/** Under the event's own key, so refreshing the event (a moved start) refreshes its to-dos. */
const todoKeys = {
  all: (eventId: string) => [...eventKeys.detail(eventId), 'todos'] as const,
};

const todosPath = (eventId: string) => `${EVENTS_ENDPOINT}/${eventId}/todos`;

const todosQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: todoKeys.all(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<TodoList>(todosPath(eventId), { signal });
      return data;
    },
  });

export const useEventTodos = (eventId: string) => useQuery(todosQueryOptions(eventId));

/** Every write refreshes the whole list: order and overdue marks are the server's. */
function useTodoMutation<Input, Result>(eventId: string, send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.all(eventId) }),
  });
}

export const useCreateTodo = (eventId: string) =>
  useTodoMutation(eventId, async (input: CreateTodoInput) => {
    const { data } = await http.post<Todo>(todosPath(eventId), input);
    return data;
  });

type UpdateTodo = UpdateTodoInput & { id: string };

/**
 * A change of status shows at once (the checkbox follows the click); the refetch after it
 * brings the server's order and overdue marks, and a refusal puts the old state back.
 */
export function useUpdateTodo(eventId: string) {
  const queryClient = useQueryClient();
  const key = todoKeys.all(eventId);
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateTodo) => {
      const { data } = await http.patch<Todo>(`${todosPath(eventId)}/${id}`, input);
      return data;
    },
    onMutate: async ({ id, status }) => {
      if (status === undefined) return;
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TodoList>(
        key,
        (list) =>
          list && {
            ...list,
            items: list.items.map((todo) =>
              todo.id === id
                ? { ...todo, status, overdue: status === 'open' && todo.overdue }
                : todo,
            ),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useDeleteTodo = (eventId: string) =>
  useTodoMutation(eventId, async (id: string) => {
    await http.delete(`${todosPath(eventId)}/${id}`);
  });

export const useAddStarterChecklist = (eventId: string) =>
  useTodoMutation(eventId, async () => {
    const { data } = await http.post<{ items: Todo[] }>(`${todosPath(eventId)}/starter-checklist`);
    return data.items;
  });
