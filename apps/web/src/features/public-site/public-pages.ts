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
    path: '/event-templates',
    title: 'Event templates',
    navLabel: 'Event templates',
    description:
      'Ready-made templates for weddings, birthdays, send-offs and more are coming soon. You will be able to start an event from one of them.',
  },
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
  {
    path: '/create-event',
    title: 'Create an event',
    navLabel: 'Create event',
    description:
      'Creating an event without an account is coming soon. Organisers with an account can sign in and use the events dashboard.',
  },
];

export const PUBLIC_NAV = PUBLIC_PAGES.filter((page) => page.navLabel !== undefined);
