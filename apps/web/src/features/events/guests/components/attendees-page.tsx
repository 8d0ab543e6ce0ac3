import { hasPrivilege, heldPrivileges, type Guest } from '@karamu/shared';
import { DataTable, type DataTableFilter } from '@/components/data-table';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEventChoices } from '../api/get-event-choices';
import { ATTENDEES_ENDPOINT, guestKeys } from '@/entities/guest';
import { getGuestColumns } from './guest-columns';
import { GUEST_FILTERS, GUEST_SEARCH } from './guest-filters';

const NOUN = { one: 'guest', other: 'guests' };
const columns = getGuestColumns({ withEvent: true });
/**
 * `attendees`: every guest of every event in the reader's scope. Changes happen on the
 * event's own Guests tab, where its country reads their phone numbers.
 */
export function AttendeesPage() {
  useDocumentTitle('Guests');
  const mayReadEvents = hasPrivilege(heldPrivileges(useCurrentUser()), 'READ_EVENTS');
  // The event filter lists events, which needs READ_EVENTS besides READ_ATTENDEES.
  const events = useEventChoices({ enabled: mayReadEvents });
  const filters: DataTableFilter[] = [
    ...(mayReadEvents
      ? [
          {
            kind: 'options' as const,
            field: 'eventId',
            label: 'Event',
            multiple: true,
            options: (events.data ?? []).map((event) => ({ value: event.id, label: event.name })),
          },
        ]
      : []),
    ...GUEST_FILTERS,
    { kind: 'date-range', field: 'created', label: 'Added' },
  ];

  return (
    <section aria-labelledby="attendees-title" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h1 id="attendees-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Guests
        </h1>
        <p className="text-muted-foreground">
          Every guest of the events you work on. Open an event to add or change its guests.
        </p>
      </div>
      <DataTable<Guest>
        label="All guests"
        noun={NOUN}
        queryKey={guestKeys.attendees()}
        endpoint={ATTENDEES_ENDPOINT}
        columns={columns}
        filters={filters}
        getRowId={(guest) => guest.id}
        getRowLabel={(guest) => guest.name}
        searchConfig={GUEST_SEARCH}
        defaultSort="name"
        defaultPageSize={50}
        exportFileName="guests"
      />
    </section>
  );
}
