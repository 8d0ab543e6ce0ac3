import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReviewInvitation } from '@karamu/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { useOwnReviews, OWN_REVIEWS_PAGE_SIZE } from '../api/own-reviews';
import { useOwnVendors, type OwnVendor } from '../api/own-vendors';
import { INVITATIONS_PAGE_SIZE, useReviewInvitations } from '../api/review-invitations';
import { InviteClientForm } from './invite-client-form';
import { OwnReviewActions } from './own-review-actions';
import { Pager } from '@/components/pager';
import { formatReviewDate, ReviewItem } from './review-item';

const SMS_STATUS: Record<string, string> = {
  queued: 'SMS waiting to be sent',
  sending: 'SMS being sent',
  sent: 'SMS sent',
  delivered: 'SMS delivered',
  failed: 'SMS failed',
  not_sent: 'SMS not sent',
  cancelled: 'SMS cancelled',
};

function invitationState(invitation: ReviewInvitation): string {
  if (invitation.usedAt) return `Reviewed ${formatReviewDate(invitation.usedAt)}`;
  if (new Date(invitation.expiresAt) <= new Date()) return 'Expired';
  return SMS_STATUS[invitation.smsStatus ?? ''] ?? 'Waiting';
}

function Invitations({ vendorId }: { vendorId: string }) {
  const [page, setPage] = useState(1);
  const invitations = useReviewInvitations(vendorId, page);
  if (invitations.isPending) return <Skeleton className="h-16 w-full" />;
  if (invitations.isError)
    return <p className="text-destructive">{getErrorMessage(invitations.error)}</p>;
  const { items, total } = invitations.data;
  if (total === 0) return <p className="text-sm text-muted-foreground">No client invited yet.</p>;
  return (
    <div className="grid gap-2">
      <ul className="divide-y">
        {items.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap justify-between gap-x-4 py-2 text-sm">
            <span>
              {invitation.clientName}{' '}
              <span className="text-muted-foreground">{invitation.clientPhone}</span>
            </span>
            <span className="text-muted-foreground">{invitationState(invitation)}</span>
          </li>
        ))}
      </ul>
      <Pager
        label="Invitation pages"
        page={page}
        size={INVITATIONS_PAGE_SIZE}
        total={total}
        onPage={setPage}
      />
    </div>
  );
}

function Reviews({ vendor }: { vendor: OwnVendor }) {
  const [page, setPage] = useState(1);
  const reviews = useOwnReviews(vendor.id, page);
  if (reviews.isPending) return <Skeleton className="h-24 w-full" />;
  if (reviews.isError) return <p className="text-destructive">{getErrorMessage(reviews.error)}</p>;
  const { items, total } = reviews.data;
  if (total === 0) return <p className="text-sm text-muted-foreground">No reviews yet.</p>;
  return (
    <div className="grid gap-2">
      {items.map((review) => (
        <ReviewItem key={review.id} review={review} vendorName={vendor.businessName}>
          <OwnReviewActions review={review} vendorId={vendor.id} />
        </ReviewItem>
      ))}
      <Pager
        label="Review pages"
        page={page}
        size={OWN_REVIEWS_PAGE_SIZE}
        total={total}
        onPage={setPage}
      />
    </div>
  );
}

/** `/vendor-dashboard/reviews`: invite clients, follow the invitations, answer reviews. */
export function ReviewsDashboardPage() {
  useDocumentTitle('Reviews');
  const [params, setParams] = useSearchParams();
  const vendors = useOwnVendors();
  const vendor = vendors.data?.find((v) => v.id === params.get('vendorId')) ?? vendors.data?.[0];
  return (
    <div className="grid gap-6 p-4">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Reviews</h1>
        {vendor && vendors.data && vendors.data.length > 1 ? (
          <div className="grid gap-1 sm:max-w-xs">
            <Label htmlFor="reviews-vendor">Vendor</Label>
            <NativeSelect
              id="reviews-vendor"
              value={vendor.id}
              onChange={(e) => setParams({ vendorId: e.target.value })}
            >
              {vendors.data.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.businessName}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </header>
      {vendors.isPending ? (
        <Skeleton className="h-40" />
      ) : vendors.isError ? (
        <p className="text-destructive">{getErrorMessage(vendors.error)}</p>
      ) : !vendor ? (
        <p>Create your vendor profile first: reviews belong to a vendor.</p>
      ) : (
        <VendorReviewsPanels vendor={vendor} />
      )}
    </div>
  );
}

function VendorReviewsPanels({ vendor }: { vendor: OwnVendor }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Invite a client</CardTitle>
          <CardDescription>
            Only clients you invite, and organisers whose booking you confirmed on your
            dashboard&apos;s home (once their event has started), can review {vendor.businessName}.
            Each SMS counts against your daily SMS allowance.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <InviteClientForm key={vendor.id} vendorId={vendor.id} />
          <div className="grid gap-2">
            <h3 className="font-medium">Invitations</h3>
            <Invitations key={vendor.id} vendorId={vendor.id} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Reviews of {vendor.businessName}</CardTitle>
        </CardHeader>
        <CardContent>
          <Reviews key={vendor.id} vendor={vendor} />
        </CardContent>
      </Card>
    </>
  );
}
