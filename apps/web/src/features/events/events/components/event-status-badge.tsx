import type { EventStatus } from '@karamu/shared';
import { Badge } from '@/components/ui/badge';
import { EVENT_STATUS_LABELS } from '../lib/event-status';

const VARIANTS = {
  draft: 'outline',
  active: 'default',
  completed: 'secondary',
  cancelled: 'destructive',
} as const;

export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <Badge variant={VARIANTS[status]}>{EVENT_STATUS_LABELS[status]}</Badge>;
}
