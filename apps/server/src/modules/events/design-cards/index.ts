/** What events and invitation-cards use of design-cards: its public face. */
export { CARD_RESOURCE, cardAuditView, drawDesignCard, writeDesignCard } from './design-card';
