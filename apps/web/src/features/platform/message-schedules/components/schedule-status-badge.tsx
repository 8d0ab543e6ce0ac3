import type { ScheduleStatus } from '@karamu/shared';
import { Badge } from '@/components/ui/badge';

export const SCHEDULE_STATUS_LABELS: Readonly<Record<ScheduleStatus, string>> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export function ScheduleStatusBadge({ status }: { status: ScheduleStatus }) {
  const variant =
    status === 'active' ? 'default' : status === 'cancelled' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{SCHEDULE_STATUS_LABELS[status]}</Badge>;
}
