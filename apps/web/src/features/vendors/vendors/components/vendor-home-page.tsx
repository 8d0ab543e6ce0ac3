import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Circle, Eye, Inbox, Plus, Star } from 'lucide-react';
import type { VendorDashboardSummary } from '@karamu/shared';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRating, useVendorPicker, VendorPicker } from '@/entities/vendor';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useVendorSummary } from '../api/get-summary';
import { checklistFixPath } from '../lib/checklist-fixes';
import { vendorPaths } from '../lib/vendor-paths';
import { BookingRequests } from './booking-requests';
import { VendorStatusBadge } from './vendor-status-badge';

/**
 * The vendor dashboard's home: the chosen vendor's views, new enquiries and rating, what
 * its profile still lacks, each with a link to where it is fixed, and the organisers'
 * booking requests awaiting an answer.
 */
export function VendorHomePage({ userName }: { userName: string }) {
  useDocumentTitle('Vendor dashboard');
  const picker = useVendorPicker();
  const summary = useVendorSummary(picker.vendor?.id);
  const { vendors, vendor } = picker;

  return (
    <section aria-labelledby="vendor-home-title" className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 id="vendor-home-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Welcome, {userName}
        </h1>
        <p className="text-muted-foreground">
          Your vendor profiles, their visitors, enquiries and bookings.
        </p>
      </div>
      {vendors.isPending ? (
        <div role="status" aria-label="Loading your vendors" className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : vendors.isError ? (
        <LoadFailed
          what="your vendors"
          error={vendors.error}
          onRetry={() => void vendors.refetch()}
          retrying={vendors.isFetching}
        />
      ) : !vendor ? (
        <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
          <h2 className="text-lg font-semibold">List your business</h2>
          <p className="text-muted-foreground">
            Create your vendor profile: what you offer, where, and how clients reach you. A
            moderator checks it before it shows in the public directory.
          </p>
          <Button asChild>
            <Link to={vendorPaths.newVendor()}>
              <Plus aria-hidden="true" />
              Create your vendor profile
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <VendorPicker picker={picker} />
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <Link
                to={vendorPaths.vendor(vendor.id)}
                className="min-w-0 font-medium break-words underline-offset-4 hover:underline"
              >
                {vendor.businessName}
              </Link>
              <VendorStatusBadge status={vendor.status} />
            </div>
          </div>
          {summary.isPending ? (
            <div
              role="status"
              aria-label="Loading the figures"
              className="grid gap-4 sm:grid-cols-3"
            >
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : summary.isError ? (
            <LoadFailed
              what="the figures"
              error={summary.error}
              onRetry={() => void summary.refetch()}
              retrying={summary.isFetching}
            />
          ) : (
            <SummaryView summary={summary.data} vendorId={vendor.id} />
          )}
          <BookingRequests key={vendor.id} vendorId={vendor.id} vendorName={vendor.businessName} />
        </>
      )}
    </section>
  );
}

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-lg border p-4">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function SummaryView({ summary, vendorId }: { summary: VendorDashboardSummary; vendorId: string }) {
  const missing = summary.checklist.filter((item) => !item.done).length;
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure
          icon={<Eye aria-hidden="true" className="size-4" />}
          label="Page views"
          value={summary.viewCount.toLocaleString()}
        />
        <Figure
          icon={<Inbox aria-hidden="true" className="size-4" />}
          label="New enquiries"
          value={summary.newEnquiryCount.toLocaleString()}
        />
        <Figure
          icon={<Star aria-hidden="true" className="size-4" />}
          label="Rating"
          value={formatRating(summary.rating, summary.reviewCount) ?? 'No reviews yet'}
        />
      </dl>
      <section aria-labelledby="checklist-title" className="grid gap-3">
        <h2 id="checklist-title" className="text-lg font-semibold">
          Profile checklist{' '}
          <span className="text-sm font-normal text-muted-foreground">
            {missing === 0 ? '(complete)' : `(${missing} to do)`}
          </span>
        </h2>
        <ul className="grid gap-2">
          {summary.checklist.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {item.done ? (
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-primary" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              )}
              <span className="min-w-0">
                {item.label}
                <span className="sr-only">{item.done ? ': done' : ': to do'}</span>
              </span>
              {!item.done && (
                <Link
                  to={checklistFixPath(item.key, vendorId)}
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Fix<span className="sr-only">: {item.label}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
