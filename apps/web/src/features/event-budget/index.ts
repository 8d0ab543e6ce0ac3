export { EventBudget, type EventBudgetProps } from './components/event-budget';
