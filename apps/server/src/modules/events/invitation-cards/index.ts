/** What app.ts and other modules use of invitation-cards: its public face. */
export { invitationCardsRoutes } from './invitation-cards-routes';
