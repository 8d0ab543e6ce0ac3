import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { DashboardRoute } from '@karamu/shared';
import { AuditLogPage } from '@/features/audit-log';
import { CategoriesPage } from '@/features/categories';
import { CreateEventPage } from '@/features/create-event';
import { VERIFY_GUESTS_ROUTE, WEB_DASHBOARDS } from '@/features/dashboards';
import { EventTemplatesDashboardPage, EventTemplatesPage } from '@/features/event-templates';
import { EditEventPage, EventPage, EventsPage, NewEventPage } from '@/features/events';
import { AttendeesPage } from '@/features/guests';
import { ContributionsPage } from '@/features/contributions';
import { MembersPage } from '@/features/members';
import { OccasionPage, OccasionsPage } from '@/features/occasions';
import { InvitationPage } from '@/features/invitation';
import { InvitationsPage } from '@/features/invitation-cards';
import { SchedulesPage } from '@/features/message-schedules';
import { MessageTemplatesPage, TemplateMappingsPage } from '@/features/message-templates';
import { MessagesPage, SendInvitationsPage, SendMessagesPage } from '@/features/messaging';
import { LandingPage, PUBLIC_PAGES, PublicAreaPage } from '@/features/public-site';
import { RolesPage } from '@/features/roles';
import { UsersPage } from '@/features/users';
import { DashboardShell } from './dashboard-shell';
import { PublicLayout } from './layouts/public-layout';
import {
  DashboardHomePage,
  RoutePlaceholderPage,
  SettingsPage,
  VerifyGuestsPage,
} from './pages/dashboard-pages';
import { LoginPage } from './pages/login-page';
import { RouteErrorPage } from './route-error-page';

/** The page a dashboard route shows; routes whose area is not built show a placeholder. */
function getDashboardPage(route: DashboardRoute): ReactNode {
  switch (route.path) {
    case 'home':
      return <DashboardHomePage />;
    case 'settings':
      return <SettingsPage />;
    case 'users':
      return <UsersPage />;
    case 'roles-and-privileges':
      return <RolesPage />;
    case 'categories':
      return <CategoriesPage />;
    case 'audit-log':
      return <AuditLogPage />;
    case 'events':
      return <EventsPage />;
    case 'events/new':
      return <NewEventPage />;
    case 'events/:id':
      return <EventPage />;
    case 'events/:id/edit':
      return <EditEventPage />;
    case 'events/:id/invite':
      return <InvitationsPage />;
    case 'attendees':
      return <AttendeesPage />;
    case 'send-invitations':
      return <SendInvitationsPage />;
    case 'send-messages':
      return <SendMessagesPage />;
    case 'messages':
      return <MessagesPage />;
    case 'schedules':
      return <SchedulesPage />;
    case 'templates':
      return <MessageTemplatesPage />;
    case 'templates/:id':
      return <TemplateMappingsPage />;
    case 'event-templates':
      return <EventTemplatesDashboardPage />;
    case 'occasions':
      return <OccasionsPage />;
    case 'occasions/:occasionId':
      return <OccasionPage />;
    case 'members':
      return <MembersPage />;
    case 'contributions':
      return <ContributionsPage />;
    case VERIFY_GUESTS_ROUTE.path:
      return <VerifyGuestsPage />;
    default:
      return <RoutePlaceholderPage path={route.path} />;
  }
}

/**
 * Every dashboard route comes from the shared tables. Unknown paths under a base still
 * reach the shell (the `*` child), whose guard sends them home.
 */
const dashboardRoutes: RouteObject[] = WEB_DASHBOARDS.map((dashboard) => ({
  path: dashboard.base,
  element: <DashboardShell dashboard={dashboard} />,
  children: [
    ...dashboard.routes.map((route) => ({ path: route.path, element: getDashboardPage(route) })),
    { path: '*', element: null },
  ],
}));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <LoginPage /> },
      ...dashboardRoutes,
      {
        element: <PublicLayout />,
        children: [
          ...PUBLIC_PAGES.map((page) => ({
            path: page.path,
            element: <PublicAreaPage page={page} />,
          })),
          { path: '/event-templates', element: <EventTemplatesPage /> },
          { path: '/create-event', element: <CreateEventPage /> },
          { path: '/i/:token', element: <InvitationPage /> },
          { path: '*', element: <LandingPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
