import { useOutletContext } from 'react-router';
import type { AudienceName, Dashboard } from '@karamu/shared';

/** Whom a dashboard's messages are usually for; the vendor dashboard has no messaging. */
const DASHBOARD_AUDIENCES: Readonly<Partial<Record<Dashboard['id'], AudienceName>>> = {
  events: 'event-guests',
  pledges: 'occasion-members',
};

/**
 * The audience a new template or schedule starts with: the dashboard's own (the shell
 * hands every page its dashboard as the outlet context). Outside a dashboard, guests.
 */
export function useDashboardAudience(): AudienceName {
  const context = useOutletContext<{ dashboard?: Pick<Dashboard, 'id'> } | null | undefined>();
  const id = context?.dashboard?.id;
  return (id && DASHBOARD_AUDIENCES[id]) || 'event-guests';
}
