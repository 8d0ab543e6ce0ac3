import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { holdingsOf, type CurrentUser, type Holdings, type Privilege } from '@karamu/shared';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { meKeys } from '@/features/auth';

/**
 * The app's routes load their pages on first visit, and the headers their theme menu
 * (decision 0020). Tests load these modules once, up front, as the app did before it was
 * split: a test's first visit to a page then waits for the page's data, not for its code
 * to be compiled.
 */
async function loadLazyRoutes(list: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await loadLazyRoutes(route.children);
    }),
  );
}
await Promise.all([
  loadLazyRoutes(routes),
  import('../src/features/theme/components/theme-dropdown'),
]);

export function makeUser(
  privileges: readonly Privilege[],
  overrides: Partial<CurrentUser> = {},
): CurrentUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'amina',
    name: 'Amina Njeri',
    dp: null,
    created: '2024-03-01T09:00:00.000Z',
    createdBy: null,
    roles: [
      {
        id: 'role-1',
        name: 'Test role',
        scope: 'all',
        privileges: privileges.map((value) => ({ value })),
      },
    ],
    ...overrides,
  };
}

/** What `makeUser(privileges)` holds: every privilege on every record. */
export const holdingsOfUserWith = (privileges: readonly Privilege[]): Holdings =>
  holdingsOf(makeUser(privileges).roles);

export type RenderAppOptions = {
  path: string;
  /**
   * The me query's answer: a user (signed in), null (signed out), or undefined to let
   * the app ask the server (point it at a test server first).
   */
  user?: CurrentUser | null;
};

/** The whole app (real routes and providers) in memory at `path`. */
export function renderApp({ path, user }: RenderAppOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (user !== undefined) queryClient.setQueryData(meKeys.full(), user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, pathname: () => router.state.location.pathname };
}
