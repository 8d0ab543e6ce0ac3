/**
 * The public route table: every page outside the dashboards, with its path, the frame it
 * is shown in (routes.tsx gives each frame its layout) and its page, a lazy module whose
 * chunk loads on the first visit (decision 0020).
 *
 * The browser tests read the paths in Node (route-paths.ts, decision 0030): this module
 * imports nothing statically but React and the storefront's slots, which load their
 * features only when rendered; the pages' `import()`s run only in the browser.
 */
import type { ReactNode } from 'react';
import { STOREFRONT_SLOTS } from './pages/storefront-slots';

export type PublicRoute = {
  /** React Router's pattern; `*` is the landing page, which answers every other URL. */
  path: string;
  /**
   * `bare`: the page alone (the login screen); `guest`: the guest's frame, the event alone
   * without the site's navigation (decision 0030); `public`: the public site's header and footer.
   */
  frame: 'bare' | 'guest' | 'public';
  page: () => Promise<ReactNode>;
};

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/login',
    frame: 'bare',
    page: () => import('./pages/login-page').then(({ LoginPage }) => <LoginPage />),
  },
  // A guest's answer page (decision 0013).
  {
    path: '/i/:token',
    frame: 'guest',
    page: () =>
      import('@/features/invitation/components/invitation-page').then(({ InvitationPage }) => (
        <InvitationPage />
      )),
  },
  // A client's review of the vendor who invited them (decision 0039).
  {
    path: '/review/:token',
    frame: 'guest',
    page: () =>
      import('@/features/vendor-reviews/components/review-page').then(({ ReviewPage }) => (
        <ReviewPage />
      )),
  },
  // A member's pay page (decision 0043).
  {
    path: '/p/:token',
    frame: 'guest',
    page: () =>
      import('@/features/pay-link/components/pay-link-page').then(({ PayLinkPage }) => (
        <PayLinkPage />
      )),
  },
  // The vendor directory, a vendor's storefront, and the services (issue 17): one chunk.
  {
    path: '/vendors',
    frame: 'public',
    page: () =>
      import('@/features/vendor-directory/directory-pages').then(({ VendorsDirectoryPage }) => (
        <VendorsDirectoryPage />
      )),
  },
  {
    path: '/vendors/:vendorId',
    frame: 'public',
    page: () =>
      import('@/features/vendor-directory/directory-pages').then(({ VendorStorefront }) => (
        <VendorStorefront {...STOREFRONT_SLOTS} />
      )),
  },
  {
    path: '/services',
    frame: 'public',
    page: () =>
      import('@/features/vendor-directory/directory-pages').then(({ ServicesDirectoryPage }) => (
        <ServicesDirectoryPage />
      )),
  },
  {
    path: '/services/:serviceId',
    frame: 'public',
    page: () =>
      import('@/features/vendor-directory/directory-pages').then(({ ServiceDetailPage }) => (
        <ServiceDetailPage />
      )),
  },
  // A vendor's sign-up (decision 0036).
  {
    path: '/list-your-business',
    frame: 'public',
    page: () =>
      import('@/features/vendor-signup/components/list-your-business-page').then(
        ({ ListYourBusinessPage }) => <ListYourBusinessPage />,
      ),
  },
  {
    path: '/event-templates',
    frame: 'public',
    page: () =>
      import('@/features/event-templates/components/event-templates-page').then(
        ({ EventTemplatesPage }) => <EventTemplatesPage />,
      ),
  },
  {
    path: '/create-event',
    frame: 'public',
    page: () =>
      import('@/features/create-event/components/create-event-page').then(({ CreateEventPage }) => (
        <CreateEventPage />
      )),
  },
  // Last: its own chunk too, so the entry every public page downloads stays small.
  {
    path: '*',
    frame: 'public',
    page: () =>
      import('@/features/public-site/components/landing-page').then(({ LandingPage }) => (
        <LandingPage />
      )),
  },
];
