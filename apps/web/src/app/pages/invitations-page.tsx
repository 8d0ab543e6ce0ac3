import { Navigate, useParams, useSearchParams } from 'react-router';
import { EVENTS_DASHBOARD, heldPrivileges } from '@karamu/shared';
import { BackLink } from '@/components/back-link';
import { useCurrentUser } from '@/entities/session';
import { guestImportPath } from '@/entities/guest';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEvent } from '@/entities/event';
import { getCardPermissions } from '@/entities/invitation-card';
import { CardDesigner } from '@/features/events/invitation-cards';

/**
 * `events/:id/invite` (decision 0013): the invitation card's design, for holders of
 * READ_ARTWORK_MAPPINGS. The guest import that was its second tab lives under the event's
 * guests now (issue 29); its old address, and this page for those who may not see the card,
 * lead there.
 */
export function InvitationsPage() {
  const { id: eventId = '' } = useParams();
  const may = getCardPermissions(heldPrivileges(useCurrentUser()));
  const event = useEvent(eventId);
  const [searchParams] = useSearchParams();
  const name = event.data?.name;
  useDocumentTitle(name ? `Card design · ${name}` : 'Card design');

  if (!may.read || searchParams.get('tab') === 'import') {
    return <Navigate to={guestImportPath(eventId)} replace />;
  }
  return (
    <div className="grid min-w-0 gap-4">
      <BackLink to={`${EVENTS_DASHBOARD.base}/events/${eventId}`}>{name ?? 'Event'}</BackLink>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Invitations</h1>
      <CardDesigner eventId={eventId} event={event.data} may={may} />
    </div>
  );
}
