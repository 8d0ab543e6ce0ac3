import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, MapPin, Pencil } from 'lucide-react';
import { hasPrivilege, heldPrivileges, type EventRecord } from '@karamu/shared';
import { RecordPage } from '@/components/record-page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/entities/session';
import { EventGuests } from '@/features/events/guests';
import { EventCardPanel } from '@/features/events/invitation-cards';
import { EventVendors } from '@/features/events/event-vendors';
import { EventTodos } from '@/features/events/event-todos';
import { EventBudget } from '@/features/events/budgets';
import { EventPrices } from '@/features/events/prices';
import { useEvent, eventKeys } from '@/entities/event';
import {
  useEventStats,
  editEventPath,
  EVENT_TABS,
  eventsPath,
  type EventTab,
  DeleteEventDialog,
  EventStatusActions,
  EVENT_STATUS_MEANINGS,
  EventStatusBadge,
  EventTeam,
} from '@/features/events/events';
import { formatEventTimes } from '@/lib/zoned-time';
import { EventOverview } from './event-overview';

const TAB_LABELS: Readonly<Record<EventTab, string>> = {
  overview: 'Overview',
  guests: 'Guests',
  team: 'Team',
  vendors: 'Vendors',
  todos: 'To-dos',
  budget: 'Budget',
  prices: 'Prices',
  card: 'Invitation card',
  'check-in': 'Check-in',
};

type CheckInSlot = { checkIn?: (event: EventRecord) => ReactNode };

/** The door view's code (scanner, offline store) loads when the Check-in tab first opens. */
const CheckInStation = lazy(() =>
  import('./lazy/check-in-station').then((m) => ({ default: m.CheckInStation })),
);

/** The Check-in tab: the check-in feature's door view and live counters for this event. */
const renderCheckIn = (event: EventRecord) => (
  <Suspense
    fallback={
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Opening the door view…
      </p>
    }
  >
    <CheckInStation eventId={event.id} />
  </Suspense>
);

/** `events/:id`; its Check-in tab only for those who may check guests in (VERIFY_ATTENDEES). */
export function EventPage() {
  const { id = '' } = useParams();
  const mayCheckIn = hasPrivilege(heldPrivileges(useCurrentUser()), 'VERIFY_ATTENDEES');
  const checkIn = mayCheckIn ? renderCheckIn : undefined;
  const event = useEvent(id);

  return (
    <RecordPage
      back={{ to: eventsPath(), label: 'Events' }}
      noun="Event"
      query={event}
      title={(event) => event.name}
      placeholder={
        <>
          <Skeleton className="h-10 w-full max-w-lg" />
          <Skeleton className="h-48" />
        </>
      }
    >
      {(event) => <EventDetail event={event} checkIn={checkIn} />}
    </RecordPage>
  );
}

