import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CircleAlert, ExternalLink, Images, Pencil, Send, Star } from 'lucide-react';
import { toast } from 'sonner';
import { formatDisplayDate, type Vendor } from '@karamu/shared';
import { RecordPage } from '@/components/record-page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPriceRange, useVendor } from '@/entities/vendor';
import { getErrorMessage } from '@/lib/get-error-message';
import { useVendorSummary } from '../api/get-summary';
import { useSubmitVendor } from '../api/vendor-mutations';
import { checklistFixPath } from '../lib/checklist-fixes';
import { vendorPaths } from '../lib/vendor-paths';
import { VendorServicesList } from './vendor-services-list';
import { VendorStatusBadge } from './vendor-status-badge';

export type VendorDetailPageProps = {
  /** The vendor's enquiries (features/vendors/vendor-enquiries), composed in by app/pages. */
  enquiries?: (vendorId: string) => ReactNode;
};

/** `vendors/:vendorId`: one of the user's vendors, its status, services and enquiries. */
export function VendorDetailPage({ enquiries }: VendorDetailPageProps) {
  const { vendorId = '' } = useParams();
  const vendor = useVendor(vendorId);
  return (
    <RecordPage
      back={{ to: vendorPaths.vendors(), label: 'Vendors' }}
      noun="Vendor"
      query={vendor}
      title={(record) => record.businessName}
      placeholder={<Skeleton className="h-40" />}
    >
      {(record) => (
        <div className="grid min-w-0 gap-8">
          <header className="grid gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words sm:text-3xl">
                {record.businessName}
              </h1>
              <VendorStatusBadge status={record.status} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link to={vendorPaths.editVendor(record.id)}>
                  <Pencil aria-hidden="true" />
                  Edit profile
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={vendorPaths.gallery(record.id)}>
                  <Images aria-hidden="true" />
                  Gallery
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={vendorPaths.reviews(record.id)}>
                  <Star aria-hidden="true" />
                  Reviews
                </Link>
              </Button>
              {record.status === 'published' && (
                <Button asChild variant="outline">
                  <Link to={vendorPaths.storefront(record.id)}>
                    <ExternalLink aria-hidden="true" />
                    Public page
                  </Link>
                </Button>
              )}
            </div>
          </header>
          <StatusPanel vendor={record} />
          <Facts vendor={record} />
          <VendorServicesList vendor={record} />
          {enquiries?.(record.id)}
        </div>
      )}
    </RecordPage>
  );
}

/** Where the vendor stands with moderation, and the way forward from there. */
function StatusPanel({ vendor }: { vendor: Vendor }) {
  const summary = useVendorSummary(vendor.id);
  const submit = useSubmitVendor();
  const missing = summary.data?.checklist.filter((item) => !item.done) ?? [];
  const maySubmit = vendor.status === 'draft' || vendor.status === 'suspended';

  const onSubmit = async () => {
    try {
      await submit.mutateAsync({ id: vendor.id, version: vendor.version });
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    toast.success(`${vendor.businessName} submitted for review`);
  };

  return (
    <section aria-labelledby="status-title" className="grid gap-3 rounded-lg border p-4">
      <h2 id="status-title" className="text-lg font-semibold">
        Status
      </h2>
      {vendor.statusReason && (vendor.status === 'suspended' || vendor.status === 'draft') && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>
            {vendor.status === 'suspended'
              ? 'A moderator suspended this profile'
              : 'A moderator sent this profile back'}
          </AlertTitle>
          <AlertDescription className="break-words whitespace-pre-line">
            {vendor.statusReason}
          </AlertDescription>
        </Alert>
      )}
      <p className="text-muted-foreground">
        {vendor.status === 'draft' &&
          'A draft: only you see it. Submit it for review when it is ready; a moderator then publishes it.'}
        {vendor.status === 'pending' &&
          `Submitted${vendor.submittedAt ? ` on ${formatDisplayDate(vendor.submittedAt)}` : ''}: a moderator will review it. You can keep editing meanwhile.`}
        {vendor.status === 'published' &&
          `Published${vendor.publishedAt ? ` on ${formatDisplayDate(vendor.publishedAt)}` : ''}: visitors find it in the directory. Your edits show at once.`}
        {vendor.status === 'suspended' &&
          'Hidden from the public. Make the changes asked for, then submit it again.'}
      </p>
      {maySubmit && missing.length > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Before you submit, complete:</p>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {missing.map((item) => (
              <li key={item.key}>
                <Link
                  to={checklistFixPath(item.key, vendor.id)}
                  className="underline underline-offset-4"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {maySubmit && (
        <Button
          className="justify-self-start"
          onClick={() => void onSubmit()}
          disabled={submit.isPending}
        >
          <Send aria-hidden="true" />
          {submit.isPending ? 'Submitting…' : 'Submit for review'}
        </Button>
      )}
    </section>
  );
}

function Facts({ vendor }: { vendor: Vendor }) {
  const price = formatPriceRange(vendor.priceMinMinor, vendor.priceMaxMinor, vendor.currency);
  const rows: [string, ReactNode][] = [
    ['Categories', vendor.categories.map((category) => category.name).join(', ') || 'None'],
    ['Where', [vendor.city, vendor.region].filter(Boolean).join(', ') || 'Not given'],
    ['Prices', price ?? 'Not given'],
    ['Phone', vendor.phone ?? 'None'],
    ['WhatsApp', vendor.whatsapp ?? 'None'],
    ['E-mail', vendor.email ?? 'None'],
    ['Page views', vendor.viewCount.toLocaleString()],
  ];
  return (
    <section aria-labelledby="facts-title" className="grid gap-3">
      <h2 id="facts-title" className="text-lg font-semibold">
        Profile
      </h2>
      {vendor.description && (
        <p className="max-w-prose break-words whitespace-pre-line">{vendor.description}</p>
      )}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
