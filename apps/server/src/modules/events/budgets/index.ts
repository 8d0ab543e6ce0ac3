/** What app.ts and other modules use of budgets: its public face. */
export { budgetsRoutes } from './budgets-routes';
