import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Dashboard, DashboardRoute } from '@karamu/shared';
import { VERIFY_GUESTS_ROUTE, WEB_DASHBOARDS } from '@/features/dashboards';
import { GuestLayout } from './layouts/guest-layout';
import { PublicLayout } from './layouts/public-layout';
import {
  CREATE_EVENT_PATH,
  EVENT_TEMPLATES_PATH,
  INVITATION_PATH,
  LIST_YOUR_BUSINESS_PATH,
  LOGIN_PATH,
  PAY_LINK_PATH,
  REVIEW_PATH,
  SERVICE_PATH,
  SERVICES_PATH,
  VENDOR_STOREFRONT_PATH,
  VENDORS_PATH,
} from './route-paths';
import { RouteErrorPage } from './route-error-page';
import { STOREFRONT_SLOTS } from './pages/storefront-slots';

/**
 * A route whose code loads on its first visit (decision 0020): each page is its own chunk,
 * so a guest's answer page does not download the dashboards, the card designer, charts,
 * the QR scanner or the spreadsheet and PDF code. The router waits for the chunk before
 * it shows the page; a chunk that fails to load reaches the route's error screen.
 */
const lazyPage = (load: () => Promise<ReactNode>) => ({
  lazy: async () => ({ element: await load() }),
});

/**
 * The vendor dashboard's pages: one chunk (they share the vendor forms and lists), which
 * picks the page by path (vendor-dashboard-pages.tsx).
 */
const loadVendorPage = (path: string) =>
  import('./pages/lazy/vendor-dashboard').then((m) => <m.VendorDashboardPage path={path} />);

/** The page a dashboard route shows; routes whose area is not built show a placeholder. */
function loadDashboardPage(dashboard: Dashboard, route: DashboardRoute): Promise<ReactNode> {
  switch (route.path) {
    case 'home':
      if (dashboard.id === 'vendor') return loadVendorPage(route.path);
      return import('./pages/dashboard-pages').then(({ DashboardHomePage }) => (
        <DashboardHomePage />
      ));
    case 'settings':
      return import('./pages/lazy/settings-screen').then((m) => <m.SettingsScreen />);
    case 'users':
      return import('./pages/lazy/users-page').then((m) => <m.UsersPage />);
    case 'roles-and-privileges':
      return import('./pages/lazy/roles-page').then((m) => <m.RolesPage />);
    case 'categories':
      return import('./pages/lazy/categories-page').then((m) => <m.CategoriesPage />);
    case 'audit-log':
      return import('./pages/lazy/audit-log-page').then((m) => <m.AuditLogPage />);
    case 'events':
      return import('./pages/lazy/events-page').then((m) => <m.EventsPage />);
    case 'events/new':
      return import('./pages/lazy/new-event-page').then((m) => <m.NewEventPage />);
    case 'events/:id':
      return import('./pages/lazy/event-page').then((m) => <m.EventPage />);
    case 'events/:id/edit':
      return import('./pages/lazy/edit-event-page').then((m) => <m.EditEventPage />);
    case 'events/:id/invite':
      return import('./pages/lazy/invitations-page').then((m) => <m.InvitationsPage />);
    case 'attendees':
      return import('./pages/lazy/attendees-page').then((m) => <m.AttendeesPage />);
    case 'send-invitations':
      return import('./pages/lazy/send-invitations-page').then((m) => <m.SendInvitationsPage />);
    case 'send-messages':
      return import('./pages/lazy/send-messages-page').then((m) => <m.SendMessagesPage />);
    case 'messages':
      return import('./pages/lazy/messages-page').then((m) => <m.MessagesPage />);
    case 'schedules':
      return import('./pages/lazy/schedules-page').then((m) => <m.SchedulesPage />);
    case 'templates':
      return import('./pages/lazy/message-templates-page').then((m) => <m.MessageTemplatesPage />);
    case 'templates/:id':
      return import('./pages/lazy/template-mappings-page').then((m) => <m.TemplateMappingsPage />);
    case 'event-templates':
      return import('./pages/lazy/event-templates-dashboard-page').then((m) => (
        <m.EventTemplatesDashboardPage />
      ));
    case 'occasions':
      return import('./pages/lazy/occasions-page').then((m) => <m.OccasionsPage />);
    case 'occasions/:occasionId':
      return import('./pages/lazy/occasion-page').then((m) => <m.OccasionPage />);
    case 'occasions/:id/import':
      return import('./pages/lazy/occasion-import-page').then((m) => <m.OccasionImportPage />);
    case 'members':
      return import('./pages/lazy/members-page').then((m) => <m.MembersPage />);
    case 'contributions':
      return import('./pages/lazy/contributions-page').then((m) => <m.ContributionsPage />);
    case 'payments':
      // One page, two types: the pledges dashboard's are an occasion's, the events dashboard's an event's.
      return import('./pages/lazy/payments-page').then((m) => (
        <m.PaymentsPage type={dashboard.id === 'pledges' ? 'occasions' : 'events'} />
      ));
    case 'gallery':
      return import('./pages/lazy/vendor-gallery-page').then((m) => <m.VendorGalleryPage />);
    case VERIFY_GUESTS_ROUTE.path:
      return import('./pages/lazy/check-in-screen').then((m) => <m.CheckInScreen />);
    case 'reviews':
      return import('./pages/lazy/vendor-reviews-page').then((m) => <m.ReviewsDashboardPage />);
    default:
      if (dashboard.id === 'vendor') return loadVendorPage(route.path);
      return import('./pages/dashboard-pages').then(({ RoutePlaceholderPage }) => (
        <RoutePlaceholderPage path={route.path} />
      ));
  }
}

