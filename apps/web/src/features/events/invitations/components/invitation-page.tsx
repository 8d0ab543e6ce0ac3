import { isAxiosError } from '@/lib/http-errors';
import { lazy, Suspense } from 'react';
import { CalendarPlus, MapPin } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getApiOrigin } from '@/lib/http';
import { getErrorMessage } from '@/lib/get-error-message';
import { useInvitation } from '../api/get-invitation';
import { AnswerForm } from './answer-form';
import { formatEventWhen } from './event-when';
import { DoorPass } from './door-pass';
import { GuestCardImage } from './guest-card-image';

/**
 * What the guest's card costs, and paying it: its own chunk, loaded only for a guest whose
 * card has a price, so the page's first script stays within its budget (decision 0050).
 * The server's render waits for it, and hydration keeps its HTML until it has arrived.
 */
const GuestMoney = lazy(() => import('./guest-money').then((m) => ({ default: m.GuestMoney })));

const CARD_NAMES = { single: 'Single card', double: 'Double card', family: 'Family card' } as const;

/** `/i/:token`: a guest's own invitation, without signing in. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  useDocumentTitle(invitation.data ? `Invitation: ${invitation.data.event.name}` : 'Invitation');

  if (invitation.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading your invitation"
        className="mx-auto grid max-w-xl gap-3 p-4"
      >
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (invitation.isError) {
    const invalid = isAxiosError(invitation.error) && invitation.error.response?.status === 404;
    return (
      <div className="mx-auto max-w-xl p-4">
        <Alert variant="destructive">
          <AlertTitle>
            {invalid ? 'This invitation link is not valid' : 'We could not open your invitation'}
          </AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            {invalid
              ? 'It may have been replaced by a newer link. Ask your host to send it again.'
              : getErrorMessage(invitation.error)}
            {invalid ? null : (
              <Button variant="outline" size="sm" onClick={() => void invitation.refetch()}>
                Retry
              </Button>
            )}
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  const { guest, event } = invitation.data;
  const when = formatEventWhen(event);
  const closed = event.status === 'cancelled' || event.status === 'completed';
  return (
    <article className="mx-auto grid max-w-xl gap-4 p-4" aria-labelledby="invitation-title">
      <header className="grid gap-1 text-center">
        <p className="text-sm text-muted-foreground">{guest.name}, you are invited to</p>
        <h1 id="invitation-title" className="text-3xl font-semibold tracking-tight">
          {event.name}
        </h1>
        {event.hosts ? <p className="text-muted-foreground">Hosted by {event.hosts}</p> : null}
      </header>
      {invitation.data.card ? (
        <GuestCardImage token={token} guestName={guest.name} size={invitation.data.card} />
      ) : null}
      {event.status === 'cancelled' ? null : <DoorPass token={token} cardCode={guest.cardCode} />}
      <Card>
        <CardHeader>
          <CardTitle>{when.date}</CardTitle>
          <CardDescription>{when.times}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {event.venue ? <p>{event.venue}</p> : null}
          <p>
            {CARD_NAMES[guest.cardType]}, admits {guest.admissions}{' '}
            {guest.admissions === 1 ? 'person' : 'people'}
          </p>
          <div className="flex flex-wrap gap-2">
            {event.mapLink ? (
              <Button asChild variant="outline" size="sm">
                <a href={event.mapLink} target="_blank" rel="noreferrer noopener">
                  <MapPin aria-hidden="true" /> Open the map
                </a>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <a
                href={`${getApiOrigin()}/api/invitations/${encodeURIComponent(token)}/calendar.ics`}
                download
              >
                <CalendarPlus aria-hidden="true" /> Add to calendar
              </a>
            </Button>
          </div>
        </CardContent>
      </Card>
      {invitation.data.payment ? (
        <Suspense fallback={null}>
          <GuestMoney token={token} payment={invitation.data.payment} />
        </Suspense>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Your answer</CardTitle>
        </CardHeader>
        <CardContent>
          {closed ? (
            <p className="text-sm">This event is {event.status}: answers are closed.</p>
          ) : (
            <AnswerForm token={token} invitation={invitation.data} />
          )}
        </CardContent>
      </Card>
    </article>
  );
}
