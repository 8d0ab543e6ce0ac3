import type { VendorStatus } from '@karamu/shared';
import { Badge } from '@/components/ui/badge';

export const VENDOR_STATUS_LABELS: Record<VendorStatus, string> = {
  draft: 'Draft',
  pending: 'Waiting for review',
  published: 'Published',
  suspended: 'Suspended',
};

const VARIANTS = {
  draft: 'outline',
  pending: 'secondary',
  published: 'default',
  suspended: 'destructive',
} as const satisfies Record<VendorStatus, string>;

export function VendorStatusBadge({ status }: { status: VendorStatus }) {
  return <Badge variant={VARIANTS[status]}>{VENDOR_STATUS_LABELS[status]}</Badge>;
}