/**
 * Every dashboard route comes from the shared tables. Unknown paths under a base still
 * reach the shell (the `*` child), whose guard sends them home.
 */
const dashboardRoutes: RouteObject[] = WEB_DASHBOARDS.map((dashboard) => ({
  path: dashboard.base,
  ...lazyPage(() =>
    import('./dashboard-shell').then(({ DashboardShell }) => (
      <DashboardShell dashboard={dashboard} />
    )),
  ),
  children: [
    ...dashboard.routes.map((route) => ({
      path: route.path,
      ...lazyPage(() => loadDashboardPage(dashboard, route)),
    })),
    { path: '*', element: null },
  ],
}));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: LOGIN_PATH,
        ...lazyPage(() => import('./pages/login-page').then(({ LoginPage }) => <LoginPage />)),
      },
      ...dashboardRoutes,
      {
        element: <GuestLayout />,
        children: [
          {
            path: INVITATION_PATH,
            ...lazyPage(() =>
              import('./pages/lazy/invitation-page').then((m) => <m.InvitationPage />),
            ),
          },
          {
            path: REVIEW_PATH,
            ...lazyPage(() => import('./pages/lazy/review-page').then((m) => <m.ReviewPage />)),
          },
          {
            path: PAY_LINK_PATH,
            ...lazyPage(() => import('./pages/lazy/pay-link-page').then((m) => <m.PayLinkPage />)),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: VENDORS_PATH,
            ...lazyPage(() =>
              import('./pages/lazy/vendor-directory-pages').then((m) => <m.VendorsDirectoryPage />),
            ),
          },
          {
            path: VENDOR_STOREFRONT_PATH,
            ...lazyPage(() =>
              import('./pages/lazy/vendor-directory-pages').then((m) => (
                <m.VendorStorefront {...STOREFRONT_SLOTS} />
              )),
            ),
          },
          {
            path: SERVICES_PATH,
            ...lazyPage(() =>
              import('./pages/lazy/vendor-directory-pages').then((m) => (
                <m.ServicesDirectoryPage />
              )),
            ),
          },
          {
            path: SERVICE_PATH,
            ...lazyPage(() =>
              import('./pages/lazy/vendor-directory-pages').then((m) => <m.ServiceDetailPage />),
            ),
          },
          {
            path: LIST_YOUR_BUSINESS_PATH,
            ...lazyPage(() =>
              import('./pages/lazy/list-your-business-page').then((m) => (
                <m.ListYourBusinessPage />
              )),
            ),
          },
          {
            path: EVENT_TEMPLATES_PATH,
            ...lazyPage(() =>
              import('./pages/lazy/event-templates-page').then((m) => <m.EventTemplatesPage />),
            ),
          },
          {
            path: CREATE_EVENT_PATH,
            ...lazyPage(() =>
              import('./pages/lazy/create-event-page').then((m) => <m.CreateEventPage />),
            ),
          },
          {
            path: '*',
            // Its own chunk too: the entry every public page downloads stays small.
            ...lazyPage(() => import('./pages/lazy/landing-page').then((m) => <m.LandingPage />)),
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, answered once the first page's code has loaded (and its error, if it
 * failed), so that the first render shows that page: the page prerendered into the HTML
 * (decision 0032) stays on screen until then instead of blanking while the chunk arrives.
 */
export function createAppRouter(): Promise<AppRouter> {
  const router = createBrowserRouter(routes);
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}
