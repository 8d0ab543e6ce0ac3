import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEvent } from '@/entities/event';
import { eventPath, eventsPath } from '../lib/event-paths';
import { EventForm } from './event-form';
import { LoadFailed } from '@/components/load-failed';

/** `events/new` */
export function NewEventPage() {
  useDocumentTitle('New event');
  const navigate = useNavigate();
  return (
    <section aria-labelledby="new-event-title" className="grid max-w-3xl min-w-0 gap-4">
      <BackLink to={eventsPath()}>Events</BackLink>
      <h1 id="new-event-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        New event
      </h1>
      <EventForm
        onSaved={(event) => navigate(eventPath(event.id))}
        onCancel={() => navigate(eventsPath())}
      />
    </section>
  );
}

/** `events/:id/edit` */
export function EditEventPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useEvent(id);
  useDocumentTitle(event.data ? `Edit ${event.data.name}` : 'Edit event');
  return (
    <section aria-labelledby="edit-event-title" className="grid max-w-3xl min-w-0 gap-4">
      <BackLink to={eventPath(id)}>{event.data?.name ?? 'Event'}</BackLink>
      <h1 id="edit-event-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {event.data ? `Edit ${event.data.name}` : 'Edit event'}
      </h1>
      {event.isPending ? (
        <div role="status" aria-label="Loading the event" className="grid gap-4">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-40" />
        </div>
      ) : event.isError ? (
        <LoadFailed
          what="the event"
          error={event.error}
          onRetry={() => void event.refetch()}
          retrying={event.isFetching}
        />
      ) : (
        <EventForm
          event={event.data}
          onSaved={(saved) => navigate(eventPath(saved.id))}
          onCancel={() => navigate(eventPath(id))}
        />
      )}
    </section>
  );
}
