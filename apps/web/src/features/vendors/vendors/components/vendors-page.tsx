import { useState } from 'react';
import { Link } from 'react-router';
import { Ban, Check, Plus, Undo2 } from 'lucide-react';
import { formatDisplayDate, hasPrivilege, VENDOR_STATUSES, type Vendor } from '@karamu/shared';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { MODERATION_ENDPOINT, VENDORS_ENDPOINT, vendorKeys } from '@/entities/vendor';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { vendorPaths } from '../lib/vendor-paths';
import { ModerateVendorDialog, type ModerationAction } from './moderate-vendor-dialog';
import { VENDOR_STATUS_LABELS, VendorStatusBadge } from './vendor-status-badge';

const NOUN = { one: 'vendor', other: 'vendors' };

const nameColumn: DataTableColumn<Vendor> = {
  id: 'businessName',
  header: 'Business',
  sortable: true,
  cell: (vendor) => (
    <Link
      to={vendorPaths.vendor(vendor.id)}
      className="font-medium break-words underline-offset-4 hover:underline"
    >
      {vendor.businessName}
    </Link>
  ),
  csv: (vendor) => vendor.businessName,
};

const columns: readonly DataTableColumn<Vendor>[] = [
  nameColumn,
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (vendor) => <VendorStatusBadge status={vendor.status} />,
    csv: (vendor) => vendor.status,
  },
  {
    id: 'city',
    header: 'City',
    sortable: true,
    hideable: true,
    cell: (vendor) => vendor.city ?? <span className="text-muted-foreground">None</span>,
    csv: (vendor) => vendor.city,
  },
  {
    id: 'updated',
    header: 'Changed',
    sortable: true,
    hideable: true,
    cell: (vendor) => formatDisplayDate(vendor.updated),
    csv: (vendor) => vendor.updated,
  },
];

const queueColumns: readonly DataTableColumn<Vendor>[] = [
  nameColumn,
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (vendor) => <VendorStatusBadge status={vendor.status} />,
    csv: (vendor) => vendor.status,
  },
  {
    id: 'submitted',
    header: 'Submitted',
    sortable: true,
    cell: (vendor) => (vendor.submittedAt ? formatDisplayDate(vendor.submittedAt) : ''),
    csv: (vendor) => vendor.submittedAt,
  },
  {
    id: 'city',
    header: 'City',
    hideable: true,
    cell: (vendor) => vendor.city ?? '',
    csv: (vendor) => vendor.city,
  },
];

const filters: readonly DataTableFilter[] = [
  {
    kind: 'options',
    field: 'status',
    label: 'Status',
    multiple: true,
    options: VENDOR_STATUSES.map((status) => ({
      value: status,
      label: VENDOR_STATUS_LABELS[status],
    })),
  },
];

/** The user's own vendors and, for SUPER_ADMIN, the moderation queue (decision 0036). */
export function VendorsPage({ held }: { held: ReadonlySet<string> }) {
  useDocumentTitle('Vendors');
  const moderator = hasPrivilege(held, 'SUPER_ADMIN');
  return (
    <div className="grid min-w-0 gap-10">
      <section aria-labelledby="vendors-title" className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="vendors-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Vendors
          </h1>
          <Button asChild>
            <Link to={vendorPaths.newVendor()}>
              <Plus aria-hidden="true" />
              New vendor
            </Link>
          </Button>
        </div>
        <DataTable<Vendor>
          label="Your vendors"
          noun={NOUN}
          queryKey={vendorKeys.lists()}
          endpoint={VENDORS_ENDPOINT}
          columns={columns}
          filters={filters}
          getRowId={(vendor) => vendor.id}
          getRowLabel={(vendor) => vendor.businessName}
          searchConfig={{ searchFields: ['businessName'] }}
          defaultSort="businessName"
          defaultPageSize={20}
          emptyState={
            <p className="text-muted-foreground">
              No vendor profile yet.{' '}
              <Link to={vendorPaths.newVendor()} className="text-primary underline">
                Create your first
              </Link>
              .
            </p>
          }
        />
      </section>
      {moderator && <ModerationQueue />}
    </div>
  );
}

/** Every vendor waiting for a moderator, with approve, reject and suspend. */
function ModerationQueue() {
  const [deciding, setDeciding] = useState<{ vendor: Vendor; action: ModerationAction } | null>(
    null,
  );
  const decide = (vendor: Vendor, action: ModerationAction) => setDeciding({ vendor, action });
  return (
    <section aria-labelledby="moderation-title" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id="moderation-title" className="text-xl font-semibold tracking-tight">
          Moderation
        </h2>
        <p className="text-sm text-muted-foreground">
          Vendors submitted for review, and published ones you may suspend. As a super administrator
          you decide what the public directory shows.
        </p>
      </div>
      <DataTable<Vendor>
        label="Vendors to moderate"
        noun={NOUN}
        queryKey={vendorKeys.moderation()}
        endpoint={MODERATION_ENDPOINT}
        columns={queueColumns}
        filters={filters}
        getRowId={(vendor) => vendor.id}
        getRowLabel={(vendor) => vendor.businessName}
        searchConfig={{ searchFields: ['businessName'] }}
        // Pending ones first (the server's `queue` field), oldest submission first.
        defaultSort="queue,submitted"
        defaultPageSize={20}
        paramPrefix="m"
        emptyState={<p className="text-muted-foreground">Nothing waits for a decision.</p>}
        rowActions={(vendor) => (
          <RowActionsMenu name={vendor.businessName}>
            {vendor.status === 'pending' && (
              <>
                <DropdownMenuItem onSelect={() => decide(vendor, 'approve')}>
                  <Check aria-hidden="true" />
                  Approve
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => decide(vendor, 'reject')}>
                  <Undo2 aria-hidden="true" />
                  Reject
                </DropdownMenuItem>
              </>
            )}
            {vendor.status !== 'suspended' && (
              <DropdownMenuItem
                className="text-destructive"
                onSelect={() => decide(vendor, 'suspend')}
              >
                <Ban aria-hidden="true" />
                Suspend
              </DropdownMenuItem>
            )}
          </RowActionsMenu>
        )}
      />
      <ModerateVendorDialog
        vendor={deciding?.vendor ?? null}
        action={deciding?.action ?? 'approve'}
        onOpenChange={(open) => !open && setDeciding(null)}
      />
    </section>
  );
}
