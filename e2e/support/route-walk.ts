/**
 * Walking every route the web app serves (issue 16), for checks that must hold on every
 * page: the list comes from the app's own route data (apps/web/src/app/route-paths.ts),
 * so a new route is walked without anyone adding it here.
 */
import { expect, type Page } from '@playwright/test';
import { heldPrivileges, meetsRequirement, type CurrentUser } from '@karamu/shared';
import {
  DASHBOARD_ROUTE_PATHS,
  PUBLIC_ROUTE_PATHS,
  type DashboardRoutePath,
} from '../../apps/web/src/app/route-paths';
import { getJson } from './api';

export { PUBLIC_ROUTE_PATHS };

/** Real records for the routes' `:params`, keyed by the path segment before the parameter. */
export type RouteRecords = {
  events: string;
  templates: string;
  occasions: string;
  /** A guest's answer token, for `/i/:token`. */
  i: string;
  /** A review link's token, for `/review/:token` (a forged one shows the page's refusal). */
  review: string;
  /** A pay link's token, for `/p/:token` (likewise; pay-links.spec.ts checks a real one at 360 px). */
  p: string;
  /** A published vendor and one of its services (the dashboard's and the public pages). */
  vendors: string;
  services: string;
};

/**
 * `pattern` with each `:param` replaced by the record of the segment before it
 * (`/dashboard/events/:id/edit` takes `records.events`). A parameter with no record fails,
 * naming the route, so a new parameterised route is given a record rather than skipped.
 */
export function fillRoute(pattern: string, records: RouteRecords): string {
  const segments = pattern.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const owner = segments[i - 1] as keyof RouteRecords;
      const id = records[owner];
      if (!id) throw new Error(`No record for ${segment} in ${pattern}: add one to RouteRecords`);
      return encodeURIComponent(id);
    })
    .join('/');
}

/** The dashboard routes (of `dashboards`) that the signed-in user of `page` may open. */
export async function routesOpenTo(
  page: Page,
  dashboards: readonly DashboardRoutePath['dashboard'][],
): Promise<DashboardRoutePath[]> {
  const me = await getJson<CurrentUser>(page.request, '/api/me');
  const held = heldPrivileges(me);
  return DASHBOARD_ROUTE_PATHS.filter(
    (route) => dashboards.includes(route.dashboard) && meetsRequirement(held, route.requirement),
  );
}

/**
 * Opens `url` and waits until the page has drawn its answer: its heading is shown, nothing
 * is still loading (skeletons, busy tables), and the router stayed on `url`.
 */
async function openRoute(page: Page, url: string) {
  await page.goto(url);
  // A page's first visit loads its chunk and its data: generous on a busy machine.
  const settle = { timeout: 30_000 };
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(settle);
  await expect(page.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0, settle);
  expect(new URL(page.url()).pathname, `${url} redirected`).toBe(url);
}

/**
 * Runs `check` on every url, collecting failures so one run names every page at fault
 * rather than stopping at the first.
 */
export async function walkRoutes(
  page: Page,
  urls: readonly { route: string; url: string }[],
  check: (page: Page, route: string) => Promise<void>,
) {
  const failures: string[] = [];
  for (const { route, url } of urls) {
    try {
      await openRoute(page, url);
      await check(page, route);
    } catch (error) {
      failures.push(`${route} (${url}): ${error instanceof Error ? error.message : error}`);
    }
  }
  expect(failures, `${failures.length} of ${urls.length} pages failed`).toEqual([]);
}
