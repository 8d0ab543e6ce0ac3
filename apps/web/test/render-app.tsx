import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { holdingsOf, type CurrentUser, type Holdings, type Privilege } from '@karamu/shared';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { meKeys } from '@/entities/session';
import { createTestQueryClient } from './render-with-providers';

/**
 * The app's routes load their pages on first visit, and the headers their theme menu
 * (decision 0020). Tests resolve every lazy route once, up front, into a route tree with
 * the page in place, as the app was before it was split: a test's page then renders at
 * once, and the test waits for its data, not for its code.
 */
async function resolveLazyRoutes(list: readonly RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    list.map(async (route): Promise<RouteObject> => {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      const children = route.children ? await resolveLazyRoutes(route.children) : undefined;
      return { ...route, ...loaded, lazy: undefined, children } as RouteObject;
    }),
  );
}
const [resolvedRoutes] = await Promise.all([
  resolveLazyRoutes(routes),
  import('../src/components/theme/theme-dropdown'),
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
  const queryClient = createTestQueryClient();
  if (user !== undefined) queryClient.setQueryData(meKeys.full(), user);
  const router = createMemoryRouter(resolvedRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, pathname: () => router.state.location.pathname };
}
