/**
 * What a public page's first render needs from the API (decision 0032), asked by the
 * server while it renders the page, so a guest's phone gets the page whole in the HTML.
 * Each entry reuses the page's own query options and API path: the app finds the data in
 * its cache under the same key.
 */
import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type {
  EventTemplate,
  Invitation,
  Page,
  PayLink,
  PublicDirectoryQuery,
  PublicPage,
  PublicService,
  PublicVendor,
  PublicVendorDetail,
  ReviewLink,
} from '@karamu/shared';
import { galleryQueryOptions, galleryRequest, type GalleryParams } from '@/entities/event-template';
import {
  directoryRequest,
  PUBLIC_SERVICES_ENDPOINT,
  PUBLIC_VENDORS_ENDPOINT,
  publicServicePath,
  publicServiceQueryOptions,
  publicServicesQueryOptions,
  publicVendorPath,
  publicVendorQueryOptions,
  publicVendorsQueryOptions,
} from '@/entities/vendor';
import { readDirectoryQuery } from '@/features/vendors/vendor-directory';
import {
  invitationCardPath,
  invitationPath,
  invitationQueryOptions,
} from '@/features/events/invitations';
import { payLinkPath, payLinkQueryOptions } from '@/features/pledges/pay-links';
import { reviewLinkPath, reviewLinkQueryOptions } from '@/features/vendors/vendor-reviews';

/** A GET of the API (the path after `/api`), answering the parsed JSON; throws on a non-2xx. */
export type ApiGet = <T>(path: string) => Promise<T>;
/**
 * A GET of the API (the path after `/api`) whose answer nobody waits for: the server starts
 * on what the page's browser will ask for next, such as drawing the guest's card.
 */
export type ApiWarm = (path: string) => void;

type PageData = {
  path: string;
  load: (
    params: Record<string, string | undefined>,
    search: URLSearchParams,
    api: ApiGet,
    queryClient: QueryClient,
    warm: ApiWarm,
  ) => Promise<void>;
};

async function loadGallery(params: GalleryParams, api: ApiGet, queryClient: QueryClient) {
  await queryClient.fetchQuery({
    ...galleryQueryOptions(params),
    queryFn: () => api<Page<EventTemplate>>(galleryRequest(params)),
  });
}

/** The directory's first page of results, as the page reads its view from the URL. */
async function loadDirectory(
  kind: 'vendors' | 'services',
  search: URLSearchParams,
  api: ApiGet,
  queryClient: QueryClient,
) {
  const query: PublicDirectoryQuery = readDirectoryQuery(search);
  if (kind === 'vendors') {
    await queryClient.fetchQuery({
      ...publicVendorsQueryOptions(query),
      queryFn: () =>
        api<PublicPage<PublicVendor>>(directoryRequest(PUBLIC_VENDORS_ENDPOINT, query)),
    });
  } else {
    await queryClient.fetchQuery({
      ...publicServicesQueryOptions(query),
      queryFn: () =>
        api<PublicPage<PublicService>>(directoryRequest(PUBLIC_SERVICES_ENDPOINT, query)),
    });
  }
}

const PAGE_DATA: readonly PageData[] = [
  {
    path: '/i/:token',
    load: async ({ token = '' }, _search, api, queryClient, warm) => {
      const invitation = await queryClient.fetchQuery({
        ...invitationQueryOptions(token),
        queryFn: () => api<Invitation>(invitationPath(token)),
      });
      // The card is the page's largest element: drawn while the page travels (decision 0035).
      if (invitation.card) warm(invitationCardPath(token, 'webp'));
    },
  },
  {
    // A client opens it from an SMS, often on a slow phone: the form arrives drawn.
    path: '/review/:token',
    load: async ({ token = '' }, _search, api, queryClient) => {
      await queryClient.fetchQuery({
        ...reviewLinkQueryOptions(token),
        queryFn: () => api<ReviewLink>(reviewLinkPath(token)),
      });
    },
  },
  {
    // A member opens it from a reminder SMS: their figures and the pay button arrive drawn.
    path: '/p/:token',
    load: async ({ token = '' }, _search, api, queryClient) => {
      await queryClient.fetchQuery({
        ...payLinkQueryOptions(token),
        queryFn: () => api<PayLink>(payLinkPath(token)),
      });
    },
  },
  {
    path: '/event-templates',
    // As the gallery reads its view from the URL (event-templates-gallery.tsx).
    load: (_params, search, api, queryClient) =>
      loadGallery(
        { search: (search.get('q') ?? '').trim(), categoryId: search.get('category') },
        api,
        queryClient,
      ),
  },
  {
    // The directory (issue 17): its results, cover photos in the HTML.
    path: '/vendors',
    load: (_params, search, api, queryClient) => loadDirectory('vendors', search, api, queryClient),
  },
  {
    path: '/services',
    load: (_params, search, api, queryClient) =>
      loadDirectory('services', search, api, queryClient),
  },
  {
    // A storefront: its header, cover and services (the reviews follow in the browser).
    path: '/vendors/:vendorId',
    load: async ({ vendorId = '' }, _search, api, queryClient) => {
      await queryClient.fetchQuery({
        ...publicVendorQueryOptions(vendorId),
        queryFn: () => api<PublicVendorDetail>(publicVendorPath(vendorId)),
      });
    },
  },
  {
    path: '/services/:serviceId',
    load: async ({ serviceId = '' }, _search, api, queryClient) => {
      await queryClient.fetchQuery({
        ...publicServiceQueryOptions(serviceId),
        queryFn: () => api<PublicService>(publicServicePath(serviceId)),
      });
    },
  },
  {
    // Its first step offers every design (template-picker.tsx).
    path: '/create-event',
    load: (_params, _search, api, queryClient) =>
      loadGallery({ search: '', categoryId: null }, api, queryClient),
  },
];

/** The paths the server renders with their data. */
export const PAGES_WITH_DATA = PAGE_DATA.map((page) => page.path);

/** Loads what `url`'s page needs into `queryClient`; false when the page has no entry. */
export async function loadPageData(
  url: URL,
  api: ApiGet,
  queryClient: QueryClient,
  warm: ApiWarm,
): Promise<boolean> {
  for (const page of PAGE_DATA) {
    const match = matchPath(page.path, url.pathname);
    if (match) {
      await page.load(match.params, url.searchParams, api, queryClient, warm);
      return true;
    }
  }
  return false;
}
