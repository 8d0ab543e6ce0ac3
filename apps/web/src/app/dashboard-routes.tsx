/**
 * The dashboards' route table: for each route of each dashboard its label, its icon (where
 * the navigation shows one) and its page, a lazy module whose chunk loads on the route's
 * first visit (decision 0020). Paths and requirements are the shared route rules' (through
 * `WEB_DASHBOARDS`); `dashboardRoutes` joins the two, and the router's pages, the navigation
 * and the placeholder titles all read it. Adding a page: CONTRIBUTING.md.
 *
 * The router reaches this module with `import()` only (routes.tsx): the labels, icons and
 * page loaders stay out of the entry every public page downloads (decision 0063).
 */
import type { ReactNode } from 'react';
import {
  BadgeCheck,
  Briefcase,
  CalendarDays,
  CalendarPlus,
  Clock,
  CreditCard,
  HandCoins,
  History,
  House,
  Images,
  LayoutTemplate,
  MessageSquare,
  PartyPopper,
  Plus,
  Send,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  Store,
  Tags,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import {
  meetsRequirement,
  type Dashboard,
  type DashboardRoute,
  type HeldPrivileges,
} from '@karamu/shared';
import type { NavItem } from '@/features/platform/dashboards';

type RoutePage = {
  label: string;
  icon?: LucideIcon;
  /** The page; a route without one shows its label and a plain "coming". */
  page?: () => Promise<ReactNode>;
};

/** A route of a dashboard, all of it: the shared rules' row and the table's entry. */
export type DashboardRouteEntry = DashboardRoute & RoutePage;

const home: RoutePage = {
  label: 'Home',
  icon: House,
  page: () =>
    import('./pages/dashboard-pages').then(({ DashboardHomePage }) => <DashboardHomePage />),
};

/** The payments page of a dashboard: the pledges dashboard's are an occasion's, the events dashboard's an event's. */
const payments = (type: 'events' | 'occasions'): RoutePage => ({
  label: 'Payments',
  icon: CreditCard,
  page: () =>
    import('./pages/payments-page').then(({ PaymentsPage }) => <PaymentsPage type={type} />),
});

/** Rows the events and pledges dashboards share (payments aside, whose type differs). */
const operations: Readonly<Record<string, RoutePage>> = {
  users: {
    label: 'Users',
    icon: UserCog,
    page: () =>
      import('@/features/platform/users/components/users-page').then(({ UsersPage }) => (
        <UsersPage />
      )),
  },
  messages: {
    label: 'Messages',
    icon: MessageSquare,
    page: () =>
      import('@/features/platform/messaging/components/messages-page').then(({ MessagesPage }) => (
        <MessagesPage />
      )),
  },
  templates: {
    label: 'Templates',
    icon: LayoutTemplate,
    page: () =>
      import('@/features/platform/message-templates/components/message-templates-page').then(
        ({ MessageTemplatesPage }) => <MessageTemplatesPage />,
      ),
  },
  'templates/:id': {
    label: 'Template',
    page: () =>
      import('@/features/platform/message-templates/components/template-mappings-page').then(
        ({ TemplateMappingsPage }) => <TemplateMappingsPage />,
      ),
  },
  schedules: {
    label: 'Schedules',
    icon: Clock,
    page: () =>
      import('@/features/platform/message-schedules/components/schedules-page').then(
        ({ SchedulesPage }) => <SchedulesPage />,
      ),
  },
};

const settings: RoutePage = {
  label: 'Settings',
  icon: Settings,
  page: () =>
    import('@/features/platform/settings/components/settings-screen').then(({ SettingsScreen }) => (
      <SettingsScreen />
    )),
};

/** The administration rows of the events and pledges dashboards. */
const administration: Readonly<Record<string, RoutePage>> = {
  settings,
  'roles-and-privileges': {
    label: 'Roles and privileges',
    icon: ShieldCheck,
    page: () =>
      import('@/features/platform/roles/components/roles-page').then(({ RolesPage }) => (
        <RolesPage />
      )),
  },
  categories: {
    label: 'Categories',
    icon: Tags,
    page: () =>
      import('@/features/platform/categories/components/categories-page').then(
        ({ CategoriesPage }) => <CategoriesPage />,
      ),
  },
  'audit-log': {
    label: 'Audit log',
    icon: History,
    page: () =>
      import('@/features/platform/audit-log/components/audit-log-page').then(({ AuditLogPage }) => (
        <AuditLogPage />
      )),
  },
};

const TABLE: Readonly<Record<Dashboard['id'], Readonly<Record<string, RoutePage>>>> = {
  events: {
    home,
    events: {
      label: 'Events',
      icon: CalendarDays,
      page: () =>
        import('@/features/events/events/components/events-page').then(({ EventsPage }) => (
          <EventsPage />
        )),
    },
    'events/new': {
      label: 'New event',
      icon: CalendarPlus,
      page: () =>
        import('@/features/events/events/components/event-form-page').then(({ NewEventPage }) => (
          <NewEventPage />
        )),
    },
    'events/:id': {
      label: 'Event',
      page: () => import('./pages/event-page').then(({ EventPage }) => <EventPage />),
    },
    'events/:id/edit': {
      label: 'Edit event',
      page: () =>
        import('@/features/events/events/components/event-form-page').then(({ EditEventPage }) => (
          <EditEventPage />
        )),
    },
    'events/:id/invite': {
      label: 'Invitations',
      page: () =>
        import('./pages/invitations-page').then(({ InvitationsPage }) => <InvitationsPage />),
    },
    'events/:id/guests/import': {
      label: 'Import guests',
      page: () =>
        import('@/features/events/guest-import').then(({ GuestImportPage }) => <GuestImportPage />),
    },
    'send-invitations': {
      label: 'Send invitations',
      icon: Send,
      page: () =>
        import('@/features/platform/messaging/components/send-page').then(
          ({ SendInvitationsPage }) => <SendInvitationsPage />,
        ),
    },
    attendees: {
      label: 'Guests',
      icon: Users,
      page: () =>
        import('@/features/events/guests/components/attendees-page').then(({ AttendeesPage }) => (
          <AttendeesPage />
        )),
    },
    'verify-guests': {
      label: 'Verify guests',
      icon: BadgeCheck,
      page: () =>
        import('@/features/events/check-in/components/check-in-screen').then(
          ({ CheckInScreen }) => <CheckInScreen />,
        ),
    },
    payments: payments('events'),
    ...operations,
    'event-templates': {
      label: 'Event templates',
      icon: Sparkles,
      page: () =>
        import('@/features/events/event-templates/components/event-templates-dashboard').then(
          ({ EventTemplatesDashboardPage }) => <EventTemplatesDashboardPage />,
        ),
    },
    ...administration,
  },
  // The vendor dashboard's own pages are one chunk (they share the vendor forms and lists):
  // every one loads the same module, vendor-dashboard-pages.tsx.
  vendor: {
    home: {
      ...home,
      page: () => import('./pages/vendor-dashboard-pages').then(({ VendorHome }) => <VendorHome />),
    },
    vendors: {
      label: 'Vendors',
      icon: Store,
      page: () =>
        import('./pages/vendor-dashboard-pages').then(({ VendorsList }) => <VendorsList />),
    },
    'vendors/new': {
      label: 'New vendor',
      icon: Plus,
      page: () =>
        import('./pages/vendor-dashboard-pages').then(({ NewVendorPage }) => <NewVendorPage />),
    },
    'vendors/:vendorId': {
      label: 'Vendor',
      page: () =>
        import('./pages/vendor-dashboard-pages').then(({ VendorDetail }) => <VendorDetail />),
    },
    'vendors/:vendorId/edit': {
      label: 'Edit vendor',
      page: () =>
        import('./pages/vendor-dashboard-pages').then(({ EditVendorPage }) => <EditVendorPage />),
    },
    services: {
      label: 'Services',
      icon: Briefcase,
      page: () =>
        import('./pages/vendor-dashboard-pages').then(({ ServicesPage }) => <ServicesPage />),
    },
    'services/:serviceId': {
      label: 'Service',
      page: () =>
        import('./pages/vendor-dashboard-pages').then(({ ServicePage }) => <ServicePage />),
    },
    reviews: {
      label: 'Reviews',
      icon: Star,
      page: () =>
        import('@/features/vendors/vendor-reviews/components/reviews-dashboard-page').then(
          ({ ReviewsDashboardPage }) => <ReviewsDashboardPage />,
        ),
    },
    gallery: {
      label: 'Gallery',
      icon: Images,
      page: () =>
        import('@/features/vendors/vendor-gallery/components/vendor-gallery-page').then(
          ({ VendorGalleryPage }) => <VendorGalleryPage />,
        ),
    },
    settings,
  },
  pledges: {
    home,
    occasions: {
      label: 'Occasions',
      icon: PartyPopper,
      page: () =>
        import('@/features/pledges/occasions/components/occasions-page').then(
          ({ OccasionsPage }) => <OccasionsPage />,
        ),
    },
    'occasions/:occasionId': {
      label: 'Occasion',
      page: () => import('./pages/occasion-page').then(({ OccasionPage }) => <OccasionPage />),
    },
    'occasions/:id/import': {
      label: 'Import members',
      page: () =>
        import('./pages/occasion-import-page').then(({ OccasionImportPage }) => (
          <OccasionImportPage />
        )),
    },
    'send-messages': {
      label: 'Send messages',
      icon: Send,
      page: () =>
        import('@/features/platform/messaging/components/send-page').then(
          ({ SendMessagesPage }) => <SendMessagesPage />,
        ),
    },
    members: {
      label: 'Members',
      icon: Users,
      page: () =>
        import('@/features/pledges/members/components/members-page').then(({ MembersPage }) => (
          <MembersPage />
        )),
    },
    contributions: {
      label: 'Contributions',
      icon: HandCoins,
      page: () =>
        import('@/features/pledges/contributions/components/contributions-page').then(
          ({ ContributionsPage }) => <ContributionsPage />,
        ),
    },
    payments: payments('occasions'),
    ...operations,
    ...administration,
  },
};

/**
 * Every route of `dashboard`, in the shared rules' order, with its requirement from them
 * and its label, icon and page from the table; a row the table lacks fails here, at once.
 */
export function dashboardRoutes(dashboard: Dashboard): DashboardRouteEntry[] {
  return dashboard.routes.map((route) => {
    const entry = TABLE[dashboard.id][route.path];
    if (!entry) throw new Error(`${dashboard.base}/${route.path} has no entry in the route table`);
    return { ...route, ...entry };
  });
}

/** The page a route of `dashboard` shows, loaded (its chunk) on first call. */
export function loadDashboardPage(dashboard: Dashboard, path: string): Promise<ReactNode> {
  const route = dashboardRoutes(dashboard).find((entry) => entry.path === path);
  if (route?.page) return route.page();
  return import('./pages/dashboard-pages').then(({ RoutePlaceholderPage }) => (
    <RoutePlaceholderPage title={route?.label ?? path} />
  ));
}

const hasParameter = (path: string) => path.split('/').some((s) => s.startsWith(':'));

/**
 * The entries a holder of `held` sees in a dashboard's navigation: the routes without
 * parameters whose requirement they meet, in table order. The client only hides what
 * the server would refuse anyway.
 */
export function getNavItems(dashboard: Dashboard, held: HeldPrivileges): NavItem[] {
  return dashboardRoutes(dashboard)
    .filter((route) => !hasParameter(route.path) && meetsRequirement(held, route.requirement))
    .map(({ path, label, icon }) => ({ label, icon, path, to: `${dashboard.base}/${path}` }));
}
