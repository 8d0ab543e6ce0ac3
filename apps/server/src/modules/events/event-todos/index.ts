export { todosRoutes } from './todos-routes';
export { runDueTodoReminders, startTodoReminders, type TodoReminders } from './todo-reminders';
