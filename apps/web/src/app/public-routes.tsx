/**
 * The public route table: for every page outside the dashboards (its path from
 * route-paths.ts, where the browser tests read it), the frame it is shown in (routes.tsx
 * gives each frame its layout) and its page, a lazy module whose chunk loads on the first
 * visit (decision 0020).
 */
import type { ReactNode } from 'react';
import { STOREFRONT_SLOTS } from './pages/storefront-slots';
import type { PublicRoutePath } from './route-paths';

export type PublicRoute = {
  /**
   * `bare`: the page alone (the login screen); `guest`: the guest's frame, the event alone
   * without the site's navigation (decision 0030); `public`: the public site's header and footer.
   */
  frame: 'bare' | 'guest' | 'public';
  page: () => Promise<ReactNode>;
};

/** Keyed by path: `/` is the landing page, which answers every URL no other route does. */
export const PUBLIC_ROUTES: Readonly<Record<PublicRoutePath, PublicRoute>> = {
  '/login': {
    frame: 'bare',
    page: () => import('./pages/login-page').then(({ LoginPage }) => <LoginPage />),
  },
  // A guest's answer page (decision 0013).
  '/i/:token': {
    frame: 'guest',
    page: () =>
      import('@/features/events/invitations/components/invitation-page').then(
        ({ InvitationPage }) => <InvitationPage />,
      ),
  },
  // A client's review of the vendor who invited them (decision 0039).
  '/review/:token': {
    frame: 'guest',
    page: () =>
      import('@/features/vendors/vendor-reviews/components/review-page').then(({ ReviewPage }) => (
        <ReviewPage />
      )),
  },
  // A member's pay page (decision 0043).
  '/p/:token': {
    frame: 'guest',
    page: () =>
      import('@/features/pledges/pay-links/components/pay-link-page').then(({ PayLinkPage }) => (
        <PayLinkPage />
      )),
  },
  // The vendor directory, a vendor's storefront, and the services (issue 17): one chunk.
  '/vendors': {
    frame: 'public',
    page: () =>
      import('@/features/vendors/vendor-directory/directory-pages').then(
        ({ VendorsDirectoryPage }) => <VendorsDirectoryPage />,
      ),
  },
  '/vendors/:vendorId': {
    frame: 'public',
    page: () =>
      import('@/features/vendors/vendor-directory/directory-pages').then(({ VendorStorefront }) => (
        <VendorStorefront {...STOREFRONT_SLOTS} />
      )),
  },
  '/services': {
    frame: 'public',
    page: () =>
      import('@/features/vendors/vendor-directory/directory-pages').then(
        ({ ServicesDirectoryPage }) => <ServicesDirectoryPage />,
      ),
  },
  '/services/:serviceId': {
    frame: 'public',
    page: () =>
      import('@/features/vendors/vendor-directory/directory-pages').then(
        ({ ServiceDetailPage }) => <ServiceDetailPage />,
      ),
  },
  // A vendor's sign-up (decision 0036).
  '/list-your-business': {
    frame: 'public',
    page: () =>
      import('@/features/vendors/vendor-signup/components/list-your-business-page').then(
        ({ ListYourBusinessPage }) => <ListYourBusinessPage />,
      ),
  },
  '/event-templates': {
    frame: 'public',
    page: () =>
      import('@/features/events/event-templates/components/event-templates-page').then(
        ({ EventTemplatesPage }) => <EventTemplatesPage />,
      ),
  },
  '/create-event': {
    frame: 'public',
    page: () =>
      import('@/features/events/create-event/components/create-event-page').then(
        ({ CreateEventPage }) => <CreateEventPage />,
      ),
  },
  // Last: its own chunk too, so the entry every public page downloads stays small.
  '/': {
    frame: 'public',
    page: () =>
      import('@/features/platform/public-site/components/landing-page').then(({ LandingPage }) => (
        <LandingPage />
      )),
  },
};
