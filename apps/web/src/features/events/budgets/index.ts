export { EventBudget } from './components/event-budget';