function EventDetail({ event, checkIn }: { event: EventRecord } & CheckInSlot) {
  const held = heldPrivileges(useCurrentUser());
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [deleting, setDeleting] = useState(false);
  const may = {
    read: hasPrivilege(held, 'READ_EVENTS'),
    update: hasPrivilege(held, 'UPDATE_EVENTS'),
    delete: hasPrivilege(held, 'DELETE_EVENTS'),
    readGuests: hasPrivilege(held, 'READ_ATTENDEES'),
    addGuests: hasPrivilege(held, 'ADD_ATTENDEES'),
    updateGuests: hasPrivilege(held, 'UPDATE_ATTENDEES'),
    deleteGuests: hasPrivilege(held, 'DELETE_ATTENDEES'),
    linkGuests: hasPrivilege(held, 'GENERATE_EVENT_LINK'),
    readUsers: hasPrivilege(held, 'READ_USERS'),
    readCard: hasPrivilege(held, 'READ_ARTWORK_MAPPINGS'),
    takeCash: hasPrivilege(held, 'ADD_PAYMENTS'),
    readTodos: hasPrivilege(held, 'READ_TODOS'),
    todos: {
      add: hasPrivilege(held, 'ADD_TODOS'),
      update: hasPrivilege(held, 'UPDATE_TODOS'),
      delete: hasPrivilege(held, 'DELETE_TODOS'),
    },
    budget: {
      read: hasPrivilege(held, 'READ_BUDGETS'),
      add: hasPrivilege(held, 'ADD_BUDGETS'),
      update: hasPrivilege(held, 'UPDATE_BUDGETS'),
      delete: hasPrivilege(held, 'DELETE_BUDGETS'),
      readItems: hasPrivilege(held, 'READ_BUDGET_ITEMS'),
      items: {
        add: hasPrivilege(held, 'ADD_BUDGET_ITEMS'),
        update: hasPrivilege(held, 'UPDATE_BUDGET_ITEMS'),
        delete: hasPrivilege(held, 'DELETE_BUDGET_ITEMS'),
      },
    },
    readPrices: hasPrivilege(held, 'READ_PRICES'),
  };
  const mayPrices = {
    addPrices: hasPrivilege(held, 'ADD_PRICES'),
    updatePrices: hasPrivilege(held, 'UPDATE_PRICES'),
    deletePrices: hasPrivilege(held, 'DELETE_PRICES'),
    readBundles: hasPrivilege(held, 'READ_BUNDLES'),
    addBundles: hasPrivilege(held, 'ADD_BUNDLES'),
    updateBundles: hasPrivilege(held, 'UPDATE_BUNDLES'),
    deleteBundles: hasPrivilege(held, 'DELETE_BUNDLES'),
  };
  const stats = useEventStats(event.id);
  const tabs = EVENT_TABS.filter(
    (tab) =>
      (tab !== 'guests' || may.readGuests) &&
      (tab !== 'vendors' || may.read) &&
      (tab !== 'todos' || may.readTodos) &&
      (tab !== 'budget' || may.budget.read) &&
      (tab !== 'prices' || may.readPrices) &&
      (tab !== 'card' || may.readCard) &&
      (tab !== 'check-in' || checkIn !== undefined),
  );
  const asked = searchParams.get('tab');
  const tab: EventTab = tabs.find((t) => t === asked) ?? 'overview';

  const chooseTab = (next: string) =>
    setSearchParams(
      (params) => {
        const result = new URLSearchParams(params);
        if (next === 'overview') result.delete('tab');
        else result.set('tab', next);
        return result;
      },
      { replace: true },
    );

  return (
    <div className="grid min-w-0 gap-4">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {event.name}
          </h1>
          <EventStatusBadge status={event.status} />
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4" />
            <span>
              {formatEventTimes(event.startsAt, event.endsAt, event.timeZone)}{' '}
              <span className="text-sm">({event.timeZone} time)</span>
            </span>
          </span>
          {event.venue && (
            <span className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {event.venue}
            </span>
          )}
        </p>
        {(may.update || may.delete) && (
          <div
            className="flex flex-wrap gap-2 print:hidden"
            role="group"
            aria-label="Event actions"
          >
            {may.update && (
              <Button asChild variant="outline">
                <Link to={editEventPath(event.id)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              </Button>
            )}
            <EventStatusActions
              event={event}
              mayChangeStatus={may.update}
              onDelete={may.delete ? () => setDeleting(true) : undefined}
            />
          </div>
        )}
        {may.update && (
          <p className="max-w-prose text-sm text-muted-foreground print:hidden">
            {EVENT_STATUS_MEANINGS[event.status]}
          </p>
        )}
      </header>

      <Tabs value={tab} onValueChange={chooseTab} className="min-w-0">
        <div className="-mx-1 overflow-x-auto px-1 pb-1 print:hidden">
          <TabsList aria-label="Event sections">
            {tabs.map((t) => (
              <TabsTrigger key={t} value={t}>
                {TAB_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview">
          <EventOverview event={event} />
        </TabsContent>
        {may.readGuests && (
          <TabsContent value="guests">
            <EventGuests
              event={event}
              may={{
                add: may.addGuests,
                update: may.updateGuests,
                delete: may.deleteGuests,
                link: may.linkGuests,
                card: may.readCard,
                cash: may.takeCash,
                bundles: mayPrices.readBundles,
              }}
              onChanged={() =>
                void queryClient.invalidateQueries({ queryKey: eventKeys.stats(event.id) })
              }
            />
          </TabsContent>
        )}
        <TabsContent value="team">
          <EventTeam event={event} mayEdit={may.update} mayListUsers={may.readUsers} />
        </TabsContent>
        {may.read && (
          <TabsContent value="vendors">
            <EventVendors eventId={event.id} mayEdit={may.update} />
          </TabsContent>
        )}
        {may.readTodos && (
          <TabsContent value="todos">
            <EventTodos eventId={event.id} may={may.todos} />
          </TabsContent>
        )}
        {may.budget.read && (
          <TabsContent value="budget">
            <EventBudget
              eventId={event.id}
              defaultCountry={event.defaultCountry}
              may={may.budget}
            />
          </TabsContent>
        )}
        {may.readPrices && (
          <TabsContent value="prices">
            <EventPrices event={event} may={mayPrices} />
          </TabsContent>
        )}
        {may.readCard && (
          <TabsContent value="card">
            <EventCardPanel eventId={event.id} />
          </TabsContent>
        )}
        {checkIn && <TabsContent value="check-in">{checkIn(event)}</TabsContent>}
      </Tabs>

      {may.delete && (
        <DeleteEventDialog
          event={event}
          guestCount={stats.data?.guests}
          open={deleting}
          onOpenChange={setDeleting}
        />
      )}
    </div>
  );
}
