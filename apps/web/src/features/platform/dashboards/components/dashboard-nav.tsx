import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import { findActiveNavItem, type NavItem } from '../nav-items';

export type DashboardNavProps = {
  label: string;
  items: readonly NavItem[];
  /** Called when an entry is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
};

export function DashboardNav({ label, items, onNavigate }: DashboardNavProps) {
  const { pathname } = useLocation();
  const active = findActiveNavItem(items, pathname);
  return (
    <nav aria-label={label}>
      <ul className="grid gap-1">
        {items.map((item) => {
          const Icon = item.icon;
          const current = item === active;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  current && 'bg-accent text-accent-foreground',
                )}
              >
                {Icon && <Icon aria-hidden="true" className="size-4 shrink-0" />}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
