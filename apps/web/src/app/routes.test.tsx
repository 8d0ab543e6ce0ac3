import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ALWAYS, type Privilege } from '@karamu/shared';
import { WEB_DASHBOARDS } from '@/features/platform/dashboards';
import { makeUser, renderApp } from '../../test/render-app';
import { dashboardRoutes } from './dashboard-routes';
import { DASHBOARD_ROUTE_PATHS, PUBLIC_ROUTE_PATHS } from './route-paths';
import { routes } from './routes';

/** A concrete URL for a table row: every `:param` becomes 42. */
const urlOf = (base: string, path: string) => `${base}/${path.replace(/:[^/]+/g, '42')}`;

const EVERYTHING: Privilege[] = ['ALL', 'SUPER_ADMIN', 'VERIFY_ATTENDEES'];

const nav = () => screen.getByRole('navigation', { name: /dashboard$/ });
const navLinks = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('dashboard route guard', () => {
  it('redirects a READ_EVENTS-only user from /dashboard/events/new to /dashboard/home', async () => {
    const app = renderApp({ path: '/dashboard/events/new', user: makeUser(['READ_EVENTS']) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Amina Njeri' }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/dashboard/home');
  });

  it('lets the same user open /dashboard/events and /dashboard/events/7', async () => {
    const app = renderApp({ path: '/dashboard/events/7', user: makeUser(['READ_EVENTS']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Event' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/dashboard/events/7');
  });

  it.each(['/dashboard/nope', '/dashboard', '/dashboard/events/7/delete'])(
    'sends an unknown path (%s) to the dashboard home',
    async (path) => {
      const app = renderApp({ path, user: makeUser(['READ_EVENTS']) });
      await screen.findByRole('heading', { name: 'Welcome, Amina Njeri' });
      expect(app.pathname()).toBe('/dashboard/home');
    },
  );

  it.each([
    ['/vendor-dashboard/nope', '/vendor-dashboard/home'],
    ['/pledges-dashboard/occasions', '/pledges-dashboard/home'],
  ])('sends %s to %s', async (path, home) => {
    const app = renderApp({ path, user: makeUser(['READ_EVENTS']) });
    await screen.findByRole('heading', { name: 'Welcome, Amina Njeri' });
    expect(app.pathname()).toBe(home);
  });

  // Walks every row of every table: a user holding everything opens each page; a user
  // holding nothing opens only the rows that are "always".
  const rows = WEB_DASHBOARDS.flatMap((dashboard) =>
    dashboardRoutes(dashboard).map((route) => ({
      url: urlOf(dashboard.base, route.path),
      home: `${dashboard.base}/home`,
      path: route.path,
      label: route.label,
      always: route.requirement === ALWAYS || Object.keys(route.requirement).length === 0,
    })),
  );

  it.each(rows)('opens $url for a user holding everything', async ({ url, path, label }) => {
    const app = renderApp({ path: url, user: makeUser(EVERYTHING) });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(app.pathname()).toBe(url);
    if (path !== 'home') expect(heading).toHaveTextContent(label);
  });

  it.each(rows)('$url for a user holding nothing', async ({ url, home, always }) => {
    const app = renderApp({ path: url, user: makeUser([]) });
    await screen.findByRole('heading', { level: 1 });
    expect(app.pathname()).toBe(always ? url : home);
  });
});

describe('dashboard navigation', () => {
  it('shows only the entries the user may open, and marks the current one', async () => {
    renderApp({ path: '/dashboard/events', user: makeUser(['READ_EVENTS']) });
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(navLinks()).toEqual(['Home', 'Events', 'Event templates', 'Settings']);
    expect(within(nav()).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers "Verify guests" to VERIFY_ATTENDEES holders, and opens the check-in screen', async () => {
    const app = renderApp({
      path: '/dashboard/verify-guests',
      user: makeUser(['VERIFY_ATTENDEES']),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify guests' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Event', { exact: true })).toBeInTheDocument();
    expect(navLinks()).toContain('Verify guests');
    expect(app.pathname()).toBe('/dashboard/verify-guests');
  });

  it('hides "Verify guests" from others and sends them home from its page', async () => {
    const app = renderApp({ path: '/dashboard/verify-guests', user: makeUser(['READ_EVENTS']) });
    await screen.findByRole('heading', { name: 'Welcome, Amina Njeri' });
    expect(navLinks()).not.toContain('Verify guests');
    expect(app.pathname()).toBe('/dashboard/home');
  });

  it('has the landmarks and the skip link', async () => {
    renderApp({ path: '/pledges-dashboard/home', user: makeUser([]) });
    await screen.findByRole('heading', { name: 'Welcome, Amina Njeri' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('button', { name: /^Open user menu/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
  });
});

describe('signed out', () => {
  it('shows the login screen in place of a dashboard page, URL unchanged', async () => {
    const app = renderApp({ path: '/dashboard/payments', user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /dashboard$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/payments'));
  });

  it('sends a signed-in user from /login to /dashboard/home', async () => {
    const app = renderApp({ path: '/login', user: makeUser([]) });
    await screen.findByRole('heading', { name: 'Welcome, Amina Njeri' });
    expect(app.pathname()).toBe('/dashboard/home');
  });
});

describe('public pages', () => {
  it('shows the landing page for any unknown public URL', async () => {
    renderApp({ path: '/some/where', user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Plan celebrations together/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the pledges dashboard' })).toHaveAttribute(
      'href',
      '/pledges-dashboard/home',
    );
    // It names only what works (issue 16), guests paying for their cards among it (issue 19).
    expect(screen.getByRole('region', { name: 'Two areas, one account' }).textContent).toMatch(
      /guests pay by mobile money/,
    );
  });
});

describe('the route list the browser tests walk', () => {
  /**
   * Every page path of the router's tree, absolute. The top-level `*` is the landing page,
   * walked as `/`; a dashboard's `*` child only redirects to its home, which is walked.
   */
  const pagePaths = (tree: readonly RouteObject[], parent = ''): string[] =>
    tree.flatMap((route) => {
      if (route.path === '*') return parent === '' ? ['/'] : [];
      const here = route.path?.startsWith('/')
        ? route.path
        : route.path === undefined
          ? parent
          : `${parent}/${route.path}`;
      return route.children ? pagePaths(route.children, here) : [here];
    });

  it('names every route the router serves, so a new one is walked at 360 px and by axe', () => {
    const pages = pagePaths(routes);
    const listed = [...PUBLIC_ROUTE_PATHS, ...DASHBOARD_ROUTE_PATHS.map((r) => r.path)];
    expect(pages).toHaveLength(listed.length);
    expect(new Set(pages)).toEqual(new Set(listed));
  });
});
