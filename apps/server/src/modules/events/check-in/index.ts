/** What other modules may use of check-in: signing guests' card codes (invitation cards). */
export { createCardSigner, signCardCode } from './card-codes';
export { checkInRoutes } from './check-in-routes';
