export type PublicPage = {
  /** React Router path, absolute. */
  path: string;
  title: string;
  /** Shown in the public header when set (pages without parameters). */
  navLabel?: string;
  description: string;
};

/** The public areas (section 2). Each says plainly that it is coming until it is built. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/vendors',
    title: 'Vendors',
    navLabel: 'Vendors',
    description:
      'A directory of caterers, decorators, photographers and other vendors is coming soon.',
  },
  {
    path: '/vendors/:vendorId',
    title: 'Vendor profile',
    description: 'Vendor profiles, with their services, reviews and gallery, are coming soon.',
  },
  {
    path: '/services',
    title: 'Services',
    navLabel: 'Services',
    description: 'Browsing the services vendors offer is coming soon.',
  },
  {
    path: '/services/:serviceId',
    title: 'Service',
    description: 'Service pages, with prices and the vendor behind them, are coming soon.',
  },
];

export type PublicNavLink = { path: string; navLabel: string };

/** The header's links: built pages (their own routes in app/routes.tsx) and the coming ones. */
export const PUBLIC_NAV: readonly PublicNavLink[] = [
  { path: '/event-templates', navLabel: 'Event templates' },
  ...PUBLIC_PAGES.filter((page): page is PublicPage & PublicNavLink => page.navLabel !== undefined),
  { path: '/create-event', navLabel: 'Create event' },
];
