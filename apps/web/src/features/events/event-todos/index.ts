export { EventTodos } from './components/event-todos';
