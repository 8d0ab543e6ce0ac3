export type PublicNavLink = { path: string; navLabel: string };

/** The public header's links (each page's route is in app/routes.tsx). */
export const PUBLIC_NAV: readonly PublicNavLink[] = [
  { path: '/event-templates', navLabel: 'Event templates' },
  { path: '/vendors', navLabel: 'Vendors' },
  { path: '/services', navLabel: 'Services' },
  { path: '/create-event', navLabel: 'Create event' },
];
