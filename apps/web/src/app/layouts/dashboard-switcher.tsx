import { Check, ChevronsUpDown } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { getDashboardHomePath, WEB_DASHBOARDS } from '@/features/platform/dashboards';

/** Moves between the events, vendor and pledges dashboards. */
export function DashboardSwitcher({ current }: { current: Dashboard }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Switch dashboard, now ${current.title}`}>
          {current.title}
          <ChevronsUpDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel className="text-xs text-muted-foreground">Dashboards</DropdownMenuLabel>
        {WEB_DASHBOARDS.map((dashboard) => {
          const isCurrent = dashboard.id === current.id;
          return (
            <DropdownMenuItem key={dashboard.id} asChild>
              <Link
                to={getDashboardHomePath(dashboard)}
                aria-current={isCurrent ? 'page' : undefined}
              >
                <Check aria-hidden="true" className={isCurrent ? undefined : 'invisible'} />
                {dashboard.title}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
