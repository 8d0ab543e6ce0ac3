import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { WEB_DASHBOARDS } from '@/features/platform/dashboards';
import { GuestLayout } from './layouts/guest-layout';
import { PublicLayout } from './layouts/public-layout';
import { PUBLIC_ROUTES, type PublicRoute } from './public-routes';
import { PUBLIC_ROUTE_PATHS } from './route-paths';
import { RouteErrorPage } from './route-error-page';

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
 * Every dashboard route comes from the shared tables; its page from the dashboards' route
 * table (dashboard-routes.tsx), reached with `import()` so that its labels, icons and page
 * loaders stay out of the entry (decision 0063). Unknown paths under a base still reach the
 * shell (the `*` child), whose guard sends them home.
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
      ...lazyPage(() =>
        import('./dashboard-routes').then((table) =>
          table.loadDashboardPage(dashboard, route.path),
        ),
      ),
    })),
    { path: '*', element: null },
  ],
}));

/** The public routes shown in `frame`; `/` stands for the catch-all landing page. */
const publicRoutes = (frame: PublicRoute['frame']): RouteObject[] =>
  PUBLIC_ROUTE_PATHS.filter((path) => PUBLIC_ROUTES[path].frame === frame).map((path) => ({
    path: path === '/' ? '*' : path,
    ...lazyPage(PUBLIC_ROUTES[path].page),
  }));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      ...publicRoutes('bare'),
      ...dashboardRoutes,
      { element: <GuestLayout />, children: publicRoutes('guest') },
      { element: <PublicLayout />, children: publicRoutes('public') },
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
