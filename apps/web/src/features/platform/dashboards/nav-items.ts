import type { LucideIcon } from 'lucide-react';

/** An entry of a dashboard's navigation (the app's route table makes them: getNavItems). */
export type NavItem = {
  label: string;
  icon?: LucideIcon;
  /** The route's path in the table, e.g. `events/new`. */
  path: string;
  /** The absolute URL, e.g. `/dashboard/events/new`. */
  to: string;
};

/**
 * The entry to mark as current on `pathname`: the longest one the path lies under, so
 * /dashboard/events/42 marks "Events" and /dashboard/events/new marks "New event".
 */
export function findActiveNavItem(
  items: readonly NavItem[],
  pathname: string,
): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '');
  return items
    .filter((item) => path === item.to || path.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
