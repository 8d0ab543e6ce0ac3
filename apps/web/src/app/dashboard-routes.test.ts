import { describe, expect, it } from 'vitest';
import { EVENTS_DASHBOARD, PLEDGES_DASHBOARD, VENDOR_DASHBOARD } from '@karamu/shared';
import { findActiveNavItem, getWebDashboard, WEB_DASHBOARDS } from '@/features/platform/dashboards';
import { dashboardRoutes, getNavItems } from './dashboard-routes';

describe('route labels', () => {
  it('has a label for every path of every table', () => {
    const missing = WEB_DASHBOARDS.flatMap((d) =>
      dashboardRoutes(d)
        .filter((r) => !r.label)
        .map((r) => r.path),
    );
    expect(missing).toEqual([]);
  });
});

describe('web dashboards', () => {
  it('are the shared tables, with only the web rows added at the end', () => {
    const events = getWebDashboard('events');
    const added = events.routes.length - EVENTS_DASHBOARD.routes.length;
    expect(events.routes.slice(0, -added)).toEqual(EVENTS_DASHBOARD.routes);
    expect(events.routes.slice(-added).map((r) => r.path)).toEqual([
      'verify-guests',
      'categories',
      'audit-log',
    ]);
    const pledges = getWebDashboard('pledges');
    expect(pledges.routes.slice(0, PLEDGES_DASHBOARD.routes.length)).toEqual(
      PLEDGES_DASHBOARD.routes,
    );
    expect(pledges.routes.slice(PLEDGES_DASHBOARD.routes.length).map((r) => r.path)).toEqual([
      'categories',
      'audit-log',
    ]);
    expect(getWebDashboard('vendor').routes).toEqual(VENDOR_DASHBOARD.routes);
  });

  it('open categories to whoever may change them, and the audit log to SUPER_ADMIN', () => {
    const paths = (held: string[]) =>
      getNavItems(getWebDashboard('pledges'), held).map((i) => i.path);
    expect(paths(['UPDATE_CATEGORIES'])).toContain('categories');
    expect(paths(['READ_CATEGORIES'])).not.toContain('categories');
    // ALL does not grant the categories privileges (decision 0006), nor the audit log.
    expect(paths(['ALL'])).not.toContain('categories');
    expect(paths(['ALL'])).not.toContain('audit-log');
    expect(paths(['SUPER_ADMIN'])).toEqual(expect.arrayContaining(['categories', 'audit-log']));
  });
});

describe('getNavItems', () => {
  it('lists the parameter-free routes the holder may open, in table order', () => {
    const items = getNavItems(getWebDashboard('events'), new Set(['READ_EVENTS', 'ADD_EVENTS']));
    expect(items.map((i) => i.to)).toEqual([
      '/dashboard/home',
      '/dashboard/events',
      '/dashboard/events/new',
      '/dashboard/event-templates',
      '/dashboard/settings',
    ]);
    expect(items.map((i) => i.label)).toContain('New event');
  });

  it('lets ALL open what it grants but not what only SUPER_ADMIN opens', () => {
    const paths = getNavItems(PLEDGES_DASHBOARD, ['ALL']).map((i) => i.path);
    expect(paths).toContain('contributions');
    expect(paths).toContain('templates');
    expect(paths).not.toContain('messages');
  });

  it('shows "Verify guests" to holders of VERIFY_ATTENDEES only', () => {
    const labels = (held: string[]) =>
      getNavItems(getWebDashboard('events'), held).map((i) => i.label);
    expect(labels(['VERIFY_ATTENDEES'])).toContain('Verify guests');
    expect(labels(['READ_ATTENDEES'])).not.toContain('Verify guests');
  });
});

describe('findActiveNavItem', () => {
  const items = getNavItems(getWebDashboard('events'), ['ALL']);
  it.each([
    ['/dashboard/events', '/dashboard/events'],
    ['/dashboard/events/', '/dashboard/events'],
    ['/dashboard/events/42/edit', '/dashboard/events'],
    ['/dashboard/events/new', '/dashboard/events/new'],
    ['/dashboard/event-templates', '/dashboard/event-templates'],
  ])('marks the entry for %s as %s', (pathname, expected) => {
    expect(findActiveNavItem(items, pathname)?.to).toBe(expected);
  });

  it('marks nothing outside the entries', () => {
    expect(findActiveNavItem(items, '/dashboard/elsewhere')).toBeUndefined();
  });
});
