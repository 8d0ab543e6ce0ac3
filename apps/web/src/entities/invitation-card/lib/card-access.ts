import {
  EVENTS_DASHBOARD,
  findDashboardRoute,
  hasPrivilege,
  meetsRequirement,
  type HeldPrivileges,
} from '@karamu/shared';

export type CardPermissions = {
  /** Upload an artwork (the first, or a replacement). */
  upload: boolean;
  /** Place fields and save the layout. */
  update: boolean;
  delete: boolean;
};

const INVITE_ROUTE = 'events/:id/invite';
/** The invitations page: the card's design. */
export const invitePath = (eventId: string) => `${EVENTS_DASHBOARD.base}/events/${eventId}/invite`;

/** The invitations page's own guard (read and add guests), as the router applies it. */
export function mayOpenInvitePage(held: HeldPrivileges): boolean {
  const route = findDashboardRoute(EVENTS_DASHBOARD, INVITE_ROUTE);
  return route !== undefined && meetsRequirement(held, route.requirement);
}

/** What the card's privileges let the user do; the server refuses the rest anyway. */
export function getCardPermissions(held: HeldPrivileges): CardPermissions & { read: boolean } {
  return {
    read: hasPrivilege(held, 'READ_ARTWORK_MAPPINGS'),
    // The artwork's PUT creates the card or replaces its artwork: either privilege does.
    upload:
      hasPrivilege(held, 'ADD_ARTWORK_MAPPINGS') || hasPrivilege(held, 'UPDATE_ARTWORK_MAPPINGS'),
    update: hasPrivilege(held, 'UPDATE_ARTWORK_MAPPINGS'),
    delete: hasPrivilege(held, 'DELETE_ARTWORK_MAPPINGS'),
  };
}
