import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import {
  EVENT_STATUSES,
  formatDisplayDate,
  hasPrivilege,
  heldPrivileges,
  type EventRecord,
} from '@karamu/shared';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEventCategories } from '@/entities/category';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';
import { eventPath, newEventPath } from '../lib/event-paths';
import { EVENT_STATUS_LABELS } from '../lib/event-status';
import { formatEventTimes, instantToZonedTime } from '@/lib/zoned-time';
import { EventStatusBadge } from './event-status-badge';

const NOUN = { one: 'event', other: 'events' };

/** '2026-11-21 14:00' at the venue, for spreadsheets. */
const csvTime = (instant: string | null, timeZone: string) => {
  const zoned = instant ? instantToZonedTime(instant, timeZone) : null;
  return zoned ? `${zoned.day} ${zoned.time}` : '';
};

const columns: readonly DataTableColumn<EventRecord>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    className: 'min-w-48',
    cell: (event) => (
      <Link to={eventPath(event.id)} className="font-medium underline-offset-4 hover:underline">
        {event.name}
      </Link>
    ),
    csv: (event) => event.name,
  },
  {
    id: 'startsAt',
    header: 'When (venue time)',
    sortable: true,
    className: 'min-w-56',
    cell: (event) => (
      <span className="grid">
        <span>{formatEventTimes(event.startsAt, event.endsAt, event.timeZone)}</span>
        <span className="text-xs text-muted-foreground">{event.timeZone}</span>
      </span>
    ),
    csv: (event) => csvTime(event.startsAt, event.timeZone),
  },
  {
    id: 'endsAt',
    header: 'Ends (venue time)',
    hideable: true,
    defaultHidden: true,
    cell: (event) => csvTime(event.endsAt, event.timeZone),
    csv: (event) => csvTime(event.endsAt, event.timeZone),
  },
  {
    id: 'timeZone',
    header: 'Time zone',
    hideable: true,
    defaultHidden: true,
    cell: (event) => event.timeZone,
    csv: (event) => event.timeZone,
  },
  {
    id: 'venue',
    header: 'Venue',
    hideable: true,
    cell: (event) => event.venue ?? <span className="text-muted-foreground">—</span>,
    csv: (event) => event.venue,
  },
  {
    id: 'category',
    header: 'Category',
    hideable: true,
    cell: (event) => event.categoryName ?? <span className="text-muted-foreground">—</span>,
    csv: (event) => event.categoryName,
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    hideable: true,
    cell: (event) => <EventStatusBadge status={event.status} />,
    csv: (event) => EVENT_STATUS_LABELS[event.status],
  },
  {
    id: 'expectedGuests',
    header: 'Expected guests',
    hideable: true,
    defaultHidden: true,
    className: 'text-right',
    cell: (event) => event.expectedGuests ?? '',
    csv: (event) => event.expectedGuests,
  },
  {
    id: 'created',
    header: 'Created',
    sortable: true,
    hideable: true,
    defaultHidden: true,
    cell: (event) => formatDisplayDate(event.created),
    csv: (event) => event.created,
  },
];

/** `events`: every event in the reader's scope, and a way to a new one. */
export function EventsPage() {
  useDocumentTitle('Events');
  const held = heldPrivileges(useCurrentUser());
  const mayAdd = hasPrivilege(held, 'ADD_EVENTS');
  const categories = useEventCategories();

  const filters: DataTableFilter[] = [
    { kind: 'date-range', field: 'startsAt', label: 'Date' },
    {
      kind: 'options',
      field: 'categoryId',
      label: 'Category',
      multiple: true,
      options: (categories.data ?? []).map((category) => ({
        value: category.id,
        label: category.name,
      })),
    },
    {
      kind: 'options',
      field: 'status',
      label: 'Status',
      multiple: true,
      options: EVENT_STATUSES.map((status) => ({
        value: status,
        label: EVENT_STATUS_LABELS[status],
      })),
    },
  ];

  return (
    <section aria-labelledby="events-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="events-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Events
        </h1>
        {mayAdd && (
          <Button asChild>
            <Link to={newEventPath()}>
              <Plus aria-hidden="true" />
              New event
            </Link>
          </Button>
        )}
      </div>
      <DataTable<EventRecord>
        label="Events"
        noun={NOUN}
        queryKey={eventKeys.lists()}
        endpoint={EVENTS_ENDPOINT}
        columns={columns}
        filters={filters}
        getRowId={(event) => event.id}
        getRowLabel={(event) => event.name}
        searchConfig={{ searchFields: ['name', 'venue'] }}
        defaultSort="startsAt"
        defaultPageSize={20}
        emptyState={
          <div className="grid justify-items-center gap-2">
            <p className="text-muted-foreground">No events yet</p>
            {mayAdd && (
              <Button asChild variant="outline" size="sm">
                <Link to={newEventPath()}>Create the first event</Link>
              </Button>
            )}
          </div>
        }
      />
    </section>
  );
}
